/**
 * The sponsor's coaching queue (docs/product.md#coaching): the caller's open tasks about their
 * level-1 recruits with the summary lines of deeper levels and their team's week, one action per
 * task, the cheers a learner reads, asking one's sponsor for help, and one's coaching preferences.
 * Never a member's e-mail or phone: a message is a prefilled text and share links without a
 * recipient.
 */
import * as z from 'zod/mini';

import { idParam, uuidParam } from './fields.ts';
import { route } from './route.ts';
import { messageSchema } from './user.ts';

export const COACHING_KINDS = ['welcome', 'congratulate', 'streak_at_risk', 'stalled', 'struggling'] as const;
export type CoachingKind = (typeof COACHING_KINDS)[number];

export const COACHING_ACTIONS = ['cheer', 'message', 'nudge', 'done', 'dismiss'] as const;
export type CoachingAction = (typeof COACHING_ACTIONS)[number];

/** The longest cheer or personal line of a message, and the longest question to a sponsor. */
export const CHEER_MAX = 280;
export const QUESTION_MAX = 500;

/** Ready-made cheers a sponsor can send with one tap (`preset` instead of `message`). */
export const CHEER_PRESETS = {
  welcome: 'Welcome to the team! So glad you joined.',
  proud: 'Proud of you! Keep going.',
  streak: 'Keep your streak alive: one lesson today!',
  help: "I'm here if you need anything.",
} as const;
export type CheerPreset = keyof typeof CHEER_PRESETS;
const CHEER_PRESET_IDS = Object.keys(CHEER_PRESETS) as [CheerPreset, ...CheerPreset[]];
/** A cheer's ready-made id (the app says it in the reader's language), null for the sponsor's own words. */
const cheerPresetOf = z.optional(z.nullable(z.enum(CHEER_PRESET_IDS)));

const person = z.object({ id: z.string(), name: z.string() });

export const coachingTaskSchema = z.object({
  id: z.number(),
  kind: z.enum(COACHING_KINDS),
  member: person,
  /** A plain sentence: "Ana finished Station 1". */
  reason: z.string(),
  /** When the task arose (or last got a fresher reason). */
  createdAt: z.string(),
  /** A help task's question, as the learner asked it (the sponsor answers it); null for any other task. */
  question: z.nullable(z.string()),
  /** The actions this task offers, in the order to show them (no cheer once its moment is cheered). */
  actions: z.array(z.enum(COACHING_ACTIONS)),
  /**
   * When the sponsor cheered this member at or after the task arose (through this or another of the
   * member's tasks), else null: the moment is cheered, and Cheer comes back only when something new
   * happens (a new event refreshes `createdAt`). Always null on a help task, whose answer is a cheer.
   */
  cheeredAt: z.nullable(z.string()),
});
export type CoachingTask = z.output<typeof coachingTaskSchema>;

export const coachingSummarySchema = z.object({
  /** The level-1 member whose team (their own recruits and below) this line is about. */
  member: person,
  joined: z.number(),
  stations: z.number(),
  courses: z.number(),
  /** "3 stations finished in Ana's team this week". */
  text: z.string(),
});

export const coachingQueueSchema = z.object({
  /** Open tasks (at most 100): a recruit's waiting question first, oldest first (it goes up the line after 48 hours), then the rest newest first. */
  tasks: z.array(coachingTaskSchema),
  /** One line per level-1 member whose team did something this week. */
  summaries: z.array(coachingSummarySchema),
  /** What the caller's whole team did this week (Monday, UTC): for a sponsor with no tasks. */
  week: z.object({ weekStart: z.string(), joined: z.number(), stations: z.number(), courses: z.number() }),
  /** How many level-1 recruits the caller has: Today's team card shows only for a sponsor (0: nothing). */
  recruits: z.number(),
  /** The caller's tasks a cheer closed today (UTC); an answer to a question is not a cheer. */
  cheeredToday: z.number(),
});
export type CoachingQueue = z.output<typeof coachingQueueSchema>;

const CHEER_TOO_LONG = `A cheer or message is at most ${CHEER_MAX} characters`;

export const coachingActionBody = z.object({
  action: z.enum(COACHING_ACTIONS, { error: `action must be one of ${COACHING_ACTIONS.join(', ')}` }),
  /** The sponsor's own words: the cheer, or a line added to the message's text. */
  message: z.optional(z.string({ error: 'message must be text' }).check(z.trim(), z.maxLength(CHEER_MAX, CHEER_TOO_LONG))),
  /** A ready-made cheer instead of `message`, by its id: the recruit reads it in the recruit's language. */
  preset: z.optional(z.enum(CHEER_PRESET_IDS, { error: 'Unknown preset' })),
});

export const shareTargetSchema = z.object({ id: z.enum(['whatsapp', 'sms', 'email']), label: z.string(), url: z.string() });

export const coachingActionAnswer = z.extend(messageSchema, {
  task: z.object({ id: z.number(), closed: z.boolean() }),
  /** Leaderboard points the action earned (0 when the task already paid or the day's cap is reached). */
  points: z.number(),
  /** The message action: the prefilled text and where to send it (the phone's share sheet uses the text). */
  share: z.optional(z.object({ text: z.string(), targets: z.array(shareTargetSchema) })),
});
export type CoachingActionAnswer = z.output<typeof coachingActionAnswer>;

