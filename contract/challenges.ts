/**
 * Daily challenges (docs/product.md#daily-challenges): the public list for the landing page, the
 * learner's own view with their runs, joining and checking in, and the admins' writes.
 */
import * as z from 'zod/mini';

import { idParam, requiredText, timeZoneField, uuidParam, wholeNumber } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { userSchema } from './user.ts';

export const CHALLENGE_KINDS = ['count', 'days', 'streak'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];
export const CHALLENGE_TARGET = { min: 1, max: 365 } as const;

export const challengeSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(CHALLENGE_KINDS),
  target: z.number(),
  isActive: z.boolean(),
  /**
   * The language of title and description: the reader's when the challenge has a translation in it,
   * else 'en' (the source; admins read the source: docs/decisions.md, "Languages"). Absent in an
   * answer kept for a retried request (idempotency keys) from before it existed.
   */
  lang: z.optional(localeSchema),
});
export type Challenge = z.output<typeof challengeSchema>;

export const challengeRunSchema = z.object({
  id: z.number(),
  startedOn: z.string(),
  /** count: the number reached; days: days checked in; streak: the current streak (0 after a missed day). */
  progress: z.number(),
  lastCheckInOn: z.nullable(z.string()),
  checkedInToday: z.boolean(),
  /** A streak challenge whose last check-in is older than yesterday: the next check-in starts at 1. */
  missedDay: z.boolean(),
  completedAt: z.nullable(z.string()),
});
export type ChallengeRun = z.output<typeof challengeRunSchema>;

export const myChallengeSchema = z.extend(challengeSchema, {
  run: z.nullable(challengeRunSchema),
  completedRuns: z.number(),
  /** A run finished on the learner's today: the challenge can be taken again tomorrow (absent in an answer kept offline from before it existed). */
  completedToday: z.optional(z.boolean()),
});
export type MyChallenge = z.output<typeof myChallengeSchema>;

const amount = z.object({ tokens: z.number(), points: z.number() });

export const myChallengesSchema = z.object({
  /** Paid when a run reaches its target (app.settings). */
  reward: amount,
  challenges: z.array(myChallengeSchema),
});
export type MyChallenges = z.output<typeof myChallengesSchema>;

export const joinChallengeBody = z.object({
  /** The learner's IANA time zone; the server decides each check-in's date in it. */
  timeZone: timeZoneField,
});

export const checkInBody = z.object({
  /** For count challenges: how many to add (1 by default). Ignored by day challenges. */
  count: z.pipe(
    z.optional(wholeNumber('count must be a whole number', 'count must be a whole number from 1 to the target', CHALLENGE_TARGET.min, CHALLENGE_TARGET.max)),
    z.transform((value: number | undefined) => value ?? 1),
  ),
});

export const challengeBody = z.object({
  title: requiredText('Please fill in a title', 200, 'The title must be at most 200 characters'),
  description: z.pipe(
    z.nullish(z.string({ error: 'The description must be text' }).check(z.trim(), z.maxLength(2000, 'The description must be at most 2000 characters'))),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
  kind: z.enum(CHALLENGE_KINDS, { error: 'kind must be count, days or streak' }),
  target: wholeNumber(
    'target must be a whole number',
    `target must be from ${CHALLENGE_TARGET.min} to ${CHALLENGE_TARGET.max}`,
    CHALLENGE_TARGET.min,
    CHALLENGE_TARGET.max,
  ),
  isActive: z.pipe(
    z.optional(z.boolean({ error: 'isActive must be true or false' })),
    z.transform((value: boolean | undefined) => value ?? true),
  ),
});
export type ChallengeInput = z.input<typeof challengeBody>;

const challengeWritten = z.object({ challenge: challengeSchema, message: z.optional(z.string()) });

const own = { id: uuidParam };

export const challengeRoutes = {
  /** Anyone: the active challenges (admins: retired ones too). */
  listChallenges: route({ method: 'GET', path: '/api/challenges', access: 'public', response: z.array(challengeSchema) }),
  myChallenges: route({ method: 'GET', path: '/api/users/:id/challenges', access: 'own', params: own, response: myChallengesSchema }),
  joinChallenge: route({
    method: 'POST',
    path: '/api/users/:id/challenges/:challengeId/join',
    access: 'own',
    params: { ...own, challengeId: idParam },
    body: joinChallengeBody,
    response: z.object({ message: z.string(), challenges: myChallengesSchema }),
  }),
  checkInChallenge: route({
    method: 'POST',
    path: '/api/users/:id/challenges/:challengeId/check-in',
    access: 'own',
    params: { ...own, challengeId: idParam },
    body: checkInBody,
    response: z.object({
      message: z.string(),
      completed: z.boolean(),
      reward: z.nullable(amount),
      challenges: myChallengesSchema,
      user: userSchema,
    }),
    effects: true,
  }),
  createChallenge: route({ method: 'POST', path: '/api/challenges', access: 'admin', body: challengeBody, response: challengeWritten, status: 201 }),
  updateChallenge: route({
    method: 'PUT',
    path: '/api/challenges/:challengeId',
    access: 'admin',
    params: { challengeId: idParam },
    body: challengeBody,
    response: challengeWritten,
  }),
};
