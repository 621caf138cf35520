/**
 * A signed-in visit (docs/product.md#login-streak): counts the day for the login streak and answers
 * the user as the server has it now (the web calls it whenever its live profile channel joins or
 * rejoins, so balances missed while disconnected are re-read).
 */
import * as z from 'zod/mini';

import { timeZoneBody, uuidParam } from './fields.ts';
import { route } from './route.ts';
import { userSchema } from './user.ts';

export const visitSchema = z.object({
  user: userSchema,
  loginStreak: z.number(),
  /** Streak freezes held after this visit, and how many it spent on missed days (docs/product.md#login-streak). */
  streakFreezes: z.optional(z.number()),
  freezesUsed: z.optional(z.number()),
  /** The streak (2 days or more) this visit ended, else 0; the days missed since the last visit (docs/product.md#login-streak). */
  streakLost: z.optional(z.number()),
  daysMissed: z.optional(z.number()),
  message: z.optional(z.string()),
});
export type Visit = z.output<typeof visitSchema>;

export const visitRoutes = {
  recordVisit: route({
    method: 'POST',
    path: '/api/users/:id/visit',
    access: 'own',
    params: { id: uuidParam },
    body: timeZoneBody,
    response: visitSchema,
  }),
};
