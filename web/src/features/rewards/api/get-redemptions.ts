import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const redemptionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.redemptions(userId), queryFn: ({ signal }) => callRoute(routes.myRedemptions, { params: { id: userId }, signal }) });

/** The learner's claimed rewards, newest first, with each pack's items or the delivery's state. */
export const useMyRedemptions = (userId: string) => useQuery(redemptionsQueryOptions(userId));
