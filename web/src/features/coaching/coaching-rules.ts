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
  QUESTION_MAX,
  type Cheer,
  type CheerPreset,
  type CoachingAction,
  type CoachingActionAnswer,
  type CoachingKind,
  type CoachingQueue,
  type CoachingTask,
  type MyCoaching,
} from '@contract';
import { isolateInRtl, knownSentences, type MessageId, type Translate } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/** Each action's button (message ids). */
export const ACTION_LABEL = {
  cheer: 'coaching.action.cheer',
  message: 'coaching.action.message',
  nudge: 'coaching.action.nudge',
  done: 'coaching.action.done',
  dismiss: 'coaching.action.dismiss',
} as const satisfies Record<CoachingAction, MessageId>;

const TASK_TITLE = {
  welcome: 'coaching.task.welcome',
  congratulate: 'coaching.task.congratulate',
  streak_at_risk: 'coaching.task.streak',
  stalled: 'coaching.task.stalled',
  struggling: 'coaching.task.struggling',
} as const satisfies Record<CoachingKind, MessageId>;

/** "Welcome Ana": what the sponsor is asked to do, in two or three words. */
export const taskTitle = (t: Translate, task: Pick<CoachingTask, 'kind' | 'member'>): string =>
  t(TASK_TITLE[task.kind], { name: isolateInRtl(task.member.name) });

/**
 * The one-tap action: a help question's is Cheer, shown as "Answer" (the learner reads it as the
 * answer); any other task's is the first it offers (the server lists them in the order to show).
 */
export const primaryAction = (task: Pick<CoachingTask, 'actions' | 'question'>): CoachingAction =>
  task.question !== null && task.actions.includes('cheer') ? 'cheer' : (task.actions[0] ?? 'done');

/** The actions behind "More": every action the task offers but the one in view (its primary one), in the server's order. */
export const moreActions = (task: Pick<CoachingTask, 'actions' | 'question'>, shown: CoachingAction = primaryAction(task)): CoachingAction[] =>
  task.actions.filter((action) => action !== shown);

/** A button's words: Cheer on a help question is "Answer". */
export const actionLabel = (t: Translate, task: Pick<CoachingTask, 'question'>, action: CoachingAction): string =>
  t(action === 'cheer' && task.question !== null ? 'coaching.action.answer' : ACTION_LABEL[action]);

const ACTION_HINT = {
  cheer: 'coaching.hint.cheer',
  message: 'coaching.hint.message',
  nudge: 'coaching.hint.nudge',
  done: 'coaching.hint.done',
  dismiss: 'coaching.hint.dismiss',
} as const satisfies Record<CoachingAction, MessageId>;

