/**
 * The shapes the API returns (SPEC §3, DESIGN.md "user json"), checked at runtime so a drifting
 * server shows an error state instead of a half-rendered page. Collections and counters default so
 * an older stored user still loads. zod/mini keeps this out of the landing page's weight.
 */
import * as z from 'zod/mini';

const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) =>
  z._default(schema, value as z.util.NoUndefined<z.output<T>>);

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
  courseProgress: withDefault(z.record(z.string(), z.number()), {}),
  invitedUsers: withDefault(z.array(z.string()), []),
  loginStreak: withDefault(z.number(), 0),
  claimedRewards: withDefault(z.array(z.string()), []),
  quizCorrect: withDefault(z.record(z.string(), z.boolean()), {}),
  isAdmin: withDefault(z.boolean(), false),
});
export type User = z.output<typeof userSchema>;

/** `user` and `session` are null when the project makes new users confirm their e-mail first. */
export const authResponseSchema = z.object({
  user: z.nullable(userSchema),
  session: z.nullable(z.object({ access_token: z.string(), refresh_token: z.string() })),
  message: z.optional(z.string()),
});
export type AuthResponse = z.output<typeof authResponseSchema>;

export const userMutationResponseSchema = z.object({
  user: userSchema,
  message: z.optional(z.string()),
});
export type UserMutationResponse = z.output<typeof userMutationResponseSchema>;

export const missionSchema = z.object({
  id: z.number(),
  /** The station (1-5) the mission stands for; its badge number. */
  station: z.optional(z.number()),
  title: z.string(),
  description: z.string(),
  content: withDefault(z.string(), ''),
  tokens: z.number(),
  points: z.number(),
  unlockAfter: z.nullish(z.number()),
});
export type Mission = z.output<typeof missionSchema>;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  leaderboardPts: z.number(),
  rank: z.number(),
});
export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;
