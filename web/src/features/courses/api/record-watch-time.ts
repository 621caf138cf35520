import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@contract';
import { actionLabel } from '@/lib/action-labels';
import { callRoute } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

/**
 * Saves the seconds watched so far (no toast: it runs every few seconds while the video plays).
 * The server keeps what is plausible and answers with the progress it recorded, which replaces the
 * cached one, so Mark as Completed appears once the recorded share reaches 90%; the user it returns
 * replaces the current one, so the course total (user.courseProgress) moves with it. Offline, the
 * save is queued (QueuedOfflineError): the status line shows it waiting.
 */
export function useRecordWatchTime(userId: string, courseId: number, courseTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the latest total waits on the device (lib/offline-queue.ts) and is sent on reconnecting.
    networkMode: 'always',
    mutationFn: (watchTime: number) =>
      callRoute(routes.recordProgress, {
        params: { id: userId, courseId },
        body: { watchTime, isCompleted: false },
        offlineLabel: actionLabel.video(courseTitle),
        offlineReplacesWaiting: true,
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.courseProgress(userId, courseId), response.progress);
      setCurrentUser(response.user);
    },
  });
}
