import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The caller's own entry and rank, for the "(You)" row when they are outside the top 10. */
export const getMyRankQueryOptions = () => queryOptions({ queryKey: queryKeys.myRank, queryFn: ({ signal }) => callRoute(routes.myRank, { signal }) });

export const useMyRank = (enabled: boolean) => useQuery({ ...getMyRankQueryOptions(), enabled });
