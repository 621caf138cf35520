import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';
import { leaderboardEntrySchema } from '@/types/api';

/** The caller's own entry and rank, for the "(You)" row when they are outside the top 10. */
export const myRankKey = ['/api/leaderboard', 'me'] as const satisfies ApiQueryKey;

export const getMyRankQueryOptions = () =>
  queryOptions({
    queryKey: myRankKey,
    queryFn: ({ signal }) => apiRequestParsed(leaderboardEntrySchema, pathOf(myRankKey), { signal }),
  });

export const useMyRank = (enabled: boolean) => useQuery({ ...getMyRankQueryOptions(), enabled });
