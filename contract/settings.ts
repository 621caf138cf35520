/**
 * The amounts an operator tunes in the database (`app.settings` and the reward catalogue), served
 * publicly so every screen names the current number: `GET /api/settings`.
 */
import * as z from 'zod/mini';

import { route } from './route.ts';

const amount = z.object({ tokens: z.number(), points: z.number() });

export const settingsSchema = z.object({
  rewards: z.array(z.object({ id: z.string(), title: z.string(), cost: z.number() })),
  /** Paid to the referrer for each person who joins with their code. */
  referral: amount,
  /** Paid once when `threshold` people have joined with one's code. */
  enrolmentBonus: z.extend(amount, { threshold: z.number() }),
  /** Paid the first time a course is completed. */
  courseCompletion: amount,
  quiz: z.object({ defaultPoints: z.number() }),
  /** The largest material file an admin may upload, in bytes (the Storage bucket's limit too). */
  materials: z.object({ maxBytes: z.number() }),
});
export type Settings = z.output<typeof settingsSchema>;

export const settingsRoutes = {
  settings: route({ method: 'GET', path: '/api/settings', access: 'public', response: settingsSchema }),
};
