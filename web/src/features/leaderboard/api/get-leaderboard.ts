import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';
import { leaderboardEntrySchema } from '@/types/api';

/** SPEC §9: the leaderboard shows the top 10. */
export const LEADERBOARD_SIZE = 10;

export const leaderboardKey = ['/api/leaderboard'] as const satisfies ApiQueryKey;

export const getLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: leaderboardKey,
    queryFn: ({ signal }) =>
      apiRequestParsed(
        z.array(leaderboardEntrySchema),
        `${pathOf(leaderboardKey)}?limit=${LEADERBOARD_SIZE}`,
        { signal },
      ),
  });

export const useLeaderboard = () => useQuery(getLeaderboardQueryOptions());
