/**
 * The learner's referrals for the invite panel (docs/product.md#invitations-and-referrals): the
 * people they invited by e-mail, the people who joined with their link, and the enrolment bonus.
 * "Paid" comes from the ledger, whenever the server paid.
 */
import * as z from 'zod/mini';

import { uuidParam } from './fields.ts';
import { route } from './route.ts';

export const referralsSchema = z.object({
  invitations: z.array(
    z.object({ id: z.number(), email: z.string(), status: z.enum(['pending', 'accepted']), invitedAt: z.string(), acceptedAt: z.nullable(z.string()) }),
  ),
  /** People who signed up with the learner's code (names only: never the address of someone who used a shared link). */
  joined: z.array(z.object({ id: z.number(), name: z.string(), joinedAt: z.string(), paid: z.boolean(), invited: z.boolean() })),
  reward: z.object({ tokens: z.number(), points: z.number() }),
  bonus: z.object({
    threshold: z.number(),
    tokens: z.number(),
    points: z.number(),
    /** Enrolments counted toward the bonus. */
    count: z.number(),
    paid: z.boolean(),
    paidAt: z.nullable(z.string()),
  }),
});
export type Referrals = z.output<typeof referralsSchema>;

export const referralRoutes = {
  myReferrals: route({ method: 'GET', path: '/api/users/:id/referrals', access: 'own', params: { id: uuidParam }, response: referralsSchema }),
};
