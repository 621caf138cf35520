import { Box, SimpleGrid, Text } from '@chakra-ui/react';

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
      {/* The months change one figure, the total over them (the last tile): the control says so, as the other tiles and the table stay monthly and yearly. */}
      <Box>
        <LabeledSlider
          label={t('calc.months')}
          value={inputs.months}
          range={autoRanges.months}
          onChange={set('months')}
          format={(months) => t('calc.monthsValue', { months })}
          describedBy="calc-months-hint"
        />
        <Text id="calc-months-hint" fontSize="xs" color="fg.muted" mt="1" data-testid="calc-months-hint">
          {t('calc.monthsHint')}
        </Text>
      </Box>
      <LabeledSlider label={t('calc.maxLevels')} value={inputs.maxLevels} range={autoRanges.maxLevels} onChange={set('maxLevels')} />
    </SimpleGrid>
  );
}
