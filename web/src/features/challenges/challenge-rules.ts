/**
 * The daily challenges' screen rules (docs/product.md#daily-challenges): what a kind means to the
 * learner, what a run's progress reads, and the toast after a check-in. The server decides dates,
 * streaks and payments; these only word what it answered.
 */
import type { ChallengeKind, MyChallenge } from '@contract';
import type { ToastText } from '@/hooks/use-api-mutation';

export const kindRule: Record<ChallengeKind, string> = {
  count: 'Check in with how many you did; any number of check-ins a day.',
  days: 'One check-in a day; the days need not be in a row.',
  streak: 'One check-in a day, every day: a missed day starts the count again.',
};

const unit = (kind: ChallengeKind, n: number) => (kind === 'count' ? String(n) : `${n} ${n === 1 ? 'day' : 'days'}`);

/** "4 of 10", "3 days of 15 days", "Streak: 2 days of 30 days". */
export function progressText(challenge: Pick<MyChallenge, 'kind' | 'target' | 'run'>): string {
  const progress = challenge.run?.progress ?? 0;
  const text = `${unit(challenge.kind, progress)} of ${unit(challenge.kind, challenge.target)}`;
  return challenge.kind === 'streak' ? `Streak: ${text}` : text;
}

/** Why the check-in button is off, or null when it may be pressed. */
export function checkInBlocked(challenge: Pick<MyChallenge, 'kind' | 'run' | 'isActive'>): string | null {
  if (!challenge.isActive) return 'This challenge has been retired.';
  if (!challenge.run) return 'Join the challenge first.';
  if (challenge.kind !== 'count' && challenge.run.checkedInToday) return 'Checked in today. Come back tomorrow.';
  return null;
}

export function checkInToast(result: { message: string; completed: boolean; reward: { tokens: number; points: number } | null }): ToastText {
  if (!result.completed) return { title: 'Checked In!', description: result.message };
  const reward = result.reward;
  const amount = reward
    ? [reward.tokens > 0 ? `${reward.tokens} tokens` : '', reward.points > 0 ? `${reward.points} points` : ''].filter(Boolean).join(' and ')
    : '';
  return { title: 'Challenge Complete!', description: amount ? `${result.message}. You earned ${amount}.` : result.message };
}
