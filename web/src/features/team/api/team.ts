/** My Team's reads and writes: the team, nudging a member, the caller's own nudge preference, and the e-mail link's opt-out. */
import { useQuery } from '@tanstack/react-query';

import { routes, type TeamMember } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useTeam = () => useQuery({ queryKey: queryKeys.team, queryFn: ({ signal }) => callRoute(routes.myTeam, { signal }) });

export function useNudge() {
  return useApiMutation({
    request: (member: TeamMember) => callRoute(routes.nudge, { params: { memberId: member.id } }),
    success: (result) => ({ title: 'Nudge Sent', description: `${result.message}. They'll get an encouraging e-mail from you.` }),
    failure: { title: 'Nudge Not Sent', fallback: 'Could not send the nudge' },
    invalidates: () => [queryKeys.team],
  });
}

export function useSetNudges() {
  return useApiMutation({
    request: (enabled: boolean) => callRoute(routes.setNudges, { body: { enabled } }),
    success: (result) => ({
      title: result.message ?? 'Saved',
      description: result.nudgesEnabled
        ? 'Your sponsor can send you a reminder when you have been away a while.'
        : 'Your sponsor can no longer send you reminders.',
    }),
    failure: { title: 'Error', fallback: 'Could not save your choice' },
    invalidates: () => [queryKeys.team],
  });
}

export function useUnsubscribeNudges() {
  return useApiMutation({
    request: (token: string) => callRoute(routes.unsubscribeNudges, { body: { token } }),
    success: () => ({ title: 'Nudges Turned Off', description: 'Your sponsor can no longer send you reminders.' }),
    failure: { title: 'Could Not Turn Nudges Off', fallback: 'Please try again' },
  });
}
