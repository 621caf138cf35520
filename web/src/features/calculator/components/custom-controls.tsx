import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { manualLevelsRange, resizeLevels } from '../earnings';
import { LabeledSlider } from './labeled-slider';

interface CustomControlsProps {
  /** People per level, as typed. */
  drafts: string[];
  onChange: (drafts: string[]) => void;
  onClear: () => void;
}

/** Custom mode: the person sets the people of each level (min 0; anything not a number counts as 0). */
export function CustomControls({ drafts, onChange, onClear }: CustomControlsProps) {
  const t = useT();
  return (
    <Stack gap="4">
      <LabeledSlider label={t('calc.levels')} value={drafts.length} range={manualLevelsRange} onChange={(levels) => onChange(resizeLevels(drafts, levels))} />
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3" data-testid="custom-levels">
        {drafts.map((draft, index) => (
          <Field.Root key={index}>
            <Field.Label fontSize="sm">{t('calc.levelPeople', { level: index + 1 })}</Field.Label>
            <Input
              size="sm"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft}
              onChange={(event) => onChange(drafts.map((value, at) => (at === index ? event.target.value : value)))}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <Button alignSelf="flex-start" variant="outline" colorPalette="brand" size="sm" onClick={onClear}>
        {t('calc.clear')}
      </Button>
    </Stack>
  );
}
