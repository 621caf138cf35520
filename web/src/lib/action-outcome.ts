/**
 * What an action sent from the offline queue came to, in the words the status line adds after it
 * ("Sent: Answer Quiz 1 (Selling Basics) at 10:42: correct, +10 points"), read from the server's
 * answer: a quiz's result, or what a station, a course or a challenge paid. Null when the answer
 * pays nothing worth saying (a video's watch time).
 */
type Amount = { tokens: number; points: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isAmount = (value: unknown): value is Amount => isRecord(value) && typeof value.tokens === 'number' && typeof value.points === 'number';

/** "+15 tokens, +25 points", the parts that are not 0; null when both are. */
export function paidText({ tokens, points }: Amount): string | null {
  const parts = [tokens > 0 ? `+${tokens} ${tokens === 1 ? 'token' : 'tokens'}` : null, points > 0 ? `+${points} ${points === 1 ? 'point' : 'points'}` : null];
  const said = parts.filter((part): part is string => part !== null);
  return said.length > 0 ? said.join(', ') : null;
}

/** A quiz's result: "correct, +10 points", "correct" (no points: answered after the key was shown, or paid before), "incorrect". */
export function quizOutcome(result: { correct: boolean; pointsEarned: number }): string {
  if (!result.correct) return 'incorrect';
  return result.pointsEarned > 0 ? `correct, ${paidText({ tokens: 0, points: result.pointsEarned })}` : 'correct';
}

/** What an answer paid: a station's `mission`, a course's `tokensEarned`/`pointsEarned`, a finished challenge's `reward`. */
function paidBy(answer: Record<string, unknown>): Amount | null {
  if (isAmount(answer.mission)) return answer.mission;
  if (typeof answer.tokensEarned === 'number' && typeof answer.pointsEarned === 'number') return { tokens: answer.tokensEarned, points: answer.pointsEarned };
  if (isAmount(answer.reward)) return answer.reward;
  return null;
}

export function outcomeOf(answer: unknown): string | null {
  if (!isRecord(answer)) return null;
  if (typeof answer.correct === 'boolean' && typeof answer.pointsEarned === 'number')
    return quizOutcome({ correct: answer.correct, pointsEarned: answer.pointsEarned });
  const paid = paidBy(answer);
  return paid ? paidText(paid) : null;
}