export const cheerSchema = z.object({
  id: z.number(),
  from: z.nullable(person),
  /** The sponsor's words; a ready-made cheer's English words. */
  message: z.string(),
  preset: cheerPresetOf,
  createdAt: z.string(),
  /** Null until the learner's app showed it. */
  seenAt: z.nullable(z.string()),
  /** The learner's question this cheer answers (a cheer on a help task), or null. */
  answers: z.nullable(z.string()),
});
export type Cheer = z.output<typeof cheerSchema>;

/** `unseen`: how many cheers are not yet seen; an answer to a question is no cheer and is left out. */
export const cheersSchema = z.object({ cheers: z.array(cheerSchema), unseen: z.number() });

export const helpRequestSchema = z.object({
  id: z.number(),
  question: z.string(),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
  /** The sponsor's answer in the app (their cheer on the help task); null when unanswered or marked done. */
  answer: z.nullable(z.object({ cheerId: z.number(), message: z.string(), preset: cheerPresetOf, createdAt: z.string(), by: person })),
  /** Who has the question now: the sponsor, or their own sponsor once it waited 48 hours. */
  holder: z.nullable(person),
});
export type HelpRequest = z.output<typeof helpRequestSchema>;

export const helpBody = z.object({
  question: z
    .string({ error: 'Write your question' })
    .check(z.trim(), z.minLength(1, 'Write your question'), z.maxLength(QUESTION_MAX, `A question is at most ${QUESTION_MAX} characters`)),
});

export const myCoachingSchema = z.object({
  /** False: the learner turned coaching off (no tasks about them, except help they ask for). */
  coached: z.boolean(),
  /** True: their activity is not counted in the summaries of anyone above their own sponsor. */
  hideFromUpline: z.boolean(),
  sponsor: z.nullable(person),
  lastCheer: z.nullable(z.object({ id: z.number(), message: z.string(), preset: cheerPresetOf, createdAt: z.string(), seenAt: z.nullable(z.string()) })),
  /** The learner's last ten questions. */
  help: z.array(helpRequestSchema),
});
export type MyCoaching = z.output<typeof myCoachingSchema>;

export const coachingPreferencesBody = z.object({
  coached: z.optional(z.boolean({ error: 'coached must be true or false' })),
  hideFromUpline: z.optional(z.boolean({ error: 'hideFromUpline must be true or false' })),
});

/** "Top coaches this week" (the league page): the five learners whose coaching earned the most points this week. */
export const topCoachesSchema = z.array(z.object({ id: z.string(), name: z.string(), points: z.number(), tasks: z.number() }));

/** The coaching funnel and its effect for /insights (admins); every array is flat rows for a CSV. */
export const coachingInsightsSchema = z.object({
  days: z.number(),
  funnel: z.array(z.object({ kind: z.enum(COACHING_KINDS), tasks: z.number(), acted: z.number(), actedWithin24h: z.number() })),
  /** Hours from joining to the first cheer, the median over recruits who joined in the window. */
  medianHoursToFirstCheer: z.nullable(z.number()),
  /** Recruits who joined in the window at least 14 days ago: cheered in their first week or not. */
  cohorts: z.array(z.object({ cohort: z.enum(['cheered', 'not_cheered']), learners: z.number(), avgActiveDays14: z.number() })),
});
export type CoachingInsights = z.output<typeof coachingInsightsSchema>;

const own = { id: uuidParam };

export const coachingRoutes = {
  coachingQueue: route({ method: 'GET', path: '/api/team/coaching', access: 'signedIn', response: coachingQueueSchema }),
  coachingAct: route({
    method: 'POST',
    path: '/api/team/coaching/:taskId',
    access: 'signedIn',
    params: { taskId: idParam },
    body: coachingActionBody,
    response: coachingActionAnswer,
    effects: true,
  }),
  topCoaches: route({ method: 'GET', path: '/api/league/coaches', access: 'signedIn', response: topCoachesSchema }),
  coachingInsights: route({
    method: 'GET',
    path: '/api/insights/coaching',
    access: 'admin',
    query: z.object({
      days: z.prefault(
        z.pipe(
          z.string().check(z.regex(/^[0-9]{1,3}$/, 'days must be 1 to 365')),
          z.pipe(z.transform(Number), z.number().check(z.gte(1, 'days must be 1 to 365'), z.lte(365, 'days must be 1 to 365'))),
        ),
        '90',
      ),
    }),
    response: coachingInsightsSchema,
  }),
  myCheers: route({ method: 'GET', path: '/api/users/:id/cheers', access: 'own', params: own, response: cheersSchema }),
  cheersSeen: route({
    method: 'POST',
    path: '/api/users/:id/cheers/seen',
    access: 'own',
    params: own,
    body: z.object({ upTo: z.number({ error: 'upTo must be a cheer id' }).check(z.int('upTo must be a cheer id'), z.gte(1, 'upTo must be a cheer id')) }),
    response: z.extend(messageSchema, { marked: z.number() }),
  }),
  askForHelp: route({
    method: 'POST',
    path: '/api/users/:id/help',
    access: 'own',
    params: own,
    body: helpBody,
    response: z.extend(messageSchema, { help: helpRequestSchema }),
    status: 201,
    effects: true,
  }),
  myCoaching: route({ method: 'GET', path: '/api/users/:id/coaching', access: 'own', params: own, response: myCoachingSchema }),
  setCoaching: route({
    method: 'PUT',
    path: '/api/users/:id/coaching',
    access: 'own',
    params: own,
    body: coachingPreferencesBody,
    response: z.extend(myCoachingSchema, messageSchema.shape),
  }),
};
