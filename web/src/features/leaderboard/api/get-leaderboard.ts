import { queryOptions, useQuery } from '@tanstack/react-query';

import { LEADERBOARD_SIZE, routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.leaderboard,
    queryFn: ({ signal }) => callRoute(routes.leaderboard, { query: { limit: LEADERBOARD_SIZE }, signal }),
  });

export const useLeaderboard = () => useQuery(getLeaderboardQueryOptions());
