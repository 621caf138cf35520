import { useMutation, useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';

import { completionWatchTime, completionToast } from '../progress';
import { courseProgressKey } from './get-course-progress';
import { leaderboardKey, postAsUser } from './learner-call';
import { progressUpdateSchema, type Course } from './schemas';


/**
 * Marks a course watched and completed (SPEC §4: the video button and Mark as Completed both do
 * this). The server pays 15 tokens and 25 points on the first completion only and returns the new
 * user, which replaces the current one.
 */
export function useCompleteCourse(userId: string, course: Pick<Course, 'id' | 'duration'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      postAsUser(progressUpdateSchema, userId, `course-progress/${course.id}`, {
        watchTime: completionWatchTime(course.duration),
        isCompleted: true,
      }),
    onSuccess: async (response) => {
      setCurrentUser(response.user);
      queryClient.setQueryData(courseProgressKey(userId, course.id), response.progress);
      const toast = completionToast(response);
      notify.success(toast.title, toast.description);
      await queryClient.invalidateQueries({ queryKey: leaderboardKey });
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'Failed to update course progress')),
  });
}
