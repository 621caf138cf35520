import { routes, type Result } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export type Redeemed = Result<typeof routes.redeemReward>;

/** What the celebration adds to the server's message: where the reward is, whether it was e-mailed, or that it is on its way. */
export function redeemedText({ message, redemption, emailSent }: Redeemed): string {
  if (redemption.status === 'pending') return `${message}. It is on its way: we will deliver it and e-mail you. It shows as Pending under Claimed rewards.`;
  const mailed = emailSent === false ? ' We could not e-mail it, but it is saved here.' : ' We e-mailed you a copy too.';
  return `${message}. Find it under Claimed rewards.${mailed}`;
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
