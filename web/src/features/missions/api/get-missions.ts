import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';
import { missionSchema } from '@/types/api';

export const missionsKey = ['/api/missions'] as const satisfies ApiQueryKey;

export const getMissionsQueryOptions = () =>
  queryOptions({
    queryKey: missionsKey,
    queryFn: ({ signal }) => apiRequestParsed(z.array(missionSchema), pathOf(missionsKey), { signal }),
  });

export const useMissions = () => useQuery(getMissionsQueryOptions());
