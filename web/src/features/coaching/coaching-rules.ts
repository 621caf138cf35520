/**
 * How coaching reads (docs/product.md#coaching), both sides in one place.
 * The sponsor's queue: a task's title and its one-tap action, the ready-made cheer that fits it, the
 * team's week in one line, and what a refusal says (a spent daily limit says how long to wait, from
 * Retry-After). The learner's side: who has their last question, what the celebration of an unseen
 * cheer says, and the question's check (the contract's own, so the form refuses what the server
 * would). And "3 hours ago", one wording for both.
 */
import {
  CHEER_PRESETS,
  helpBody,
  type Cheer,
  type CheerPreset,
  type CoachingAction,
  type CoachingActionAnswer,
  type CoachingKind,
  type CoachingQueue,
  type CoachingTask,
  type MyCoaching,
} from '@contract';
import { ApiError, describeError } from '@/lib/api-client';

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

/**
 * The one-tap action: a help question's is Cheer, shown as "Answer" (the learner reads it as the
 * answer); any other task's is the first it offers (the server lists them in the order to show).
 */
export const primaryAction = (task: Pick<CoachingTask, 'actions' | 'question'>): CoachingAction =>
  task.question !== null && task.actions.includes('cheer') ? 'cheer' : (task.actions[0] ?? 'done');

/** The actions behind "More": every action the task offers but its primary one, in the server's order. */
export const moreActions = (task: Pick<CoachingTask, 'actions' | 'question'>): CoachingAction[] =>
  task.actions.filter((action) => action !== primaryAction(task));

/** A button's words: Cheer on a help question is "Answer". */
export const actionLabel = (task: Pick<CoachingTask, 'question'>, action: CoachingAction): string =>
  action === 'cheer' && task.question !== null ? 'Answer' : ACTION_LABEL[action];

/** What each action behind "More" does, said beside its button (Done and Dismiss look alike otherwise). */
export function actionHint(task: Pick<CoachingTask, 'question' | 'member'>, action: CoachingAction): string {
  const name = task.member.name;
  const hints: Record<CoachingAction, string> = {
    cheer: task.question !== null ? `${name} reads your answer in the app.` : `${name} sees it the next time they open the app.`,
    message: 'A ready text for WhatsApp, SMS or e-mail; you pick who gets it. No points until you tap Done.',
    nudge: `The reminder e-mail to ${name}.`,
    done: 'You took care of it another way. Closes the task and counts as coaching.',
    dismiss: 'Not needed. Closes the task; no points.',
  };
  return hints[action];
}

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
/** The team's heading on Today and on /team: "Your team today: 3 tasks" (no count when none is open). */
export const teamTodayTitle = (count: number): string => (count > 0 ? `Your team today: ${count} ${count === 1 ? 'task' : 'tasks'}` : 'Your team today');

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

/**
 * What the queue says where the task was (never a toast: it would cover the next task's buttons on a
 * phone): the server's sentence, and the points only when the server says it paid them. A dismissed
 * task says it left the list (the server cannot reopen it, so there is no Undo).
 */
export function coachingSuccess(answer: CoachingActionAnswer, action: CoachingAction, task: Pick<CoachingTask, 'kind' | 'member'>): string {
  if (action === 'dismiss') return `Dismissed "${taskTitle(task)}": it is off your list, no points.`;
  if (action === 'message') return `Text for ${task.member.name} ready: send it, then tap Done.`;
  const title = answer.message ?? `${ACTION_LABEL[action]}: saved`;
  return answer.points > 0 ? `${title} · +${answer.points} points for coaching` : title;
}

// The learner's side ------------------------------------------------------------------------------

export interface HelpStatus {
  /** The sentence the card shows under the question. */
  text: string;
  /** True once it went up the line (the sponsor did not answer within 48 hours). */
  escalated: boolean;
  /** The cheer that answered it (the card does not show it twice as the last cheer). */
  answerCheerId?: number;
}

/** Where the learner's latest question is: with the sponsor, gone up the line to someone else, answered (with the answer's words) or marked answered. */
export function helpStatus(mine: Pick<MyCoaching, 'sponsor' | 'help'>): HelpStatus | null {
  const latest = mine.help[0];
  if (!latest) return null;
  const sponsor = mine.sponsor?.name ?? 'Your sponsor';
  const escalated = latest.holder !== null && latest.holder.id !== mine.sponsor?.id;
  if (latest.answer) return { text: `${latest.answer.by.name} answered: “${latest.answer.message}”`, escalated, answerCheerId: latest.answer.cheerId };
  if (latest.answeredAt) return { text: `${latest.holder?.name ?? sponsor} marked your question answered.`, escalated };
  if (!latest.holder) return { text: 'Your question is waiting for someone in your upline.', escalated };
  if (escalated) return { text: `${sponsor} did not get to it within 2 days, so ${latest.holder.name} has your question now.`, escalated };
  return { text: `${sponsor} has your question.`, escalated };
}

/** The question as the server will take it (trimmed), or the first reason it would refuse it. */
export function checkQuestion(text: string): { question: string } | { error: string } {
  const parsed = helpBody.safeParse({ question: text });
  if (parsed.success) return { question: parsed.data.question };
  return { error: parsed.error.issues[0]?.message ?? 'Write your question' };
}

/**
 * The celebration of cheers not yet shown: the newest one's words and who sent them, and how many
 * more came with it. Null when every cheer has been seen.
 */
export function cheerMoment(cheers: readonly Cheer[]): { upTo: number; title: string; description: string } | null {
  const unseen = cheers.filter((cheer) => cheer.seenAt === null);
  const newest = unseen[0];
  if (!newest) return null;
  const from = newest.from?.name ?? 'Your sponsor';
  const more = unseen.length - 1;
  const also = more > 0 ? ` (and ${more} more ${more === 1 ? 'cheer' : 'cheers'} since your last visit)` : '';
  return {
    upTo: Math.max(...unseen.map((cheer) => cheer.id)),
    // An answer to the learner's question says so, and who answered (it may be someone further up).
    title: newest.answers !== null ? `${from} answered your question` : 'Your sponsor cheered you',
    description: newest.answers !== null ? `“${newest.message}” (you asked: “${newest.answers}”)${also}` : `“${newest.message}” — ${from}${also}`,
  };
}
