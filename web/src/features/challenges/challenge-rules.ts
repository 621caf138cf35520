/**
 * The daily challenges' screen rules (docs/product.md#daily-challenges): what a kind means to the
 * learner, what a run's progress reads, and the toast after a joining or a check-in, in the screen's
 * language (`t`). The server decides dates, streaks and payments; these only word what it answered
 * (its own sentences, in English, are worded again from the figures it sent: docs/decisions.md, "Languages").
 */
import { isolateInRtl, type MessageId, type Translate } from '@/i18n';
import type { ToastText } from '@/hooks/use-api-mutation';
import type { ChallengeKind, MyChallenge, MyChallenges } from '@contract';

/** What each kind asks of the learner (message ids). */
export const kindRule = {
  count: 'challenges.kind.count',
  days: 'challenges.kind.days',
  streak: 'challenges.kind.streak',
} as const satisfies Record<ChallengeKind, MessageId>;

const PROGRESS = {
  count: 'challenges.progress.count',
  days: 'challenges.progress.days',
  streak: 'challenges.progress.streak',
} as const satisfies Record<ChallengeKind, MessageId>;

/** "4 of 10", "1 day of 15 days", "Streak: 2 days of 30 days". */
export function progressText(t: Translate, challenge: Pick<MyChallenge, 'kind' | 'target' | 'run'>): string {
  return t(PROGRESS[challenge.kind], { progress: challenge.run?.progress ?? 0, target: challenge.target });
}

/** Why the check-in button is off, or null when it may be pressed. */
export function checkInBlocked(challenge: Pick<MyChallenge, 'kind' | 'run' | 'isActive'>): 'retired' | 'not-joined' | 'checked-in' | null {
  if (!challenge.isActive) return 'retired';
  if (!challenge.run) return 'not-joined';
  if (challenge.kind !== 'count' && challenge.run.checkedInToday) return 'checked-in';
  return null;
}

/**
 * The number a count check-in sends, or null when the field's text is not one it may send: a whole
 * number from 1 to what is left of the target ("2.5", "0", "" and more than is left are refused at
 * the field, with why: docs/product.md#daily-challenges).
 */
export function countToCheckIn(draft: string, left: number): number | null {
  const count = draft.trim() === '' ? Number.NaN : Number(draft);
  return Number.isInteger(count) && count >= 1 && count <= left ? count : null;
}

/**
 * What a count check-in accepts and why: "Enter 1 to 5: 5 to go to reach 10"; before the first
 * check-in, "Enter 1 to 10: the goal is 10" (not "10 to go to reach 10", which says the number twice).
 */
export function countRange(t: Translate, challenge: Pick<MyChallenge, 'target' | 'run'>): string {
  const left = challenge.target - (challenge.run?.progress ?? 0);
  if (left >= challenge.target) return t('challenges.count.rangeStart', { target: challenge.target });
  return t('challenges.count.range', { left, target: challenge.target });
}

export interface CheckInAnswer {
  completed: boolean;
  reward: { tokens: number; points: number } | null;
  challenges: Pick<MyChallenges, 'challenges'>;
}

/**
 * What a check-in did, said on its card (no toast covers the next card): the run's progress ("Checked in: 4 of 10", from the answer's list), or
 * the completion with what it paid.
 */
export function checkInText(t: Translate, result: CheckInAnswer, challenge: { challengeId: number; title: string }): ToastText {
  if (!result.completed) {
    const now = result.challenges.challenges.find((item) => item.id === challenge.challengeId);
    const progress = { progress: now?.run?.progress ?? 0, target: now?.target ?? 0 };
    return { title: t('challenges.checkedIn.title'), description: t('challenges.checkedIn.description', progress) };
  }
  const tokens = result.reward?.tokens ?? 0;
  const points = result.reward?.points ?? 0;
  const paid = tokens > 0 && points > 0 ? 'both' : tokens > 0 ? 'tokens' : points > 0 ? 'points' : 'none';
  return {
    title: t('challenges.complete.title'),
    description: t('challenges.complete.description', { title: isolateInRtl(challenge.title), paid, tokens, points }),
  };
}
