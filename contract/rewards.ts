/** Redeeming a reward from the catalogue, and inviting someone by e-mail. */
import * as z from 'zod/mini';

import { uuidParam } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { MESSAGES, REDEMPTION_STATUSES } from './rules.ts';
import { userChangeSchema } from './user.ts';

export const redeemBody = z.object({
  rewardType: z.string({ error: 'rewardType is required' }).check(z.trim(), z.minLength(1, 'rewardType is required'), z.maxLength(50, 'Invalid reward type')),
});

// Blank and "no at-sign" both read the same message; the database applies the full address syntax.
export const inviteBody = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .check(z.trim(), z.minLength(1, MESSAGES.invalidEmail), z.maxLength(254, MESSAGES.invalidEmail), z.includes('@', { error: MESSAGES.invalidEmail })),
  /** The invitation e-mail's language, chosen in the form (default: the inviter's screen language). */
  locale: z.optional(localeSchema),
});

const own = { id: uuidParam };

export const rewardRoutes = {
  redeemReward: route({
    method: 'POST',
    path: '/api/users/:id/redeem-reward',
    access: 'own',
    params: own,
    body: redeemBody,
    response: z.extend(userChangeSchema, {
      redemption: z.object({
        id: z.number(),
        rewardType: z.string(),
        /** In the learner's language where the reward has a translation (`lang`). */
        title: z.string(),
        cost: z.number(),
        status: z.enum(REDEMPTION_STATUSES),
        lang: z.optional(localeSchema),
      }),
      /** Whether the pack's e-mail went out (packs only; the content is on screen either way). */
      emailSent: z.optional(z.boolean()),
    }),
    effects: true,
  }),
  invite: route({
    method: 'POST',
    path: '/api/users/:id/invite',
    access: 'own',
    params: own,
    body: inviteBody,
    response: z.extend(userChangeSchema, { invitation: z.object({ id: z.number(), email: z.string() }) }),
    effects: true,
  }),
};
