/** My Team's reads and writes: the team, nudging a member, the caller's own nudge preference, and the e-mail link's opt-out. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

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

/**
 * Whether the learner has a sponsor (their own coaching's `sponsor`): true or false once known,
 * undefined while loading or if it could not be read.
 */
export function useHasSponsor(userId: string | undefined): boolean | undefined {
  const coaching = useQuery({
    queryKey: queryKeys.myCoaching(userId ?? ''),
    queryFn: ({ signal }) => callRoute(routes.myCoaching, { params: { id: userId ?? '' }, signal }),
    enabled: userId !== undefined,
  });
  return coaching.data ? coaching.data.sponsor !== null : undefined;
}

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
