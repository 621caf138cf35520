import { SimpleGrid } from '@chakra-ui/react';

import { flatRanges, type FlatInputs } from '../earnings';
import { LabeledSlider } from './labeled-slider';

/** Flat mode: a number of levels and the people on each (the multiplier). */
export function FlatControls({ inputs, onChange }: { inputs: FlatInputs; onChange: (inputs: FlatInputs) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <LabeledSlider label="Levels" value={inputs.levels} range={flatRanges.levels} onChange={(levels) => onChange({ ...inputs, levels })} />
      <LabeledSlider
        label="Multiplier (people per level)"
        value={inputs.multiplier}
        range={flatRanges.multiplier}
        onChange={(multiplier) => onChange({ ...inputs, multiplier })}
        format={(multiplier) => `× ${multiplier}`}
      />
    </SimpleGrid>
  );
}
