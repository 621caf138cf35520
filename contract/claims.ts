/**
 * Claim checks on admin-written marketing text (docs/product.md#claim-checks): text the server
 * flags as a possible income or lifestyle claim is refused with 422 and the claims found, and is
 * saved only with a reason, stored with the admin and the time.
 */
import * as z from 'zod/mini';

import { optionalText } from './fields.ts';

/** The reason an admin gives to save flagged text anyway (absent or blank: none given). */
export const claimReasonField = z.optional(optionalText(500, 'Reason'));

/**
 * One flagged claim: the words found (as written), why they were flagged, and the reason's code when
 * it is one the product ships (contract/refusals.ts CLAIM_REASONS), which the app words in the admin's language.
 */
export const claimHitSchema = z.object({ match: z.string(), reason: z.string(), code: z.optional(z.string()) });
export type ClaimHit = z.output<typeof claimHitSchema>;

/** The 422 answer's body beside `message` and `error`. */
export const claimsErrorSchema = z.object({ claims: z.array(claimHitSchema) });
