import { routes, type Result } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { isolateInRtl, type Translate } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export type Redeemed = Result<typeof routes.redeemReward>;

/**
 * The celebration's sentence: the reward redeemed (the server's "Reward redeemed: …", worded again
 * from its title), where it is, whether it was e-mailed, or that it is on its way.
 */
export function redeemedText(t: Translate, { redemption, emailSent }: Redeemed): string {
  const title = isolateInRtl(redemption.title);
  if (redemption.status === 'pending') return t('rewards.redeemed.pending', { title });
  return t(emailSent === false ? 'rewards.redeemed.notMailed' : 'rewards.redeemed.mailed', { title });
}

/**
 * Redeems a reward the learner confirmed (docs/product.md#rewards). The confirmation dialog shows a
 * failure itself and the screen celebrates the success (docs/product.md#moments): no toast either way.
 */
export function useRedeemReward() {
  return useApiMutation({
    request: async (rewardType: string) => callRoute(routes.redeemReward, { params: { id: currentUserId() }, body: { rewardType } }),
    success: () => null,
    failure: null,
    invalidates: () => [queryKeys.redemptions(currentUserId())],
  });
}
