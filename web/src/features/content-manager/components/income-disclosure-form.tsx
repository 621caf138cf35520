/**
 * The income disclosure (docs/product.md#income-disclosure): the figures of the company's published
 * statement that the earnings calculator opens on and keeps beside every projected figure.
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { refusedBy, type Said } from '@/components/ui/said-line';
import type { IncomeDisclosure } from '@contract';

import { useSaveIncomeDisclosure } from '../api/income-disclosure-writes';
import { useSourceSettings } from '../api/source-settings';
import { checkIncomeDisclosureForm, incomeDisclosureFormValues, type IncomeDisclosureFormValues } from '../income-disclosure-form';
import { useFormValues } from '../use-form-values';
import { FormActions } from './form-actions';
import { TextareaField } from './form-fields';
import { TranslationMarks } from './translation-marks';

function DisclosureForm({ disclosure }: { disclosure: IncomeDisclosure | null }) {
  const t = useT();
  const { values, set } = useFormValues<IncomeDisclosureFormValues>(() => incomeDisclosureFormValues(disclosure));
  const save = useSaveIncomeDisclosure();
  // A refused try's problem, said in the save bar until the next try passes (not a toast over the form).
  const [refusal, setRefusal] = useState<Said | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkIncomeDisclosureForm(values);
    setRefusal(refusedBy(checked));
    if (!checked.ok) return;
    save.mutate(checked.payload);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cm.disclosure.form')}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('cm.disclosure.intro')}
        </Text>
        <TranslationMarks kind="incomeDisclosure" id="" name={t('cm.tr.disclosure.name')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label={t('cm.disclosure.median')} value={values.medianAnnual} onValueChange={set('medianAnnual')} inputMode="decimal" />
          <TextField label={t('cm.disclosure.zero')} value={values.zeroShare} onValueChange={set('zeroShare')} inputMode="decimal" />
        </SimpleGrid>
        <TextField label={t('cm.disclosure.costs')} value={values.typicalCosts} onValueChange={set('typicalCosts')} maxLength={300} optional dir="auto" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label={t('cm.disclosure.source')} value={values.source} onValueChange={set('source')} maxLength={300} dir="auto" />
          <TextField label={t('cm.disclosure.asOf')} type="date" value={values.asOf} onValueChange={set('asOf')} />
        </SimpleGrid>
        <TextField
          label={t('cm.disclosure.participants')}
          value={values.participants}
          onValueChange={set('participants')}
          inputMode="numeric"
          helperText={t('cm.disclosure.participantsHint')}
        />
        <TextareaField
          label={t('cm.disclosure.brackets')}
          value={values.brackets}
          onValueChange={set('brackets')}
          rows={4}
          placeholder={'1000, 9\n10000, 1.5'}
          optional
        />
        <FormActions said={refusal} editing={false} pending={save.isPending} onCancel={() => undefined}>
          {t('cm.disclosure.save')}
        </FormActions>
      </Stack>
    </form>
  );
}

export function IncomeDisclosureManager() {
  const t = useT();
  const settings = useSourceSettings();
  return (
    <Box minW="0">
      {settings.isPending ? <LoadingState label={t('cm.disclosure.loading')} lines={2} /> : null}
      {settings.error ? (
        <ErrorState message={t('cm.disclosure.failed', { reason: errorText(t, settings.error) })} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? <DisclosureForm disclosure={settings.data.incomeDisclosure} /> : null}
    </Box>
  );
}
