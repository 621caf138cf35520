/** The coaching insights of GET /api/insights/coaching (admins only; the server refuses anyone else). */
import { useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useCoachingInsights = () =>
  useQuery({ queryKey: queryKeys.coachingInsights, queryFn: ({ signal }) => callRoute(routes.coachingInsights, { signal }) });
