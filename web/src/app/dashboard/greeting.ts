/**
 * "Welcome" or "Welcome back" (docs/product.md#dashboard): the server's `createdAt` says when the
 * account was made; on its registration day (UTC, the day the login streak also counts in) the
 * learner is new here, after that they are coming back.
 */
import { isolateInRtl, type Translate } from '@/i18n';
import type { User } from '@contract';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function isFirstDay(user: Pick<User, 'createdAt'>, now: Date = new Date()): boolean {
  if (!user.createdAt) return false;
  const created = new Date(user.createdAt);
  if (Number.isNaN(created.getTime())) return false;
  return utcDay(created) === utcDay(now);
}

export const greeting = (t: Translate, user: Pick<User, 'createdAt' | 'name'>, now: Date = new Date()) =>
  t(isFirstDay(user, now) ? 'today.greeting.first' : 'today.greeting.back', { name: isolateInRtl(user.name) });

/** Where the name goes in the greeting's sentence (a private-use character no translation holds). */
const NAME_SLOT = '\uE000';

/**
 * The greeting's words around the name, so the page sets the name apart in a `<bdi>`: a Latin name
 * inside Arabic words (or an Arabic one inside English) keeps its own direction, and the sentence's
 * punctuation stays where the sentence puts it.
 */
export function greetingAround(t: Translate, user: Pick<User, 'createdAt'>, now: Date = new Date()): { before: string; after: string } {
  const [before = '', after = ''] = t(isFirstDay(user, now) ? 'today.greeting.first' : 'today.greeting.back', { name: NAME_SLOT }).split(NAME_SLOT);
  return { before, after };
}
