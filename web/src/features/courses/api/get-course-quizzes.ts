import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCourseQuizzesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseQuizzes(courseId),
    queryFn: ({ signal }) => callRoute(routes.courseQuizzes, { params: { courseId }, signal }),
  });

/** A course's quizzes (signed-in users only; learners get them without the answer key). */
export const useCourseQuizzes = (courseId: number) => useQuery(getCourseQuizzesQueryOptions(courseId));
