/**
 * Create or edit a daily challenge (docs/product.md#daily-challenges): create mode by default, Edit
 * in the list switches to edit mode, Cancel returns to create mode. Unticking Active retires it.
 */
import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';

import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { CHALLENGE_KINDS, type Challenge, type ChallengeKind } from '@contract';
import { kindRule } from '@/features/challenges';
import { useT, type MessageId } from '@/i18n';
import { refusedBy, type Said } from '@/components/ui/said-line';

import { useCreateChallenge, useUpdateChallenge } from '../api/challenge-writes';
import { challengeFormValues, checkChallengeForm, type ChallengeFormValues } from '../challenge-form';
import { useFormValues } from '../use-form-values';
import { FormActions } from './form-actions';
import { SelectField, TextareaField } from './form-fields';

/** Each kind's name in the form and the list. */
export const KIND_LABELS: Record<ChallengeKind, MessageId> = {
  count: 'cm.challenge.kind.count',
  days: 'cm.challenge.kind.days',
  streak: 'cm.challenge.kind.streak',
};

export function ChallengeForm({ challenge, onDone }: { challenge: Challenge | null; onDone: () => void }) {
  const { values, setValues, set } = useFormValues<ChallengeFormValues>(() => challengeFormValues(challenge));
  const create = useCreateChallenge(() => setValues(challengeFormValues(null)));
  const update = useUpdateChallenge(onDone);
  const t = useT();
  const kindOptions = CHALLENGE_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }));

  // A refused try's problem, said in the save bar until the next try passes (not a toast over the form).
  const [refusal, setRefusal] = useState<Said | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChallengeForm(values);
    setRefusal(refusedBy(checked));
    if (!checked.ok) return;
    if (challenge) update.mutate({ id: challenge.id, payload: checked.payload });
    else create.mutate(checked.payload);
  };

  return (
    <Panel title={t(challenge ? 'cm.challenge.editTitle' : 'cm.challenge.create')} headingId="challenge-form" icon={challenge ? PencilIcon : PlusIcon} nested>
      <form onSubmit={onSubmit} noValidate aria-labelledby="challenge-form">
        <Stack gap="4">
          <TextField label={t('cm.challenge.title')} value={values.title} onValueChange={set('title')} maxLength={200} dir="auto" />
          <TextareaField
            label={t('cm.challenge.description')}
            value={values.description}
            onValueChange={set('description')}
            rows={2}
            maxLength={2000}
            optional
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField label={t('cm.challenge.kind')} value={values.kind} options={kindOptions} onValueChange={set('kind')} />
            <TextField label={t('cm.challenge.target')} value={values.target} onValueChange={set('target')} inputMode="numeric" />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t(kindRule[values.kind])}
          </Text>
          <Checkbox.Root checked={values.isActive} onCheckedChange={(details) => set('isActive')(details.checked === true)} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('cm.challenge.isActive')}</Checkbox.Label>
          </Checkbox.Root>
          <FormActions said={refusal} editing={challenge !== null} pending={create.isPending || update.isPending} onCancel={onDone}>
            {t(challenge ? 'cm.challenge.update' : 'cm.challenge.create')}
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}
