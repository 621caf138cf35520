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
