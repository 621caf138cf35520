import { queryOptions, useQuery } from '@tanstack/react-query';

import { materialOpens, routes, type Material } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCourseMaterialsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseMaterials(courseId),
    queryFn: ({ signal }) => callRoute(routes.courseMaterials, { params: { courseId }, signal }),
  });

/** A course's materials as the api lists them, every one: the content manager's. */
export const useCourseMaterials = (courseId: number | null) => useQuery({ ...getCourseMaterialsQueryOptions(courseId ?? 0), enabled: courseId !== null });

/**
 * What learners are shown of a course's materials (docs/product.md#courses): those with something
 * to open, a file or a link. An older material with neither is left out, with its counts (the
 * stats, the "no materials" lines), rather than shown as a card that opens nothing.
 */
export const shownMaterials = (materials: Material[]): Material[] => materials.filter(materialOpens);

/** The course page's materials: `shownMaterials` of the same cached list the content manager reads. */
export const useShownMaterials = (courseId: number) => useQuery({ ...getCourseMaterialsQueryOptions(courseId), select: shownMaterials });

export const getAllCourseMaterialsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.materials, queryFn: ({ signal }) => callRoute(routes.allCourseMaterials, { signal }) });

/**
 * The materials of the courses the list shows (the first three of each, of `shownMaterials`), read
 * in one request: per course id, its list once the answer has arrived (empty for a course without
 * materials), or null for every course if it could not be loaded; empty while loading.
 */
export function useMaterialsOfCourses(courseIds: number[]): Map<number, Material[] | null> {
  const { data, isError } = useQuery(getAllCourseMaterialsQueryOptions());
  if (isError) return new Map(courseIds.map((id) => [id, null]));
  if (!data) return new Map();
  const byCourse = new Map<number, Material[]>(courseIds.map((id) => [id, []]));
  for (const material of shownMaterials(data)) byCourse.get(material.courseId)?.push(material);
  return byCourse;
}
