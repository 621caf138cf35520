import { useMutation, useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';
import { userMutationResponseSchema } from '@/types/api';

import { courseProgressKey } from './get-course-progress';
import { postAsUser } from './learner-call';

/** Sets a course back to not started and clears the learner's answers to its quizzes (SPEC §4). */
export function useResetCourseProgress(userId: string, courseId: number, onReset?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAsUser(userMutationResponseSchema, userId, `course-progress/${courseId}/reset`),
    onSuccess: async (response) => {
      setCurrentUser(response.user);
      notify.success('Course Reset!', 'Your progress and quiz answers for this course were cleared.');
      onReset?.();
      await queryClient.invalidateQueries({ queryKey: courseProgressKey(userId, courseId) });
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'Failed to reset course')),
  });
}
