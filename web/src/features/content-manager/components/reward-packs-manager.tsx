/**
 * Reward packs (docs/product.md#rewards): the posts and e-mails a learner receives when they redeem
 * a pack. Pick the pack, see how many items a buyer gets, add an item (title and text), edit or
 * remove one. Text is claim-checked on save; flagged text needs a reason. A pack a buyer would get
 * nothing from is not sold.
 */
import { Box, Flex, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { shownT, useT } from '@/i18n';
import { notify } from '@/lib/toast';
import { errorText } from '@/lib/error-text';
import type { AdminPackItem, Pack } from '@contract';

import { useRemovePackItem, useRewardPacks, useSavePackItem } from '../api/reward-writes';
import { useClaimReview } from '../claim-review';
import { ClaimWarning } from './claim-warning';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions } from './form-actions';
import { SelectField, TextareaField } from './form-fields';
import { TranslationMarks } from './translation-marks';

function PackItemForm({ pack, item, onDone }: { pack: Pack; item: AdminPackItem | null; onDone: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(item?.title ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const save = useSavePackItem(pack.rewardType, () => {
    setTitle('');
    setBody('');
    onDone();
  });
  const review = useClaimReview(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !body.trim()) {
      notify.error(shownT('cm.pack.missing'), shownT('cm.pack.missingHint'));
      return;
    }
    save.mutate({ item, input: { title: title.trim(), body: body.trim(), claimReason: review.claimReason } });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(item ? 'cm.pack.editForm' : 'cm.pack.addForm')}>
      <Stack gap="3">
        <TextField label={t('cm.pack.itemTitle')} value={title} onValueChange={setTitle} maxLength={120} helperText={t('cm.materials.required')} dir="auto" />
        <TextareaField label={t('cm.pack.itemText')} value={body} onValueChange={setBody} rows={5} maxLength={5000} />
        <ClaimWarning review={review} />
        <FormActions editing={item !== null} pending={save.isPending} onCancel={onDone}>
          {item ? (
            t('cm.pack.saveItem')
          ) : (
            <>
              <PlusIcon /> {t('cm.pack.addItem')}
            </>
          )}
        </FormActions>
      </Stack>
    </form>
  );
}

function PackItems({ pack, editingId, onEdit }: { pack: Pack; editingId: number | null; onEdit: (item: AdminPackItem) => void }) {
  const t = useT();
  const remove = useRemovePackItem();
  const [toRemove, setToRemove] = useState<AdminPackItem | null>(null);
  if (pack.items.length === 0) return <EmptyState message={t('cm.pack.noItems')} />;
  return (
    <>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('cm.pack.items', { pack: pack.title })}>
        {pack.items.map((item) => (
          <Flex
            as="li"
            key={item.id}
            gap="3"
            p="3"
            borderRadius="lg"
            borderWidth="1px"
            borderColor={editingId === item.id ? 'brand.400' : 'brand.100'}
            align="start"
          >
            <Box flex="1" minW="0">
              <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
                {item.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={3} whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
                {item.body}
              </Text>
              <TranslationMarks kind="packItems" id={item.id} name={item.title} />
              {item.claimOverridden ? (
                <Text fontSize="xs" color="gold.800" mt="1">
                  {t('cm.pack.overridden')}
                </Text>
              ) : null}
            </Box>
            <IconButton size="sm" variant="outline" aria-label={t('cm.pack.edit', { title: item.title })} onClick={() => onEdit(item)}>
              <PencilIcon />
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('cm.pack.remove', { title: item.title })}
              onClick={() => setToRemove(item)}
            >
              <TrashIcon />
            </IconButton>
          </Flex>
        ))}
      </Stack>
      <ConfirmDialog
        question={toRemove ? t('cm.pack.removeQuestion', { title: toRemove.title, pack: pack.title }) : null}
        confirmLabel={t('cm.materials.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove, { onSettled: () => setToRemove(null) })}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}

export function RewardPacksManager() {
  const t = useT();
  const packs = useRewardPacks();
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<AdminPackItem | null>(null);
  const pack = packs.data?.find((item) => item.rewardType === chosen) ?? packs.data?.[0];
  return (
    <Box minW="0">
      {packs.isPending ? <LoadingState label={t('cm.pack.loading')} lines={2} /> : null}
      {packs.error ? <ErrorState message={t('cm.pack.failed', { reason: errorText(t, packs.error) })} onRetry={() => void packs.refetch()} /> : null}
      {pack ? (
        <Stack gap="5">
          <SelectField
            label={t('cm.pack.choose')}
            value={pack.rewardType}
            options={(packs.data ?? []).map((item) => ({
              value: item.rewardType,
              label: t('cm.pack.option', { title: item.title, count: item.items.length }),
            }))}
            onValueChange={(value) => {
              setChosen(value);
              setEditing(null);
            }}
            testId="reward-pack"
          />
          <Text fontWeight="semibold" color={pack.buyerItems > 0 ? 'brand.800' : 'red.700'} data-testid="pack-buyer-items">
            {pack.buyerItems > 0 ? t('cm.pack.buyerGets', { count: pack.buyerItems, withheld: pack.items.length - pack.buyerItems }) : t('cm.pack.nothing')}
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <PackItemForm key={`${pack.rewardType}-${editing?.id ?? 'new'}`} pack={pack} item={editing} onDone={() => setEditing(null)} />
            <PackItems pack={pack} editingId={editing?.id ?? null} onEdit={setEditing} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Box>
  );
}
