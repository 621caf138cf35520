import { useQueryClient } from '@tanstack/react-query';

import { routes, type Course, type ProgressUpdate } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { useSettings } from '@/hooks/use-settings';
import { actionLabel } from '@/lib/action-labels';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { ToastText } from '@/hooks/use-api-mutation';

import { completionToast, completionWatchTime } from '../progress';

/**
 * Marks a course watched and completed (the video button and Mark as Completed both do this). The
 * server pays the course reward on the first completion only and returns the new user, which
 * replaces the current one. `onDone` gets the answer and what the completion toast would say: the
 * screen celebrates with it (docs/product.md#moments) instead of the toast.
 */
export function useCompleteCourse(
  userId: string,
  course: Pick<Course, 'id' | 'title' | 'duration'>,
  onDone?: (response: ProgressUpdate, text: ToastText) => void,
) {
  const queryClient = useQueryClient();
  const settings = useSettings().data;
  const t = useT();
  return useApiMutation({
    request: () =>
      callRoute(routes.recordProgress, {
        params: { id: userId, courseId: course.id },
        body: { watchTime: completionWatchTime(course.duration), isCompleted: true },
        offlineLabel: actionLabel.course(course.title),
      }),
    success: () => null,
    failure: { title: t('course.failure.title'), fallback: t('course.failure.complete') },
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.courseProgress(userId, course.id), response.progress);
      onDone?.(response, completionToast(response, settings?.courseCompletion));
    },
    // Points moved: the boards, and this week's league the Today hero reads (its place and the gap above it).
    invalidates: () => [queryKeys.leaderboard, queryKeys.league],
  });
}
