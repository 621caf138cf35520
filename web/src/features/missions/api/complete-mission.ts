import { routes, type Mission, type Result } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { actionLabel } from '@/lib/action-labels';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

import { stationOf } from '../mission-status';

export type MissionCompletion = Result<typeof routes.completeMission>;

/**
 * Completes a mission: tokens, points and the station badge arrive with the new user. The screen
 * celebrates it (docs/product.md#moments) in place of the "Mission Completed!" toast.
 */
export function useCompleteMission(onSuccess?: (response: MissionCompletion) => void) {
  const t = useT();
  return useApiMutation({
    // Offline, the completion waits in the offline queue and is sent once when the connection returns.
    request: async (mission: Pick<Mission, 'id' | 'station'>) =>
      callRoute(routes.completeMission, {
        params: { id: currentUserId() },
        body: { missionId: mission.id },
        offlineLabel: actionLabel.station(stationOf(mission)),
      }),
    success: () => null,
    failure: { title: t('missions.failure.title'), fallback: t('missions.failure.fallback') },
    // Points moved: the boards and this week's league (the Today hero's place). The first station
    // opens the daily reminder's offer (docs/product.md#reminders).
    invalidates: () => [queryKeys.leaderboard, queryKeys.league, queryKeys.reminders(currentUserId())],
    onSuccess,
  });
}
