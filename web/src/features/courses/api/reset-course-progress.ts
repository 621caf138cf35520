import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Sets a course back to not started and clears the learner's answers to its quizzes. */
export function useResetCourseProgress(userId: string, courseId: number, onReset?: () => void) {
  const t = useT();
  return useApiMutation({
    request: () => callRoute(routes.resetProgress, { params: { id: userId, courseId } }),
    success: () => ({ title: t('course.reset.doneTitle'), description: t('course.reset.doneText') }),
    failure: { title: t('course.failure.title'), fallback: t('course.failure.reset') },
    onSuccess: () => onReset?.(),
    invalidates: () => [queryKeys.courseProgress(userId, courseId)],
  });
}