/** What each action behind "More" does, said beside its button (Done and Dismiss look alike otherwise). */
export function actionHint(t: Translate, task: Pick<CoachingTask, 'question' | 'member'>, action: CoachingAction): string {
  const name = isolateInRtl(task.member.name);
  if (action === 'cheer' && task.question !== null) return t('coaching.hint.answer', { name });
  return t(ACTION_HINT[action], { name });
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

const PRESET_WORDS = {
  welcome: 'coaching.preset.welcome',
  proud: 'coaching.preset.proud',
  streak: 'coaching.preset.streak',
  help: 'coaching.preset.help',
} as const satisfies Record<CheerPreset, MessageId>;

/** A ready-made cheer's words in the screen's language. */
export const presetWords = (t: Translate, preset: CheerPreset): string => t(PRESET_WORDS[preset]);

/** A cheer's words as its reader reads them: a ready-made one in the reader's language, the sponsor's own as written. */
export const cheerWords = (t: Translate, cheer: { message: string; preset?: CheerPreset | null | undefined }): string =>
  cheer.preset ? presetWords(t, cheer.preset) : cheer.message;

/** The preset whose words on screen these are, unchanged, or null for the sponsor's own words. */
export function presetOf(t: Translate, words: string): CheerPreset | null {
  const found = (Object.keys(CHEER_PRESETS) as CheerPreset[]).find((key) => presetWords(t, key) === words.trim());
  return found ?? null;
}

/**
 * What a cheer sends: a ready-made cheer, unchanged in the sponsor's language, by its id (the
 * recruit reads it in the recruit's language); anything else as the sponsor's own words.
 */
export function cheerBody(t: Translate, words: string): { preset: CheerPreset } | { message: string } {
  const preset = presetOf(t, words);
  return preset ? { preset } : { message: words.trim() };
}

/** The team's heading on Today and on /team: "Your team today: 3 tasks" (no count when none is open). */
export const teamTodayTitle = (t: Translate, count: number): string => (count > 0 ? t('coaching.team.titleCount', { count }) : t('coaching.team.title'));

/** The tasks still to do: a task whose moment is already cheered stays listed ("Cheered") but is not counted. */
export const openTaskCount = (tasks: readonly Pick<CoachingTask, 'cheeredAt'>[]): number => tasks.filter((task) => task.cheeredAt === null).length;

/**
 * /team's heading: "Your team today: 4 tasks, 2 cheered": the tasks still to do, and the cheers the
 * sponsor sent today (the server's `cheeredToday`, one per cheer), as a person counts them. A row
 * marked "Cheered" is neither: the cheer that marked it is counted once, where it was sent (one cheer
 * marks the member's other tasks of that moment). An answer to a question is not a cheer.
 */
export function teamQueueTitle(t: Translate, queue: { tasks: readonly Pick<CoachingTask, 'cheeredAt'>[]; cheeredToday: number }): string {
  const count = openTaskCount(queue.tasks);
  const cheered = queue.cheeredToday;
  return cheered > 0 ? t('coaching.team.titleCheered', { count, cheered }) : teamTodayTitle(t, count);
}

/**
 * The queue's order, as the server gives it (app.coaching_queue): a recruit's waiting question first,
 * the oldest first (it goes up the line 48 hours after it arose), then the rest newest first (then by
 * id). /team places what an action did where its task was by it.
 */
export function queueOrder(a: Pick<CoachingTask, 'question' | 'createdAt' | 'id'>, b: Pick<CoachingTask, 'question' | 'createdAt' | 'id'>): number {
  const questions = Number(b.question !== null) - Number(a.question !== null);
  if (questions !== 0) return questions;
  if (a.question !== null && a.createdAt !== b.createdAt) return a.createdAt.localeCompare(b.createdAt);
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/**
 * Today's one task: the first still to do in the queue's order, which puts a recruit's waiting
 * question first (the server's order, as /team lists it); a cheered one only when every task is cheered.
 */
export const topTask = <Task extends Pick<CoachingTask, 'cheeredAt'>>(tasks: readonly Task[]): Task | undefined =>
  tasks.find((task) => task.cheeredAt === null) ?? tasks[0];

/** Actions that take the task off the list before the server answers (a refusal puts it back). */

export const removesAtOnce = (action: CoachingAction) => action === 'nudge' || action === 'done' || action === 'dismiss';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago". */
export function timeAgo(t: Translate, iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return t('coaching.ago.now');
  if (elapsed < HOUR) return t('coaching.ago.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('coaching.ago.hours', { count: Math.floor(elapsed / HOUR) });
  return t('coaching.ago.days', { count: Math.floor(elapsed / DAY) });
}

/** "in 3 hours", "in 12 minutes", "in 40 seconds" from a Retry-After in seconds. */
export function waitText(t: Translate, seconds: number): string {
  if (seconds >= 2 * 3600) return t('coaching.wait.hours', { count: Math.ceil(seconds / 3600) });
  if (seconds >= 120) return t('coaching.wait.minutes', { count: Math.ceil(seconds / 60) });
  return t('coaching.wait.seconds', { count: Math.max(1, Math.ceil(seconds)) });
}

/**
 * What a row says when the server refused an action: its own sentence (an income claim in a cheer
 * names the words found), except a spent daily limit, which says how long to wait.
 */
export function refusalText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return t('coaching.limit', { wait: error.retryAfter === null ? t('coaching.wait.later') : waitText(t, error.retryAfter) });
  }
  return errorText(t, error);
}

/** The team's week in one line: "This week in your team: 2 joined, 3 stations finished, 1 course finished." */
export function weekText(t: Translate, week: CoachingQueue['week']): string {
  const parts = [
    week.joined > 0 ? t('coaching.week.joined', { count: week.joined }) : null,
    week.stations > 0 ? t('coaching.week.stations', { count: week.stations }) : null,
    week.courses > 0 ? t('coaching.week.courses', { count: week.courses }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? t('coaching.week.quiet') : t('coaching.week.some', { parts: parts.join(t('coaching.week.separator')) });
}

/**
 * What the queue says where the task was (never a toast: it would cover the next task's buttons on a
 * phone): the server's sentence, and the points only when the server says it paid them. A dismissed
 * task says it left the list (the server cannot reopen it, so there is no Undo).
 */
export function coachingSuccess(
  t: Translate,
  answer: CoachingActionAnswer,
  action: CoachingAction,
  task: Pick<CoachingTask, 'kind' | 'member' | 'question'>,
): string {
  const name = isolateInRtl(task.member.name);
  if (action === 'dismiss') return t('coaching.outcome.dismissed', { title: taskTitle(t, task) });
  if (action === 'message') return t('coaching.outcome.messageReady', { name });
  // The server's sentence ("Cheer sent to Ana", supabase/schemas/coaching_actions.sql) is the action's, worded here.
  const title = answer.message ? actionDoneText(t, action, task) : t('coaching.outcome.saved', { action: t(ACTION_LABEL[action]) });
  return answer.points > 0 ? t('coaching.outcome.points', { title, points: answer.points }) : title;
}

/** What the server says an action did (coaching_actions.sql's sentences), in the screen's language. */
function actionDoneText(t: Translate, action: CoachingAction, task: Pick<CoachingTask, 'member' | 'question'>): string {
  const name = isolateInRtl(task.member.name);
  if (action === 'cheer') return t(task.question !== null ? 'coaching.outcome.answerSent' : 'coaching.outcome.cheerSent', { name });
  if (action === 'nudge') return t('coaching.outcome.nudgeSent', { name });
  return t('coaching.outcome.markedDone', { name });
}

/**
 * Why a task is on the list, in the screen's language: the server words it when it opens the task
 * (supabase/schemas/coaching.sql, coaching_actions.sql); the sentences it knows are worded again from
 * their parts (a quoted quiz question is content, as it came), any other as it came.
 */
export function taskReason(t: Translate, task: Pick<CoachingTask, 'reason' | 'member'>): string {
  // The server wrote the member's name as it was then; the sentence after it is read whatever that
  // name was, and said with the name as it is now (the task's title already does), so one row never
  // shows two names after a rename.
  const name = isolateInRtl(task.member.name);
  for (const [pattern, id] of REASONS) {
    const match = pattern.exec(task.reason);
    if (match) return t(id, { name, n: match[1] ?? '', detail: match[1] ?? '' });
  }
  return task.reason;
}

/** The server's reasons, each a name (as it was) and then its sentence; the sentence's own groups come first. */
const REASONS: ReadonlyArray<readonly [RegExp, MessageId]> = [
  [/^[\s\S]+? finished Station (\d+)$/, 'coaching.reason.station'],
  [/^[\s\S]+? was promoted in their league$/, 'coaching.reason.promoted'],
  [/^[\s\S]+? answered the same quiz wrong twice: ("[\s\S]*")$/, 'coaching.reason.quizMisses'],
  [/^[\s\S]+? joined your team$/, 'coaching.reason.joined'],
  [/^[\s\S]+? finished a course$/, 'coaching.reason.course'],
  [/^[\s\S]+?'s (\d+)-day streak ends tonight$/, 'coaching.reason.streak'],
  [/^[\s\S]+? has not been active for (\d+) days$/, 'coaching.reason.inactive'],
  [/^[\s\S]+? asked for help$/, 'coaching.reason.askedHelp'],
  [/^[\s\S]+? asked (.+) for help 2 days ago and is still waiting$/, 'coaching.reason.escalated'],
];

// The learner's side ------------------------------------------------------------------------------

export interface HelpStatus {
  /** The sentence the card shows under the question. */
  text: string;
  /** True once it went up the line (the sponsor did not answer within 48 hours). */
  escalated: boolean;
  /** The cheer that answered it (the card does not show it twice as the last cheer). */
  answerCheerId?: number;
  /** While it waits for an answer: "You asked: “…”", so the card still shows what was asked. */
  asked?: string;
}

/** Where the learner's latest question is: with the sponsor, gone up the line to someone else, answered (with the answer's words) or marked answered. */
export function helpStatus(t: Translate, mine: Pick<MyCoaching, 'sponsor' | 'help'>): HelpStatus | null {
  const latest = mine.help[0];
  if (!latest) return null;
  const sponsor = mine.sponsor?.name ?? null;
  const escalated = latest.holder !== null && latest.holder.id !== mine.sponsor?.id;
  if (latest.answer) {
    return {
      text: t('coaching.help.answered', { name: latest.answer.by.name, message: cheerWords(t, latest.answer) }),
      escalated,
      answerCheerId: latest.answer.cheerId,
    };
  }
  if (latest.answeredAt) return { text: t('coaching.help.marked', { name: latest.holder?.name ?? sponsor ?? t('coaching.yourSponsor') }), escalated };
  const asked = t('coaching.help.youAsked', { question: latest.question });
  if (!latest.holder) return { text: t('coaching.help.waiting'), escalated, asked };
  if (escalated) return { text: t('coaching.help.escalated', { sponsor: sponsor ?? t('coaching.yourSponsor'), holder: latest.holder.name }), escalated, asked };
  return { text: t('coaching.help.withSponsor', { name: sponsor ?? t('coaching.yourSponsor') }), escalated, asked };
}

/** The contract's own check sentences for a question (contract/coaching.ts `helpBody`), in the screen's language. */
const questionRule = knownSentences([
  ['Write your question', 'coaching.question.empty'],
  [`A question is at most ${QUESTION_MAX} characters`, 'coaching.question.tooLong'],
]);

/** The question as the server will take it (trimmed), or the first reason it would refuse it. */
export function checkQuestion(t: Translate, text: string): { question: string } | { error: string } {
  const parsed = helpBody.safeParse({ question: text });
  if (parsed.success) return { question: parsed.data.question };
  return { error: questionRule(t, parsed.error.issues[0]?.message ?? 'Write your question') };
}

/**
 * The celebration of cheers not yet shown: the newest one's words and who sent them, and how many
 * more cheers came with it. Null when every cheer has been seen. An answer to the learner's question
 * is stored as a cheer but is none: newest, it is celebrated as the answer; older, it is not counted
 * among the "more cheers" (the sponsor card shows it, "Amara answered: …"), and is marked seen with them.
 */
export function cheerMoment(
  t: Translate,
  cheers: readonly Cheer[],
): { upTo: number; title: string; description: string; quote?: { label: string; text: string } } | null {
  const unseen = cheers.filter((cheer) => cheer.seenAt === null);
  const newest = unseen[0];
  if (!newest) return null;
  const from = newest.from?.name ?? t('coaching.yourSponsor');
  const more = unseen.filter((cheer) => cheer !== newest && cheer.answers === null).length;
  const also = more > 0 ? t('coaching.cheer.more', { count: more }) : '';
  return {
    upTo: Math.max(...unseen.map((cheer) => cheer.id)),
    // An answer to the learner's question says so, and who answered (it may be someone further up).
    title: newest.answers !== null ? t('coaching.cheer.answeredTitle', { name: from }) : t('coaching.cheer.title'),
    description:
      newest.answers !== null
        ? t('coaching.cheer.answered', { message: cheerWords(t, newest), also })
        : t('coaching.cheer.from', { message: cheerWords(t, newest), name: from, also }),
    // The question the answer replies to, quoted apart under it (not "(you asked: …)" inside one paragraph).
    ...(newest.answers !== null ? { quote: { label: t('coaching.cheer.youAsked'), text: newest.answers } } : {}),
  };
}
