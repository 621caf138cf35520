import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Sets a course back to not started and clears the learner's answers to its quizzes. */
export function useResetCourseProgress(userId: string, courseId: number, onReset?: () => void) {
  return useApiMutation({
    request: () => callRoute(routes.resetProgress, { params: { id: userId, courseId } }),
    success: () => ({ title: 'Course Reset!', description: 'Your progress and quiz answers for this course were cleared.' }),
    failure: { title: 'Error', fallback: 'Failed to reset course' },
    onSuccess: () => onReset?.(),
    invalidates: () => [queryKeys.courseProgress(userId, courseId)],
  });
}
