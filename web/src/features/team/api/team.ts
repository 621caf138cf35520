/** My Team's reads and writes: the team, nudging a member, the caller's own nudge preference, and the e-mail link's opt-out. */
import { useInfiniteQuery } from '@tanstack/react-query';

import { routes, type Team, type TeamMember } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The team a page of members at a time (GET /api/team?offset=): every page carries the whole
 * team's totals; `fetchNextPage` loads the next members ("Show more"). A refresh after a nudge
 * re-reads every page loaded so far, so the list keeps its length.
 */
export const useTeam = () =>
  useInfiniteQuery({
    queryKey: queryKeys.team,
    queryFn: ({ signal, pageParam }) => callRoute(routes.myTeam, { query: { offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Team) => last.nextOffset ?? undefined,
  });

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
