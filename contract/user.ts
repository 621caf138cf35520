/**
 * The user as every `{user, message}` answer carries it (docs/product.md#entities): balances,
 * badges, progress maps and flags, in camelCase, never a password. Collections and counters have
 * defaults so that a user stored in the browser by an older version still loads.
 */
import * as z from 'zod/mini';

import { localeSchema } from './locale.ts';

const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) => z._default(schema, value as z.util.NoUndefined<z.output<T>>);

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullish(z.string()),
  tokens: withDefault(z.number(), 0),
  leaderboardPts: withDefault(z.number(), 0),
  invites: withDefault(z.number(), 0),
  inviteCode: withDefault(z.string(), ''),
  badges: withDefault(z.array(z.number()), []),
  completedMissions: withDefault(z.record(z.string(), z.boolean()), {}),
  /**
   * Course id → total course progress (0-100), the one rule the server computes:
   * round(0.6 × video percent + 0.4 × quiz percent) (docs/product.md#courses).
   */
  courseProgress: withDefault(z.record(z.string(), z.number()), {}),
  /** Course id → video percent (0-100). */
  videoProgress: withDefault(z.record(z.string(), z.number()), {}),
  invitedUsers: withDefault(z.array(z.string()), []),
  loginStreak: withDefault(z.number(), 0),
  /** Streak freezes held, 0 to 2: each covers one missed day (docs/product.md#login-streak). */
  streakFreezes: withDefault(z.number(), 0),
  /** Reward ids in redemption order, repeats kept. */
  claimedRewards: withDefault(z.array(z.string()), []),
  quizCorrect: withDefault(z.record(z.string(), z.boolean()), {}),
  /**
   * Quiz id → the points that quiz paid. Absent for a quiz that paid nothing: unanswered, wrong, or
   * right only after its answer was revealed (docs/product.md#points-for-knowing).
   */
  quizPointsPaid: withDefault(z.record(z.string(), z.number()), {}),
  /**
   * Quiz id → true for a quiz whose answer a wrong answer showed the learner: an answer to it pays
   * no points, even after Reset & Retry (docs/product.md#points-for-knowing).
   */
  quizRevealed: withDefault(z.record(z.string(), z.boolean()), {}),
  isAdmin: withDefault(z.boolean(), false),
  /** The learner's language (docs/product.md#language); null or absent: the browser's. */
  locale: z.optional(z.nullable(localeSchema)),
  createdAt: z.optional(z.string()),
});
export type User = z.output<typeof userSchema>;

/** The answer of every call a learner makes about themselves: the user after the change. */
export const userChangeSchema = z.object({
  user: userSchema,
  message: z.optional(z.string()),
});
export type UserChange = z.output<typeof userChangeSchema>;

/** Content writes answer `{message}` beside the written row. */
export const messageSchema = z.object({ message: z.optional(z.string()) });
