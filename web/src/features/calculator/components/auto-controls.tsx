import { SimpleGrid } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { autoRanges, type AutoInputs } from '../earnings';
import { LabeledSlider } from './labeled-slider';

interface AutoControlsProps {
  inputs: AutoInputs;
  onChange: (inputs: AutoInputs) => void;
}

export function AutoControls({ inputs, onChange }: AutoControlsProps) {
  const t = useT();
  const set = (key: keyof AutoInputs) => (value: number) => onChange({ ...inputs, [key]: value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <LabeledSlider label={t('calc.direct')} value={inputs.direct} range={autoRanges.direct} onChange={set('direct')} />
      <LabeledSlider label={t('calc.perPerson')} value={inputs.perPerson} range={autoRanges.perPerson} onChange={set('perPerson')} />
      <LabeledSlider
        label={t('calc.months')}
        value={inputs.months}
        range={autoRanges.months}
        onChange={set('months')}
        format={(months) => t('calc.monthsValue', { months })}
      />
      <LabeledSlider label={t('calc.maxLevels')} value={inputs.maxLevels} range={autoRanges.maxLevels} onChange={set('maxLevels')} />
    </SimpleGrid>
  );
}
