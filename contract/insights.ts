/**
 * Insights for admins (docs/product.md#insights): the activation funnel, signups by source and the
 * token economy, read by app.insights() from the operators' reports (schema `reports`). Days and
 * weeks are UTC dates, YYYY-MM-DD; a week is its Monday. Oldest first, within the windows given.
 */
import * as z from 'zod/mini';

import { route } from './route.ts';

// Plain numbers and strings: the checks zod/mini would add here are code every page loads with the
// contract (the landing page's budget), and app.insights() writes counts and YYYY-MM-DD dates only.
const count = z.number();
const date = z.string();

export const funnelWeekSchema = z.object({
  week: date,
  registered: count,
  station1: count,
  allStations: count,
  firstCourse: count,
  firstReferral: count,
});
export type FunnelWeek = z.output<typeof funnelWeekSchema>;

export const signupDaySchema = z.object({ day: date, source: z.enum(['direct', 'referral']), signups: count });
export type SignupDay = z.output<typeof signupDaySchema>;

export const tokenDaySchema = z.object({
  day: date,
  flow: z.enum(['issued', 'spent']),
  /** Issued: the ledger reason (mission, quiz, referral, refund, ...); spent: the reward bought. */
  what: z.string(),
  entries: count,
  tokens: count,
});
export type TokenDay = z.output<typeof tokenDaySchema>;

export const retentionSchema = z.object({
  /** Learners with a signed-in visit that UTC day (last 90 days) and week (last 12 weeks). */
  daily: z.array(z.object({ day: date, active: count })),
  weekly: z.array(z.object({ week: date, active: count })),
  /** Per signup week (last 12): learners who signed up, and those active again 1, 7 and 30 days after signup. */
  cohorts: z.array(z.object({ week: date, signups: count, d1: count, d7: count, d30: count })),
  /** Learners by current login streak, in bands ("0-1 days" … "30+ days"). */
  streaks: z.array(z.object({ streak: z.string(), learners: count })),
  /** Reminders per day (last 90 days): sent, opened, and e-mail unsubscribes. */
  reminders: z.array(z.object({ day: date, sends: count, opens: count, unsubscribes: count })),
});
export type Retention = z.output<typeof retentionSchema>;

export const insightsSchema = z.object({
  /** What the answer covers: the last `funnelWeeks` signup weeks and the last `days` days, up to `asOf` (today, UTC). */
  windows: z.object({ funnelWeeks: count, days: count, asOf: date }),
  funnel: z.array(funnelWeekSchema),
  signups: z.array(signupDaySchema),
  tokens: z.array(tokenDaySchema),
  retention: retentionSchema,
});
export type Insights = z.output<typeof insightsSchema>;

export const insightsRoutes = {
  insights: route({ method: 'GET', path: '/api/insights', access: 'admin', response: insightsSchema }),
};
