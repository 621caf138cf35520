/**
 * The summary line under each folded section of the content manager, and the admin home's counts
 * (docs/product.md#content-manager): what the section holds now, in one sentence.
 */
import type { CatalogueReward, Challenge, Course, IncomeDisclosure, Pack, QueuedRedemption, Quiz } from '@contract';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The sections, in page order; each id is its element's id, so `/content-manager#<id>` opens it. */
export const SECTIONS = ['courses', 'materials', 'quizzes', 'challenges', 'income-disclosure', 'reward-catalogue', 'reward-packs', 'fulfilment'] as const;
export type SectionId = (typeof SECTIONS)[number];

export const isSectionId = (value: string): value is SectionId => (SECTIONS as readonly string[]).includes(value);

/** A query's summary: the line, or what is happening while there is none. */
export function summaryOf<T>(query: { data?: T; isError: boolean }, line: (data: T) => string): string {
  if (query.data !== undefined) return line(query.data);
  return query.isError ? 'Could not be loaded: open the section to try again.' : 'Loading…';
}

export const drafts = (courses: readonly Course[]) => courses.filter((course) => !course.isPublic);

export function coursesSummary(courses: readonly Course[]): string {
  if (courses.length === 0) return 'No courses yet: create the first one.';
  const waiting = drafts(courses).length;
  return `${plural(courses.length, 'course', 'courses')}: ${courses.length - waiting} published, ${plural(waiting, 'draft', 'drafts')}`;
}

export function materialsSummary(courses: readonly Course[]): string {
  return courses.length === 0 ? 'Create a course first, then add its files and links here.' : 'Pick a course, then add, order and edit its files and links.';
}

export function quizzesSummary(quizzes: readonly Quiz[]): string {
  if (quizzes.length === 0) return 'No quizzes yet.';
  const general = quizzes.filter((quiz) => quiz.courseId === null).length;
  return `${plural(quizzes.length, 'quiz', 'quizzes')}: ${quizzes.length - general} in courses, ${general} general (Quick Quizzes)`;
}

export function challengesSummary(challenges: readonly Challenge[]): string {
  if (challenges.length === 0) return 'No challenges yet.';
  const active = challenges.filter((challenge) => challenge.isActive).length;
  return `${active} active, ${challenges.length - active} retired`;
}

export function disclosureSummary(disclosure: IncomeDisclosure | null): string {
  if (!disclosure) return 'Not set: the earnings calculator cannot show what a typical participant earns.';
  return `Median ${dollars.format(disclosure.medianAnnual)} a year, ${disclosure.zeroShare} % earned nothing (figures as of ${date.format(new Date(`${disclosure.asOf}T00:00:00Z`))})`;
}

export function catalogueSummary(rewards: readonly CatalogueReward[]): string {
  if (rewards.length === 0) return 'No rewards yet.';
  const soon = rewards.filter((reward) => !reward.available).length;
  return `${plural(rewards.length, 'reward', 'rewards')}${soon > 0 ? `, ${soon} coming soon` : ', all on sale'}`;
}

export function packsSummary(packs: readonly Pack[]): string {
  if (packs.length === 0) return 'No packs: a pack reward in the catalogue gets its items here.';
  const items = packs.reduce((sum, pack) => sum + pack.items.length, 0);
  const empty = packs.filter((pack) => pack.buyerItems === 0).length;
  return `${plural(packs.length, 'pack', 'packs')}, ${plural(items, 'item', 'items')} in all${empty > 0 ? `; ${empty} with nothing to give yet` : ''}`;
}

export const waitingRedemptions = (queue: readonly QueuedRedemption[]) => queue.filter((entry) => entry.status === 'pending');

/** When the redemption waiting longest was made ("Nov 28"), or null when nothing waits. */
export function oldestWaitingSince(queue: readonly QueuedRedemption[]): string | null {
  const waiting = waitingRedemptions(queue);
  if (waiting.length === 0) return null;
  const oldest = waiting.reduce((first, entry) => (entry.createdAt < first.createdAt ? entry : first));
  return day.format(new Date(oldest.createdAt));
}

export function fulfilmentSummary(queue: readonly QueuedRedemption[]): string {
  const since = oldestWaitingSince(queue);
  return since === null ? 'Nothing waiting to deliver.' : `${waitingRedemptions(queue).length} waiting to deliver, the oldest since ${since}`;
}
