/**
 * The amounts an operator tunes in the database (`app.settings` and the reward catalogue), served
 * publicly so every screen names the current number: `GET /api/settings`.
 */
import * as z from 'zod/mini';

import { route } from './route.ts';
import { REWARD_FULFILMENTS } from './rules.ts';

const amount = z.object({ tokens: z.number(), points: z.number() });

/**
 * One reward of the catalogue, all of it data (docs/product.md#rewards): a new reward is a row.
 * `items` is how many items a buyer of a pack gets (null for a manual reward); a reward that would
 * deliver nothing is not `available` and says why.
 */
export const catalogueRewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cost: z.number(),
  fulfilment: z.enum(REWARD_FULFILMENTS),
  items: z.nullable(z.number()),
  available: z.boolean(),
  unavailableReason: z.nullable(z.string()),
});
export type CatalogueReward = z.output<typeof catalogueRewardSchema>;

export const settingsSchema = z.object({
  rewards: z.array(catalogueRewardSchema),
  /** Paid to the referrer for each person who joins with their code. */
  referral: amount,
  /** Paid once when `threshold` people have joined with one's code. */
  enrolmentBonus: z.extend(amount, { threshold: z.number() }),
  /** Paid the first time a course is completed. */
  courseCompletion: amount,
  quiz: z.object({ defaultPoints: z.number(), minPoints: z.number(), maxPoints: z.number() }),
  /** The largest material file an admin may upload, in bytes (the Storage bucket's limit too). */
  materials: z.object({ maxBytes: z.number() }),
});
export type Settings = z.output<typeof settingsSchema>;

export const settingsRoutes = {
  settings: route({ method: 'GET', path: '/api/settings', access: 'public', response: settingsSchema }),
};
