/**
 * Rewards in the content manager: the catalogue (add or change a reward), the packs' items (read,
 * add, edit, remove) and the fulfilment queue (read, deliver, refund). Writes that change what the
 * catalogue offers refresh `GET /api/settings` too (a pack with no items shows as coming soon).
 */
import { useQuery } from '@tanstack/react-query';

import { routes, type AdminPackItem, type Fulfilment, type PackItemInput, type QueuedRedemption, type RewardInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useRewardPacks = () => useQuery({ queryKey: queryKeys.rewardPacks, queryFn: ({ signal }) => callRoute(routes.rewardPacks, { signal }) });

export const useFulfilmentQueue = () => useQuery({ queryKey: queryKeys.fulfilments, queryFn: ({ signal }) => callRoute(routes.fulfilmentQueue, { signal }) });

export function useSavePackItem(rewardType: string, onSaved: () => void) {
  return useApiMutation({
    request: ({ item, input }: { item: AdminPackItem | null; input: PackItemInput }) =>
      item
        ? callRoute(routes.updatePackItem, { params: { itemId: item.id }, body: input })
        : callRoute(routes.addPackItem, { params: { rewardType }, body: input }),
    success: (_, { item, input }) => ({
      title: shownT(item ? 'cm.toast.itemSaved' : 'cm.toast.itemAdded'),
      description: shownT('cm.toast.itemInPack', { title: input.title }),
    }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.saveItemFailed') },
    showsClaims: true,
    invalidates: () => [queryKeys.rewardPacks, queryKeys.settings, queryKeys.translationCoverage],
    onSuccess: onSaved,
  });
}

export function useRemovePackItem() {
  return useApiMutation({
    request: (item: AdminPackItem) => callRoute(routes.removePackItem, { params: { itemId: item.id } }),
    success: (_, item) => ({ title: shownT('cm.toast.itemRemoved'), description: shownT('cm.toast.itemRemovedText', { title: item.title }) }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.removeItemFailed') },
    invalidates: () => [queryKeys.rewardPacks, queryKeys.settings, queryKeys.translationCoverage],
  });
}

export function useSaveReward(onSaved: () => void) {
  return useApiMutation({
    request: ({ isNew, id, input }: { isNew: boolean; id: string; input: RewardInput }) =>
      isNew ? callRoute(routes.addReward, { body: { ...input, id } }) : callRoute(routes.updateReward, { params: { rewardType: id }, body: input }),
    success: (_, { input }) => ({ title: shownT('cm.toast.rewardSaved'), description: shownT('cm.toast.rewardSavedText', { title: input.title }) }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.saveRewardFailed') },
    invalidates: () => [queryKeys.rewardPacks, queryKeys.settings, queryKeys.translationCoverage],
    onSuccess: onSaved,
  });
}

export type Settlement = ({ redemption: QueuedRedemption; action: 'fulfil' } & Fulfilment) | { redemption: QueuedRedemption; action: 'refund'; reason: string };

export function useSettleRedemption(onSettled: () => void) {
  return useApiMutation({
    request: (settlement: Settlement) =>
      settlement.action === 'fulfil'
        ? callRoute(routes.fulfilRedemption, {
            params: { redemptionId: settlement.redemption.id },
            body: { delivery: settlement.delivery, file: settlement.file },
          })
        : callRoute(routes.refundRedemption, { params: { redemptionId: settlement.redemption.id }, body: { reason: settlement.reason } }),
    success: (result, { redemption, action }) => ({
      title: shownT(action === 'fulfil' ? 'cm.toast.delivered' : 'cm.toast.refunded'),
      description: shownT(result.emailSent ? 'cm.toast.settledMailed' : 'cm.toast.settledNotMailed', { title: redemption.title, learner: redemption.learner }),
    }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.settleFailed') },
    invalidates: () => [queryKeys.fulfilments],
    onSuccess: onSettled,
  });
}
