import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCourseProgressQueryOptions = (userId: string, courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseProgress(userId, courseId),
    queryFn: ({ signal }) => callRoute(routes.courseProgress, { params: { id: userId, courseId }, signal }),
  });

/** The signed-in user's progress in one course (zeros before they start it). */
export const useCourseProgress = (userId: string, courseId: number) => useQuery(getCourseProgressQueryOptions(userId, courseId));
