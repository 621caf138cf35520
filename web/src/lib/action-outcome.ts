/**
 * What an action sent from the offline queue came to, in the words the status line adds after it
 * ("Sent: Answer Quiz 1 (Selling Basics) at 10:42: correct, +10 points"), read from the server's
 * answer: a quiz's result, or what a station, a course or a challenge paid. Null when the answer
 * pays nothing worth saying (a video's watch time). Worded in the screen's language when it is sent, as
 * the action's label is when it is queued (lib/action-labels.ts).
 */
import { shownT, type Translate } from '@/i18n';

type Amount = { tokens: number; points: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isAmount = (value: unknown): value is Amount => isRecord(value) && typeof value.tokens === 'number' && typeof value.points === 'number';

/** "+15 tokens, +25 points", the parts that are not 0; null when both are. */
export function paidText({ tokens, points }: Amount, t: Translate = shownT): string | null {
  const tokensText = tokens > 0 ? t('outcome.tokens', { count: tokens }) : null;
  const pointsText = points > 0 ? t('outcome.points', { count: points }) : null;
  if (tokensText && pointsText) return t('outcome.both', { tokens: tokensText, points: pointsText });
  return tokensText ?? pointsText;
}

/** A quiz's result: "correct, +10 points", "correct" (no points: answered after the key was shown, or paid before), "incorrect". */
export function quizOutcome(result: { correct: boolean; pointsEarned: number }, t: Translate = shownT): string {
  if (!result.correct) return t('outcome.incorrect');
  const paid = paidText({ tokens: 0, points: result.pointsEarned }, t);
  return paid ? t('outcome.correctPaid', { paid }) : t('outcome.correct');
}

/** What an answer paid: a station's `mission`, a course's `tokensEarned`/`pointsEarned`, a finished challenge's `reward`. */
function paidBy(answer: Record<string, unknown>): Amount | null {
  if (isAmount(answer.mission)) return answer.mission;
  if (typeof answer.tokensEarned === 'number' && typeof answer.pointsEarned === 'number') return { tokens: answer.tokensEarned, points: answer.pointsEarned };
  if (isAmount(answer.reward)) return answer.reward;
  return null;
}

export function outcomeOf(answer: unknown, t: Translate = shownT): string | null {
  if (!isRecord(answer)) return null;
  if (typeof answer.correct === 'boolean' && typeof answer.pointsEarned === 'number')
    return quizOutcome({ correct: answer.correct, pointsEarned: answer.pointsEarned }, t);
  const paid = paidBy(answer);
  return paid ? paidText(paid, t) : null;
}
