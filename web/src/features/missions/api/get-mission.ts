import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import { getMissionsQueryOptions } from './get-missions';

export const getMissionQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.mission(id), queryFn: ({ signal }) => callRoute(routes.getMission, { params: { id }, signal }) });

/**
 * A mission by id; an id that is not a number never asks the server. The stations' list (Today's
 * Quest Map) answers each mission as this route does, so a station opened from Today shows at once
 * from it (docs/performance.md, "Speed on a mid-range phone"). Only an unlocked one: a station the
 * list saw locked has no lesson there, and it may have been unlocked since (the list is not read
 * again after a completion), so that one is asked for.
 */
export function useMission(id: number) {
  const queryClient = useQueryClient();
  const listKey = getMissionsQueryOptions().queryKey;
  return useQuery({
    ...getMissionQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    initialData: () => queryClient.getQueryData(listKey)?.find((mission) => mission.id === id && mission.content !== null),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
  });
}
