/** The insights of GET /api/insights (admins only; the server refuses anyone else). */
import { useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useInsights = () => useQuery({ queryKey: queryKeys.insights, queryFn: ({ signal }) => callRoute(routes.insights, { signal }) });
