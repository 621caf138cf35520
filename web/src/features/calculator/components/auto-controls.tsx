import { SimpleGrid } from '@chakra-ui/react';

import { autoRanges, type AutoInputs } from '../earnings';
import { LabeledSlider } from './labeled-slider';

interface AutoControlsProps {
  inputs: AutoInputs;
  onChange: (inputs: AutoInputs) => void;
}

export function AutoControls({ inputs, onChange }: AutoControlsProps) {
  const set = (key: keyof AutoInputs) => (value: number) => onChange({ ...inputs, [key]: value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <LabeledSlider label="Direct referrals" value={inputs.direct} range={autoRanges.direct} onChange={set('direct')} />
      <LabeledSlider label="Average referrals per person" value={inputs.perPerson} range={autoRanges.perPerson} onChange={set('perPerson')} />
      <LabeledSlider
        label="Projection months"
        value={inputs.months}
        range={autoRanges.months}
        onChange={set('months')}
        format={(months) => `${months} months`}
      />
      <LabeledSlider label="Max levels" value={inputs.maxLevels} range={autoRanges.maxLevels} onChange={set('maxLevels')} />
    </SimpleGrid>
  );
}
