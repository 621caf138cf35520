/**
 * The income disclosure (docs/product.md#income-disclosure): the figures of the company's published
 * statement that the earnings calculator opens on and keeps beside every projected figure.
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import type { IncomeDisclosure } from '@contract';

import { useSaveIncomeDisclosure } from '../api/income-disclosure-writes';
import { useSourceSettings } from '../api/source-settings';
import { checkIncomeDisclosureForm, incomeDisclosureFormValues, type IncomeDisclosureFormValues } from '../income-disclosure-form';
import { useFormValues } from '../use-form-values';
import { FormActions } from './form-actions';
import { TextareaField } from './form-fields';

function DisclosureForm({ disclosure }: { disclosure: IncomeDisclosure | null }) {
  const { values, set } = useFormValues<IncomeDisclosureFormValues>(() => incomeDisclosureFormValues(disclosure));
  const save = useSaveIncomeDisclosure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkIncomeDisclosureForm(values);
    if (!checked.ok) {
      notify.error(checked.problem.title, checked.problem.description);
      return;
    }
    save.mutate(checked.payload);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Income disclosure">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Copy these from your company’s published income disclosure statement. Learners see them first in the earnings calculator, beside every projected
          figure.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label="Median annual earnings ($)" value={values.medianAnnual} onValueChange={set('medianAnnual')} inputMode="decimal" />
          <TextField label="Earned nothing (%)" value={values.zeroShare} onValueChange={set('zeroShare')} inputMode="decimal" />
        </SimpleGrid>
        <TextField label="Typical costs" value={values.typicalCosts} onValueChange={set('typicalCosts')} maxLength={300} optional />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label="Source" value={values.source} onValueChange={set('source')} maxLength={300} />
          <TextField label="Figures as of" type="date" value={values.asOf} onValueChange={set('asOf')} />
        </SimpleGrid>
        <TextField
          label="Participants the figures cover"
          value={values.participants}
          onValueChange={set('participants')}
          inputMode="numeric"
          helperText="Everyone the statement counts, the company's whole field: the calculator sets a projection's network beside it."
        />
        <TextareaField
          label="Earned at least (one a line: amount, percent)"
          value={values.brackets}
          onValueChange={set('brackets')}
          rows={4}
          placeholder={'1000, 9\n10000, 1.5'}
          optional
        />
        <FormActions editing={false} pending={save.isPending} onCancel={() => undefined}>
          Save Disclosure
        </FormActions>
      </Stack>
    </form>
  );
}

export function IncomeDisclosureManager() {
  const settings = useSourceSettings();
  return (
    <Box minW="0">
      {settings.isPending ? <LoadingState label="Loading the disclosure..." lines={2} /> : null}
      {settings.error ? <ErrorState message={`Could not load the disclosure. ${settings.error.message}`} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? <DisclosureForm disclosure={settings.data.incomeDisclosure} /> : null}
    </Box>
  );
}
