import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { manualLevelsRange, parseCount } from '../earnings';
import { LabeledSlider } from './labeled-slider';

export interface ManualDraft {
  direct: string;
  indirect: string;
  levels: number;
}

interface ManualControlsProps {
  draft: ManualDraft;
  onChange: (draft: ManualDraft) => void;
  onClear: () => void;
}

function CountInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" min={0} step={1} value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.HelperText>{t('calc.counted', { count: parseCount(value) })}</Field.HelperText>
    </Field.Root>
  );
}

export function ManualControls({ draft, onChange, onClear }: ManualControlsProps) {
  const t = useT();
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CountInput label={t('calc.direct')} value={draft.direct} onChange={(direct) => onChange({ ...draft, direct })} />
        <CountInput label={t('calc.indirect')} value={draft.indirect} onChange={(indirect) => onChange({ ...draft, indirect })} />
      </SimpleGrid>
      <LabeledSlider label={t('calc.levels')} value={draft.levels} range={manualLevelsRange} onChange={(levels) => onChange({ ...draft, levels })} />
      <Button alignSelf="flex-start" variant="outline" colorPalette="brand" size="sm" onClick={onClear}>
        {t('calc.clear')}
      </Button>
    </Stack>
  );
}
