/**
 * Moments worth celebrating (docs/product.md#moments) and the rules that find them. A moment is
 * what the server answered (the tokens and points an action paid, the badges it unlocked) with
 * the next step as its button. The action's own moments (a station, a course's video, a course, a
 * right quiz answer) come from the action's answer; the others are found by comparing what the
 * server says now with what this browser has already celebrated (the `seen` record, moments-seen.ts).
 */
import { shownT, type Translate } from '@/i18n';
import { quizOutcome } from '@/lib/action-outcome';

export type MomentKind = 'station' | 'video' | 'course' | 'quiz' | 'answer' | 'achievement' | 'promotion' | 'streak' | 'reward' | 'welcome' | 'cheer';

/** The celebration's one main button: a page to go to, or something to do here (open the next quiz). */
export interface NextStep {
  label: string;
  to?: string;
  onSelect?: () => void;
}

/** Tokens spent (a reward): the cost, and the balance before and after, which the dialog counts down. */
export interface Spent {
  cost: number;
  from: number;
  to: number;
}

/** A badge that appears in the celebration (a station badge, an achievement). */
export interface MomentBadge {
  id: string;
  label: string;
  detail?: string;
}

export interface Moment {
  /** Told apart in the queue (celebration-store.ts). */
  id: number;
  kind: MomentKind;
  /** SPEC's toast title where the action had one ("Mission Completed!", "Course Completed!"). */
  title: string;
  description?: string;
  /** Words quoted apart under the description, left-aligned (the question an answer replies to). */
  quote?: { label: string; text: string };
  /** What the action paid; 0 shows nothing. */
  tokens: number;
  points: number;
  /**
   * Shown above the figures when they are a sum rather than what this action just paid (the
   * course-completed moment: "Your total from this course"); the figures then carry no "+".
   */
  countsLabel?: string;
  badges: MomentBadge[];
  /** What the learner received (a pack's items), listed under the title. */
  received?: string[];
  spent?: Spent;
  next: NextStep;
}

export type MomentInput = Pick<Moment, 'kind' | 'title' | 'next'> & Partial<Omit<Moment, 'id' | 'kind' | 'title' | 'next'>>;

export const momentOf = (id: number, input: MomentInput): Moment => ({ id, tokens: 0, points: 0, badges: [], ...input });

/** Newly unlocked ids: unlocked now and not yet celebrated. No record yet (a first visit on this browser) celebrates nothing. */
export function unseenUnlocks(unlockedIds: readonly string[], seen: readonly string[] | undefined): string[] {
  if (seen === undefined) return [];
  return unlockedIds.filter((id) => !seen.includes(id));
}

/**
 * A streak day kept: the streak is 2 days or more and longer than the one last seen. The streak
 * grows at most once a day (the first visit of the learner's day), so this celebrates once a day;
 * a broken streak (back to 1) celebrates nothing; no record yet celebrates nothing.
 */
export function streakKept(streak: number, seenStreak: number | undefined): boolean {
  return seenStreak !== undefined && streak >= 2 && streak > seenStreak;
}

/** A promotion at last week's end, shown once: the server lists the learner as promoted and this week has not been celebrated. */
export function promotionDue(league: { weekStart: string; promotedLastWeek: readonly string[] }, userId: string, seenWeeks: readonly string[]): boolean {
  return league.promotedLastWeek.includes(userId) && !seenWeeks.includes(league.weekStart);
}

/** Station numbers the learner holds now and did not before. */
export const newStations = (before: readonly number[], after: readonly number[]) => after.filter((station) => !before.includes(station));

/** The quiz answer sent from the offline queue, as the moment says it: its label and where, and its result. */
export interface SentAnswer {
  name: string;
  where: string;
  /** The page that opens the quiz again, with its result and review. */
  to: string;
}

/**
 * An answer given offline, sent later (docs/product.md#moments): "Quiz 1: correct, +10 points" or
 * "Quiz 1: incorrect", the words the offline status line uses too (lib/action-outcome.ts), with the
 * quiz's page as the next step (its result and the review of a wrong answer).
 */
export function sentAnswerMoment(
  answer: SentAnswer,
  result: { correct: boolean; pointsEarned: number },
  t: Translate = shownT,
  /** The learner is on the quiz's page already: a right answer's one button closes (a wrong one's still opens the review). */
  here = false,
): MomentInput {
  const sent = t('moments.sent.sent', { where: answer.where });
  const title = t('moments.sent.title', { name: answer.name, outcome: quizOutcome(result, t) });
  if (!result.correct)
    return {
      kind: 'answer',
      title,
      description: t('moments.sent.tryAgain', { sent }),
      next: { label: t('moments.sent.review', { name: answer.name }), to: answer.to },
    };
  return {
    kind: 'quiz',
    title,
    description: result.pointsEarned > 0 ? sent : t('moments.sent.counts', { sent }),
    next: here ? { label: t('moments.sent.gotIt') } : { label: t('moments.sent.see', { name: answer.name }), to: answer.to },
  };
}
