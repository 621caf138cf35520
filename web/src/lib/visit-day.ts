/**
 * The day of this device's last counted visit (docs/product.md#login-streak), in the learner's own
 * zone (the browser's, which every visit sends): kept in local storage per learner, so that Today,
 * opened offline, knows whether the streak it kept is today's, yesterday's or older, and says only
 * what it can know (web/src/app/dashboard/today.ts, `streakLine`).
 */
import { browserTimeZone } from './time-zone';

const KEY = 'mta.visitDay';

/** A date as YYYY-MM-DD in `zone` (the learner's day, as the server counts it). */
export function localDay(now: Date = new Date(), zone: string = browserTimeZone()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Notes that the server counted a visit of this learner on `day` (its answer came back). */
export function noteVisitDay(userId: string, day: string = localDay()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ userId, day }));
  } catch {
    // Storage full or refused: Today offline then says the streak updates once back online.
  }
}

/** The day of this learner's last visit this device saw counted, or null. */
export function keptVisitDay(userId: string): string | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { userId?: unknown; day?: unknown } | null;
    return kept && kept.userId === userId && typeof kept.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(kept.day) ? kept.day : null;
  } catch {
    return null;
  }
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
