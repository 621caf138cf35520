import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';
import { missionSchema } from '@/types/api';

export const missionKey = (id: number) => ['/api/missions', id] as const satisfies ApiQueryKey;

export const getMissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: missionKey(id),
    queryFn: ({ signal }) => apiRequestParsed(missionSchema, pathOf(missionKey(id)), { signal }),
  });

/** A mission by id; an id that is not a number never asks the server. */
export const useMission = (id: number) =>
  useQuery({ ...getMissionQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
