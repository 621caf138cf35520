/**
 * The summary line under each folded section of the content manager, and the admin home's counts
 * (docs/product.md#content-manager): what the section holds now, in one sentence, in the admin's
 * language (shownT: read as the page renders); dates and dollars as that language writes them.
 */
import { formatAmount, formatDate, shownLocale, shownT } from '@/i18n';
import type { CatalogueReward, Challenge, Course, IncomeDisclosure, Pack, QueuedRedemption, Quiz } from '@contract';

const day = (at: string) => formatDate(at, shownLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
const date = (at: string) => formatDate(at, shownLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** US dollars as the admin's language writes them, one unit in an Arabic line too ("US$ 84", not "$US 84"; `formatAmount`). */
const dollars = (amount: number) => {
  const locale = shownLocale();
  return formatAmount(new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }), amount, locale);
};

/** The sections, in page order; each id is its element's id, so `/content-manager#<id>` opens it. */
export const SECTIONS = ['courses', 'materials', 'quizzes', 'challenges', 'income-disclosure', 'reward-catalogue', 'reward-packs', 'fulfilment'] as const;
export type SectionId = (typeof SECTIONS)[number];

export const isSectionId = (value: string): value is SectionId => (SECTIONS as readonly string[]).includes(value);

/** A query's summary: the line, or what is happening while there is none. */
export function summaryOf<T>(query: { data?: T; isError: boolean }, line: (data: T) => string): string {
  if (query.data !== undefined) return line(query.data);
  return shownT(query.isError ? 'cm.summary.failed' : 'cm.summary.loading');
}

export const drafts = (courses: readonly Course[]) => courses.filter((course) => !course.isPublic);

export function coursesSummary(courses: readonly Course[]): string {
  if (courses.length === 0) return shownT('cm.summary.noCourses');
  const waiting = drafts(courses).length;
  return shownT('cm.summary.courses', { count: courses.length, published: courses.length - waiting, drafts: waiting });
}

export function materialsSummary(courses: readonly Course[]): string {
  return shownT(courses.length === 0 ? 'cm.summary.materialsFirst' : 'cm.summary.materials');
}

export function quizzesSummary(quizzes: readonly Quiz[]): string {
  if (quizzes.length === 0) return shownT('cm.summary.noQuizzes');
  const general = quizzes.filter((quiz) => quiz.courseId === null).length;
  return shownT('cm.summary.quizzes', { count: quizzes.length, inCourses: quizzes.length - general, general });
}

export function challengesSummary(challenges: readonly Challenge[]): string {
  if (challenges.length === 0) return shownT('cm.summary.noChallenges');
  const active = challenges.filter((challenge) => challenge.isActive).length;
  return shownT('cm.summary.challenges', { active, retired: challenges.length - active });
}

export function disclosureSummary(disclosure: IncomeDisclosure | null): string {
  if (!disclosure) return shownT('cm.summary.noDisclosure');
  return shownT('cm.summary.disclosure', {
    median: dollars(disclosure.medianAnnual),
    zeroShare: disclosure.zeroShare,
    asOf: date(`${disclosure.asOf}T00:00:00Z`),
  });
}

export function catalogueSummary(rewards: readonly CatalogueReward[]): string {
  if (rewards.length === 0) return shownT('cm.summary.noRewards');
  const soon = rewards.filter((reward) => !reward.available).length;
  return shownT('cm.summary.rewards', { count: rewards.length, soon });
}

export function packsSummary(packs: readonly Pack[]): string {
  if (packs.length === 0) return shownT('cm.summary.noPacks');
  const items = packs.reduce((sum, pack) => sum + pack.items.length, 0);
  const empty = packs.filter((pack) => pack.buyerItems === 0).length;
  return shownT('cm.summary.packs', { count: packs.length, items, empty });
}

export const waitingRedemptions = (queue: readonly QueuedRedemption[]) => queue.filter((entry) => entry.status === 'pending');

/** When the redemption waiting longest was made ("Nov 28"), or null when nothing waits. */
export function oldestWaitingSince(queue: readonly QueuedRedemption[]): string | null {
  const waiting = waitingRedemptions(queue);
  if (waiting.length === 0) return null;
  const oldest = waiting.reduce((first, entry) => (entry.createdAt < first.createdAt ? entry : first));
  return day(oldest.createdAt);
}

export function fulfilmentSummary(queue: readonly QueuedRedemption[]): string {
  const since = oldestWaitingSince(queue);
  return since === null ? shownT('cm.summary.noQueue') : shownT('cm.summary.queue', { count: waitingRedemptions(queue).length, since });
}
