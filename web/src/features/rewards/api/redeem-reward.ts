import { postAsUser, useUserMutation } from '@/hooks/use-user-mutation';

import type { RewardId } from '../catalogue';

export const redeemReward = (rewardType: RewardId) => postAsUser('redeem-reward', { rewardType });

export function useRedeemReward() {
  return useUserMutation<RewardId>({
    request: redeemReward,
    successTitle: 'Reward Redeemed!',
    failureTitle: 'Redemption Failed',
    failureFallback: 'Failed to redeem reward',
  });
}
