import { routes, type Result } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

type Redeemed = Result<typeof routes.redeemReward>;

/** What the toast adds to the server's message: where the reward is, and whether it was e-mailed. */
export function redeemedText({ message, redemption, emailSent }: Redeemed): string {
  if (redemption.status === 'pending') return `${message}. We'll deliver it soon and e-mail you; see Claimed rewards.`;
  const mailed = emailSent === false ? ' We could not e-mail it, but it is saved here.' : ' We e-mailed you a copy too.';
  return `${message}. Find it under Claimed rewards.${mailed}`;
}

export function useRedeemReward() {
  return useApiMutation({
    request: async (rewardType: string) => callRoute(routes.redeemReward, { params: { id: currentUserId() }, body: { rewardType } }),
    success: (response) => ({ title: 'Reward Redeemed!', description: redeemedText(response) }),
    failure: { title: 'Redemption Failed', fallback: 'Failed to redeem reward' },
    invalidates: () => [queryKeys.redemptions(currentUserId())],
  });
}
