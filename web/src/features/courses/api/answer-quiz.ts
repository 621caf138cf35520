import { routes, type QuizAnswer } from '@contract';
import { shownT, useT, type MessageId } from '@/i18n';
import { useApiMutation, type ToastText } from '@/hooks/use-api-mutation';
import { actionLabel, type QuizPlace } from '@/lib/action-labels';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AnswerInput {
  quizId: number;
  answer: number;
}

/** Why a right answer paid nothing (docs/product.md#points-for-knowing): message ids, said in the screen's language. */
export const AFTER_REVEAL_NOTE: MessageId = 'quiz.afterReveal';
export const RETRY_NOTE: MessageId = 'quiz.retryNote';
export const ALREADY_EARNED_NOTE: MessageId = 'quiz.alreadyEarned';

/**
 * What an answer's result says: "Correct!" with the points earned (or why none), or "Incorrect
 * Answer". The quiz modal's result shows it; no toast repeats it (docs/product.md#moments).
 */
export function answerToast(result: Pick<QuizAnswer, 'correct' | 'pointsEarned' | 'afterReveal'>): ToastText {
  if (!result.correct) {
    return { status: 'error', title: shownT('quiz.incorrectAnswer'), description: shownT('quiz.incorrectHint') };
  }
  return {
    status: 'success',
    title: shownT('quiz.correct'),
    description:
      result.pointsEarned > 0
        ? shownT('quiz.earnedToast', { points: result.pointsEarned })
        : shownT(result.afterReveal ? AFTER_REVEAL_NOTE : ALREADY_EARNED_NOTE),
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
  const t = useT();
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
    failure: { title: t('quiz.failure.title'), fixed: t('quiz.failure.answer') },
    // Points moved: the boards, and this week's league the Today hero reads (its place and the gap above it).
    invalidates: () => [queryKeys.leaderboard, queryKeys.league],
  });
}
