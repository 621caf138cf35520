import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The caller's league this week (GET /api/league). */
export const getLeagueQueryOptions = () => queryOptions({ queryKey: queryKeys.league, queryFn: ({ signal }) => callRoute(routes.myLeague, { signal }) });

export const useLeague = () => useQuery(getLeagueQueryOptions());

/**
 * The league as the League page shows it (docs/product.md#weekly-starter-leagues): read again on every
 * open, and none (its loading shape) until that read answers, so the first paint is never a ranking
 * kept from an earlier visit (Today's tile read it before the learner's points; another device earned
 * some). Offline, the kept one shows at once with its live-state notice.
 */
export function useCurrentLeague(online: boolean) {
  const league = useQuery({ ...getLeagueQueryOptions(), refetchOnMount: 'always' });
  const waiting = online && league.isFetching && !league.isFetchedAfterMount;
  return { league, current: waiting ? undefined : league.data };
}
