/**
 * Rewards in the content manager: the catalogue (add or change a reward), the packs' items (read,
 * add, edit, remove) and the fulfilment queue (read, deliver, refund). Writes that change what the
 * catalogue offers refresh `GET /api/settings` too (a pack with no items shows as coming soon).
 */
import { useQuery } from '@tanstack/react-query';

import { routes, type AdminPackItem, type Fulfilment, type PackItemInput, type QueuedRedemption, type RewardInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
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
    success: (_, { item, input }) => ({ title: item ? 'Item Saved' : 'Item Added', description: `"${input.title}" is in the pack.` }),
    failure: { title: 'Error', prefix: 'Failed to save the item' },
    showsClaims: true,
    invalidates: () => [queryKeys.rewardPacks, queryKeys.settings, queryKeys.translationCoverage],
    onSuccess: onSaved,
  });
}

export function useRemovePackItem() {
  return useApiMutation({
    request: (item: AdminPackItem) => callRoute(routes.removePackItem, { params: { itemId: item.id } }),
    success: (_, item) => ({ title: 'Item Removed', description: `"${item.title}" was removed from the pack.` }),
    failure: { title: 'Error', prefix: 'Failed to remove the item' },
    invalidates: () => [queryKeys.rewardPacks, queryKeys.settings, queryKeys.translationCoverage],
  });
}

export function useSaveReward(onSaved: () => void) {
  return useApiMutation({
    request: ({ isNew, id, input }: { isNew: boolean; id: string; input: RewardInput }) =>
      isNew ? callRoute(routes.addReward, { body: { ...input, id } }) : callRoute(routes.updateReward, { params: { rewardType: id }, body: input }),
    success: (_, { input }) => ({ title: 'Reward Saved', description: `"${input.title}" is in the catalogue.` }),
    failure: { title: 'Error', prefix: 'Failed to save the reward' },
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
      title: action === 'fulfil' ? 'Marked as Delivered' : 'Refunded',
      description: `${redemption.title} for ${redemption.learner}${result.emailSent ? ': they were e-mailed.' : '. The e-mail could not be sent; they will see it on their dashboard.'}`,
    }),
    failure: { title: 'Error', prefix: 'Failed to settle the redemption' },
    invalidates: () => [queryKeys.fulfilments],
    onSuccess: onSettled,
  });
}
