import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';

import { courseProgressSchema } from './schemas';

export const courseProgressKey = (userId: string, courseId: number) =>
  ['/api/users', userId, 'course-progress', courseId] as const satisfies ApiQueryKey;

export const getCourseProgressQueryOptions = (userId: string, courseId: number) =>
  queryOptions({
    queryKey: courseProgressKey(userId, courseId),
    queryFn: ({ signal }) =>
      apiRequestParsed(courseProgressSchema, pathOf(courseProgressKey(userId, courseId)), { signal }),
  });

/** The signed-in user's progress in one course (zeros before they start it). */
export const useCourseProgress = (userId: string, courseId: number) =>
  useQuery(getCourseProgressQueryOptions(userId, courseId));
