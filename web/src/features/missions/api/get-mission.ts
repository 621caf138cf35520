import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getMissionQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.mission(id), queryFn: ({ signal }) => callRoute(routes.getMission, { params: { id }, signal }) });

/** A mission by id; an id that is not a number never asks the server. */
export const useMission = (id: number) => useQuery({ ...getMissionQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
