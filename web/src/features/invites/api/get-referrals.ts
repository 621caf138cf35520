import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The learner's invitations, the people who joined with their code, and the enrolment bonus. */
export const referralsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.referrals(userId), queryFn: ({ signal }) => callRoute(routes.myReferrals, { params: { id: userId }, signal }) });

export const useReferrals = (userId: string) => useQuery(referralsQueryOptions(userId));
