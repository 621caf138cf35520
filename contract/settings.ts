/**
 * The amounts an operator tunes in the database (`app.settings` and the reward catalogue), served
 * publicly so every screen names the current number: `GET /api/settings`.
 */
import * as z from 'zod/mini';

import { wholeNumber } from './fields.ts';
import { localeSchema } from './locale.ts';
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

/**
 * The operator's income disclosure (docs/product.md#income-disclosure): what a typical participant
 * earned, from the company's published statement. `brackets`: the percent of participants who
 * earned at least each annual amount, amounts rising. `participants`: how many people the figures
 * cover, the company's real field (null on a disclosure kept before it was asked for).
 */
export const incomeDisclosureSchema = z.object({
  medianAnnual: z.number(),
  zeroShare: z.number(),
  typicalCosts: z.string(),
  source: z.string(),
  asOf: z.string(),
  brackets: z.array(z.object({ atLeast: z.number(), share: z.number() })),
  participants: z.nullable(z.number()),
});
export type IncomeDisclosure = z.output<typeof incomeDisclosureSchema>;

export const settingsSchema = z.object({
  /** Title and description in the reader's language, English where untranslated; `lang` says which. */
  rewards: z.array(z.extend(catalogueRewardSchema, { lang: localeSchema })),
  /** Paid to the referrer for each person who joins with their code. */
  referral: amount,
  /** Paid once when `threshold` people have joined with one's code. */
  enrolmentBonus: z.extend(amount, { threshold: z.number() }),
  /** Paid the first time a course is completed. */
  courseCompletion: amount,
  quiz: z.object({ defaultPoints: z.number() }),
  /** The largest material file an admin may upload, in bytes (the Storage bucket's limit too). */
  materials: z.object({ maxBytes: z.number() }),
  /** Null until an operator publishes one. Its source and typical costs in the reader's language as rewards are (`lang`). */
  incomeDisclosure: z.nullable(z.extend(incomeDisclosureSchema, { lang: localeSchema })),
});
export type Settings = z.output<typeof settingsSchema>;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const amountField = (message: string, max: number) => z.number({ error: message }).check(z.gte(0, message), z.lte(max, message));
const ZERO_SHARE = 'The share who earned nothing is a percent from 0 to 100';
const PARTICIPANTS = 'Give the number of participants the figures cover, a whole number of 1 or more';

/** What an admin saves (the database checks the same: app.save_income_disclosure). */
export const incomeDisclosureBody = z.object({
  medianAnnual: amountField('The median annual earnings must be an amount of 0 or more', 1e9),
  zeroShare: amountField(ZERO_SHARE, 100),
  typicalCosts: z.string({ error: 'Typical costs must be text' }).check(z.trim(), z.maxLength(300, 'Typical costs must be at most 300 characters')),
  source: z
    .string({ error: 'Name the source of the figures' })
    .check(z.trim(), z.minLength(1, 'Name the source of the figures'), z.maxLength(300, 'The source must be at most 300 characters')),
  asOf: z.string({ error: 'Give the date of the figures' }).check(z.refine((value) => isCalendarDate(value), 'Give the date of the figures (YYYY-MM-DD)')),
  brackets: z
    .array(z.object({ atLeast: amountField('Each threshold is a positive amount', 1e9), share: amountField('Each share is a percent from 0 to 100', 100) }))
    .check(z.maxLength(10, 'At most 10 thresholds')),
  /** Up to a Postgres integer, as the column keeps it. */
  participants: wholeNumber(PARTICIPANTS, PARTICIPANTS, 1, 2_147_483_647),
});
export type IncomeDisclosureInput = z.input<typeof incomeDisclosureBody>;

export const settingsRoutes = {
  settings: route({ method: 'GET', path: '/api/settings', access: 'public', response: settingsSchema }),
  saveIncomeDisclosure: route({
    method: 'PUT',
    path: '/api/admin/income-disclosure',
    access: 'admin',
    body: incomeDisclosureBody,
    response: z.object({ message: z.string(), incomeDisclosure: incomeDisclosureSchema }),
  }),
};
