import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';

import { quizSchema } from './schemas';

export const courseQuizzesKeyPrefix = ['/api/course-quizzes'] as const satisfies ApiQueryKey;
export const courseQuizzesKey = (courseId: number) => [...courseQuizzesKeyPrefix, courseId] as const satisfies ApiQueryKey;

export const getCourseQuizzesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: courseQuizzesKey(courseId),
    queryFn: ({ signal }) => apiRequestParsed(z.array(quizSchema), pathOf(courseQuizzesKey(courseId)), { signal }),
  });

/** A course's quizzes (signed-in users only; learners get them without the answer key). */
export const useCourseQuizzes = (courseId: number) => useQuery(getCourseQuizzesQueryOptions(courseId));
