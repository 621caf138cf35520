import { useMutation, useQueryClient } from '@tanstack/react-query';

import { setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';

import { leaderboardKey, postAsUser } from './learner-call';
import { quizAnswerSchema, type QuizAnswer } from './schemas';


export interface AnswerInput {
  quizId: number;
  answer: number;
}

/** The toast of SPEC §8 for an answer: "Correct!" with the points earned, or "Incorrect Answer". */
export function answerToast(result: Pick<QuizAnswer, 'correct' | 'pointsEarned'>) {
  if (!result.correct) {
    return { status: 'error', title: 'Incorrect Answer', description: 'You can reset and try again or review the material.' } as const;
  }
  return {
    status: 'success',
    title: 'Correct!',
    description:
      result.pointsEarned > 0
        ? `You earned ${result.pointsEarned} points.`
        : 'You already earned the points for this quiz.',
  } as const;
}

/**
 * Answers a quiz. The answer key and explanation come back from this call only (learners never get
 * them with the quiz), together with the new user.
 */
export function useAnswerQuiz(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, answer }: AnswerInput) => postAsUser(quizAnswerSchema, userId, 'quiz-answer', { quizId, answer }),
    onSuccess: async (result) => {
      setCurrentUser(result.user);
      const toast = answerToast(result);
      notify[toast.status](toast.title, toast.description);
      await queryClient.invalidateQueries({ queryKey: leaderboardKey });
    },
    // SPEC §8 fixes this text whatever the server said.
    onError: () => notify.error('Error', 'Failed to submit quiz answer. Please try again.'),
  });
}
