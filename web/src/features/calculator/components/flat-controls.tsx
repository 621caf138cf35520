import { SimpleGrid } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { flatRanges, type FlatInputs } from '../earnings';
import { LabeledSlider } from './labeled-slider';

/** Flat mode: a number of levels and the people on each (the multiplier). */
export function FlatControls({ inputs, onChange }: { inputs: FlatInputs; onChange: (inputs: FlatInputs) => void }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <LabeledSlider label={t('calc.levels')} value={inputs.levels} range={flatRanges.levels} onChange={(levels) => onChange({ ...inputs, levels })} />
      <LabeledSlider
        label={t('calc.multiplier')}
        value={inputs.multiplier}
        range={flatRanges.multiplier}
        onChange={(multiplier) => onChange({ ...inputs, multiplier })}
        format={(multiplier) => t('calc.multiplierValue', { multiplier })}
      />
    </SimpleGrid>
  );
}
