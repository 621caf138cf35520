/**
 * What answering a quiz now can pay, said in the quiz modal's header instead of the quiz's price
 * (docs/product.md#points-for-knowing): its points; nothing because they were paid already; or
 * nothing because the learner has seen the answer (a wrong answer showed it, so a retry counts for
 * progress only).
 */
import type { MessageId } from '@/i18n';

export type QuizWorth = 'points' | 'earned' | 'none';

export interface QuizWorthFacts {
  /** The quiz's points were paid to the learner before this visit (`user.quizPointsPaid`). */
  paidBefore: boolean;
  /** A wrong answer showed the learner the answer before this visit (`user.quizRevealed`; it outlives Reset & Retry). */
  revealedBefore: boolean;
  /** The learner's answer when the modal opened: true right, false wrong, undefined unanswered. */
  previous: boolean | undefined;
  /** A wrong answer in this visit showed the answer. */
  revealedHere: boolean;
}

export function quizWorth({ paidBefore, revealedBefore, previous, revealedHere }: QuizWorthFacts): QuizWorth {
  if (paidBefore) return 'earned';
  // Answered before and not paid: wrong (the answer was shown), or right only after it was shown.
  if (revealedBefore || revealedHere || previous !== undefined) return 'none';
  return 'points';
}

/** The header line for each worth: "QUIZ 1 · 10 POINTS", "QUIZ 1 · POINTS ALREADY EARNED", "QUIZ 1 · NO POINTS THIS TIME". */
export const QUIZ_EYEBROW: Record<QuizWorth, MessageId> = {
  points: 'quiz.eyebrow',
  earned: 'quiz.eyebrowEarned',
  none: 'quiz.eyebrowNoPoints',
};
