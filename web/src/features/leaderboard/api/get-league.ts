import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The caller's league this week (GET /api/league). */
export const getLeagueQueryOptions = () => queryOptions({ queryKey: queryKeys.league, queryFn: ({ signal }) => callRoute(routes.myLeague, { signal }) });

export const useLeague = () => useQuery(getLeagueQueryOptions());
