import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';

import { materialSchema, type Material } from './schemas';

export const materialsKeyPrefix = ['/api/course-materials'] as const satisfies ApiQueryKey;
export const courseMaterialsKey = (courseId: number) => [...materialsKeyPrefix, courseId] as const satisfies ApiQueryKey;

export const getCourseMaterialsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: courseMaterialsKey(courseId),
    queryFn: ({ signal }) =>
      apiRequestParsed(z.array(materialSchema), pathOf(courseMaterialsKey(courseId)), { signal }),
  });

export const useCourseMaterials = (courseId: number | null) =>
  useQuery({ ...getCourseMaterialsQueryOptions(courseId ?? 0), enabled: courseId !== null });

/**
 * The materials of several courses at once (the courses list shows the first three of each): per
 * course id, the list once it has arrived, or null if it could not be loaded; absent while loading.
 */
export function useMaterialsOfCourses(courseIds: number[]): Map<number, Material[] | null> {
  return useQueries({
    queries: courseIds.map((id) => getCourseMaterialsQueryOptions(id)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const id = courseIds[index];
          if (id === undefined || result.isPending) return [];
          return [[id, result.data ?? null] as const];
        }),
      ),
  });
}
