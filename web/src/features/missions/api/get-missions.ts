import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getMissionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.missions, queryFn: ({ signal }) => callRoute(routes.listMissions, { signal }) });

export const useMissions = () => useQuery(getMissionsQueryOptions());
