/**
 * How the coaching queue reads (docs/product.md#coaching): a task's title and its one-tap action,
 * the ready-made cheer that fits it, "3 hours ago", the team's week in one line, and what a refusal
 * says (a spent daily limit says how long to wait, from Retry-After).
 */
import {
  CHEER_PRESETS,
  type CheerPreset,
  type CoachingAction,
  type CoachingActionAnswer,
  type CoachingKind,
  type CoachingQueue,
  type CoachingTask,
} from '@contract';
import { ApiError, describeError } from '@/lib/api-client';
import type { ToastText } from '@/hooks/use-api-mutation';

export const ACTION_LABEL: Record<CoachingAction, string> = {
  cheer: 'Cheer',
  message: 'Message',
  nudge: 'Nudge',
  done: 'Done',
  dismiss: 'Dismiss',
};

/** "Welcome Ana": what the sponsor is asked to do, in two or three words. */
export function taskTitle(task: Pick<CoachingTask, 'kind' | 'member'>): string {
  const name = task.member.name;
  const titles: Record<CoachingKind, string> = {
    welcome: `Welcome ${name}`,
    congratulate: `Congratulate ${name}`,
    streak_at_risk: `Save ${name}'s streak`,
    stalled: `Check in on ${name}`,
    struggling: `Help ${name}`,
  };
  return titles[task.kind];
}

/** The one-tap action: the first the task offers (the server lists them in the order to show). */
export const primaryAction = (task: CoachingTask): CoachingAction => task.actions[0] ?? 'done';

/** The ready-made cheer that fits the task: the one a one-tap Cheer sends, and the one picked first on /team. */
export function presetFor(kind: CoachingKind): CheerPreset {
  const presets: Record<CoachingKind, CheerPreset> = {
    welcome: 'welcome',
    congratulate: 'proud',
    streak_at_risk: 'streak',
    stalled: 'help',
    struggling: 'help',
  };
  return presets[kind];
}

/** The preset whose text the words are, unchanged, or null for the sponsor's own words. */
export function presetOf(words: string): CheerPreset | null {
  const found = (Object.keys(CHEER_PRESETS) as CheerPreset[]).find((key) => CHEER_PRESETS[key] === words.trim());
  return found ?? null;
}

/** Actions that take the task off the list before the server answers (a refusal puts it back). */
export const removesAtOnce = (action: CoachingAction) => action === 'nudge' || action === 'done' || action === 'dismiss';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute', 'ago');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour', 'ago');
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

function plural(count: number, unit: string, after = ''): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}${after ? ` ${after}` : ''}`;
}

/** "in 3 hours", "in 12 minutes", "in 40 seconds" from a Retry-After in seconds. */
export function waitText(seconds: number): string {
  if (seconds >= 2 * 3600) return `in ${plural(Math.ceil(seconds / 3600), 'hour')}`;
  if (seconds >= 120) return `in ${plural(Math.ceil(seconds / 60), 'minute')}`;
  return `in ${plural(Math.max(1, Math.ceil(seconds)), 'second')}`;
}

/**
 * What a row says when the server refused an action: its own sentence (an income claim in a cheer
 * names the words found), except a spent daily limit, which says how long to wait.
 */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return `You've done enough of this for today; try again ${error.retryAfter === null ? 'later' : waitText(error.retryAfter)}.`;
  }
  return describeError(error);
}

/** The team's week in one line: "This week: 2 joined, 3 stations finished, 1 course finished". */
export function weekText(week: CoachingQueue['week']): string {
  const parts = [
    week.joined > 0 ? `${week.joined} joined` : null,
    week.stations > 0 ? `${plural(week.stations, 'station')} finished` : null,
    week.courses > 0 ? `${plural(week.courses, 'course')} finished` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'A quiet week in your team so far.' : `This week in your team: ${parts.join(', ')}.`;
}

/** The success toast: the server's sentence, and the points only when the server says it paid them. */
export function coachingSuccess(answer: CoachingActionAnswer, action: CoachingAction): ToastText | null {
  if (action === 'dismiss') return null;
  const title = answer.message ?? `${ACTION_LABEL[action]}: saved`;
  return answer.points > 0 ? { title, description: `+${answer.points} points for coaching` } : { title };
}
