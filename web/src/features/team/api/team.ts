/** My Team's reads and writes: the team, nudging a member, the caller's own nudge preference, and the e-mail link's opt-out. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { routes, type Team, type TeamMember } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
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

/** The toasts are worded here from the member nudged, not from the server's English sentence (docs/decisions.md, "Languages"). */
export function useNudge() {
  const t = useT();
  return useApiMutation({
    request: (member: TeamMember) => callRoute(routes.nudge, { params: { memberId: member.id } }),
    success: (_result, member) => ({ title: t('team.nudge.sent'), description: t('team.nudge.sentText', { name: member.name }) }),
    failure: { title: t('team.nudge.failed'), fallback: t('team.nudge.failedText') },
    invalidates: () => [queryKeys.team],
  });
}

export function useSetNudges() {
  const t = useT();
  return useApiMutation({
    request: (enabled: boolean) => callRoute(routes.setNudges, { body: { enabled } }),
    success: (result) => ({
      title: t(result.nudgesEnabled ? 'team.nudges.on' : 'team.nudges.off'),
      description: t(result.nudgesEnabled ? 'team.nudges.onText' : 'team.nudges.offText'),
    }),
    failure: { title: t('team.nudges.failed'), fallback: t('team.nudges.failedText') },
    invalidates: () => [queryKeys.team],
  });
}

export function useUnsubscribeNudges() {
  const t = useT();
  return useApiMutation({
    request: (token: string) => callRoute(routes.unsubscribeNudges, { body: { token } }),
    success: () => ({ title: t('team.unsubscribe.toast'), description: t('team.nudges.offText') }),
    failure: { title: t('team.unsubscribe.failed'), fallback: t('team.unsubscribe.failedText') },
  });
}
