import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { routes, type Material } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCourseMaterialsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseMaterials(courseId),
    queryFn: ({ signal }) => callRoute(routes.courseMaterials, { params: { courseId }, signal }),
  });

export const useCourseMaterials = (courseId: number | null) => useQuery({ ...getCourseMaterialsQueryOptions(courseId ?? 0), enabled: courseId !== null });

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
