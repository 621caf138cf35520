/**
 * The reward catalogue (docs/product.md#rewards): every reward learners can buy, with its cost and
 * what a buyer gets; add a reward (a new id, placed last) or change one. A pack reward is sold only
 * once it has items (Reward Packs below); until then learners see it as coming soon.
 */
import { Badge, Box, Flex, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { PencilIcon } from '@/components/ui/icons';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { shownT, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { refusedBy, type Said } from '@/components/ui/said-line';
import type { CatalogueReward, RewardFulfilment } from '@contract';

import { useSaveReward } from '../api/reward-writes';
import { useSourceSettings } from '../api/source-settings';
import { checkRewardForm, rewardFormValues, type RewardFormValues } from '../reward-form';
import { useFormValues } from '../use-form-values';
import { FormActions } from './form-actions';
import { SelectField, TextareaField } from './form-fields';
import { TranslationMarks } from './translation-marks';

/** What a buyer of the reward gets, in words (the admin's language). */
export function buyerGets(reward: Pick<CatalogueReward, 'fulfilment' | 'items'>): string {
  if (reward.fulfilment === 'manual') return shownT('cm.reward.byPerson');
  const items = reward.items ?? 0;
  if (items === 0) return shownT('cm.reward.nothingYet');
  return shownT('cm.reward.buyerGets', { count: items });
}

function RewardForm({ reward, onDone }: { reward: CatalogueReward | null; onDone: () => void }) {
  const t = useT();
  const fulfilmentOptions: { value: RewardFulfilment; label: string }[] = [
    { value: 'pack', label: t('cm.reward.pack') },
    { value: 'manual', label: t('cm.reward.manual') },
  ];
  const { values, setValues, set } = useFormValues<RewardFormValues>(() => rewardFormValues(reward));
  const save = useSaveReward(() => {
    setValues(rewardFormValues(null));
    onDone();
  });
  // A refused try's problem, said in the save bar until the next try passes (not a toast over the form).
  const [refusal, setRefusal] = useState<Said | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRewardForm(values);
    setRefusal(refusedBy(checked));
    if (!checked.ok) return;
    save.mutate({ ...checked.payload, isNew: reward === null });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(reward ? 'cm.reward.editForm' : 'cm.reward.addForm')}>
      <Stack gap="3">
        <TextField
          label={t('cm.reward.id')}
          value={values.id}
          onValueChange={set('id')}
          readOnly={reward !== null}
          maxLength={40}
          helperText={t('cm.reward.idHint')}
        />
        <TextField label={t('cm.reward.title')} value={values.title} onValueChange={set('title')} maxLength={100} dir="auto" />
        <TextareaField label={t('cm.reward.description')} value={values.description} onValueChange={set('description')} rows={2} maxLength={300} optional />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label={t('cm.reward.cost')} value={values.cost} onValueChange={set('cost')} inputMode="numeric" />
          <SelectField label={t('cm.reward.fulfilment')} value={values.fulfilment} options={fulfilmentOptions} onValueChange={set('fulfilment')} />
        </SimpleGrid>
        <FormActions said={refusal} editing={reward !== null} pending={save.isPending} onCancel={onDone}>
          {t(reward ? 'cm.reward.save' : 'cm.reward.add')}
        </FormActions>
      </Stack>
    </form>
  );
}

function CatalogueList({ catalogue, onEdit }: { catalogue: CatalogueReward[]; onEdit: (reward: CatalogueReward) => void }) {
  const t = useT();
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('cm.reward.list')}>
      {catalogue.map((reward) => (
        <Flex as="li" key={reward.id} gap="3" p="3" borderRadius="lg" borderWidth="1px" borderColor="brand.100" align="start" data-testid="admin-reward">
          <Box flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
                {reward.title}
              </Text>
              <Badge colorPalette="gold" variant="subtle" whiteSpace="nowrap">
                {t('cm.reward.tokens', { count: reward.cost })}
              </Badge>
              {reward.available ? null : (
                <Badge colorPalette="gray" variant="subtle">
                  {t('cm.reward.soon')}
                </Badge>
              )}
            </Flex>
            <TranslationMarks kind="rewards" id={reward.id} name={reward.title} />
            <Text fontSize="sm" color="fg.muted" data-testid="admin-reward-buyer-gets">
              {buyerGets(reward)}
            </Text>
          </Box>
          <IconButton size="sm" variant="outline" aria-label={t('cm.reward.edit', { title: reward.title })} onClick={() => onEdit(reward)}>
            <PencilIcon />
          </IconButton>
        </Flex>
      ))}
    </Stack>
  );
}

export function RewardCatalogueManager() {
  const t = useT();
  const settings = useSourceSettings();
  const [editing, setEditing] = useState<CatalogueReward | null>(null);
  return (
    <Box minW="0">
      {settings.isPending ? <LoadingState label={t('cm.reward.loading')} lines={2} /> : null}
      {settings.error ? <ErrorState message={t('cm.reward.failed', { reason: errorText(t, settings.error) })} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <RewardForm key={editing?.id ?? 'new'} reward={editing} onDone={() => setEditing(null)} />
          <CatalogueList catalogue={settings.data.rewards} onEdit={setEditing} />
        </SimpleGrid>
      ) : null}
    </Box>
  );
}
