import { useMutation } from '@tanstack/react-query';

import { errorMessage } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';
import { userMutationResponseSchema } from '@/types/api';

import { postAsUser } from './learner-call';

/** Forgets the learner's answer to one quiz so they can try again (Reset & Retry). */
export function useResetQuiz(userId: string) {
  return useMutation({
    mutationFn: (quizId: number) => postAsUser(userMutationResponseSchema, userId, `quiz/${quizId}/reset`),
    onSuccess: (response) => {
      setCurrentUser(response.user);
      notify.success('Quiz Reset!', 'Choose an answer and try again.');
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'Failed to reset quiz')),
  });
}
