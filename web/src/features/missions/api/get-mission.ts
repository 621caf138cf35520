import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { routes, type Mission } from '@contract';
import { ApiError, callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import { getMissionsQueryOptions } from './get-missions';

/**
 * A mission by id. When the server cannot be reached and the service worker has no copy of this
 * station (a learner who only looked at Today before going offline), the stations' list it kept
 * answers for it: the list carries each unlocked station's lesson as this route does.
 */
async function fetchMission(id: number, signal: AbortSignal): Promise<Mission> {
  try {
    return await callRoute(routes.getMission, { params: { id }, signal });
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) throw error;
    const kept = await callRoute(routes.listMissions, { signal }).catch(() => undefined);
    const mission = kept?.find((item) => item.id === id && item.content !== null);
    if (mission) return mission;
    throw error;
  }
}

export const getMissionQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.mission(id), queryFn: ({ signal }) => fetchMission(id, signal) });

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
