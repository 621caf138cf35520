import { postAsUser, useUserMutation } from '@/hooks/use-user-mutation';
import type { UserMutationResponse } from '@/types/api';

export const completeMission = (missionId: number) => postAsUser('complete-mission', { missionId });

/** Completes a mission (SPEC §4): tokens, points and the station badge arrive with the new user. */
export function useCompleteMission(onSuccess?: (response: UserMutationResponse) => void) {
  return useUserMutation<number>({
    request: completeMission,
    successTitle: 'Mission Completed!',
    failureTitle: 'Error',
    failureFallback: 'Failed to complete mission',
    invalidates: [['/api/leaderboard']],
    onSuccess,
  });
}
