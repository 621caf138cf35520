import { routes, type QuizAnswer } from '@contract';
import { useApiMutation, type ToastText } from '@/hooks/use-api-mutation';
import { actionLabel, type QuizPlace } from '@/lib/action-labels';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AnswerInput {
  quizId: number;
  answer: number;
}

/** Why a right answer paid nothing (docs/product.md#points-for-knowing). */
export const AFTER_REVEAL_NOTE = 'This counts for your progress. Points are paid only for a right answer given before the answer was shown.';
export const RETRY_NOTE = 'You have seen the answer now, so a retry counts for your progress but pays no points.';
export const ALREADY_EARNED_NOTE = 'You already earned the points for this quiz.';

/**
 * What an answer's result says: "Correct!" with the points earned (or why none), or "Incorrect
 * Answer". The quiz modal's result shows it; no toast repeats it (docs/product.md#moments).
 */
export function answerToast(result: Pick<QuizAnswer, 'correct' | 'pointsEarned' | 'afterReveal'>): ToastText {
  if (!result.correct) {
    return { status: 'error', title: 'Incorrect Answer', description: 'You can reset and try again or review the material.' };
  }
  return {
    status: 'success',
    title: 'Correct!',
    description: result.pointsEarned > 0 ? `You earned ${result.pointsEarned} points.` : result.afterReveal ? AFTER_REVEAL_NOTE : ALREADY_EARNED_NOTE,
  };
}

/** A quiz as the learner saw it (its card's label, its course) and the page that opens it again. */
export interface QuizShown extends QuizPlace {
  to: string;
}

/**
 * Answers a quiz. The answer key and explanation come back from this call only (learners never get
 * them with the quiz), together with the new user. Offline, the answer waits on the device named as
 * the learner saw the quiz (`shown`), and the modal says so itself; once sent, its result shows
 * (docs/product.md#moments).
 */
export function useAnswerQuiz(userId: string, shown: QuizShown) {
  return useApiMutation({
    request: (input: AnswerInput) =>
      callRoute(routes.answerQuiz, {
        params: { id: userId },
        body: input,
        offlineLabel: actionLabel.quiz(shown),
        offlineSubject: { kind: 'quiz', name: shown.name, where: shown.where, to: shown.to },
      }),
    // The modal's result is the feedback (docs/product.md#moments).
    success: () => null,
    showsSavedOffline: true,
    // The same words whatever the server said.
    failure: { title: 'Error', fixed: 'Failed to submit quiz answer. Please try again.' },
    // Points moved: the boards, and this week's league the Today hero reads (its place and the gap above it).
    invalidates: () => [queryKeys.leaderboard, queryKeys.league],
  });
}
