import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';

import { coursesKey } from './get-courses';
import { courseSchema } from './schemas';

/** Under the list's key, so refreshing the list after an edit refreshes the open course too. */
export const courseKey = (id: number) => [...coursesKey, id] as const satisfies ApiQueryKey;

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKey(id),
    queryFn: ({ signal }) => apiRequestParsed(courseSchema, pathOf(courseKey(id)), { signal }),
  });

/** A course by id; an id that is not a positive whole number never asks the server. */
export const useCourse = (id: number) =>
  useQuery({ ...getCourseQueryOptions(id), enabled: isCourseId(id) });

export const isCourseId = (id: number) => Number.isInteger(id) && id > 0;
