/**
 * GET /api/sponsors/:code: the display name of an invite code's owner, for the signup banner
 * (docs/referral-guards.md). Read on the function's own connection: anonymous visitors have no
 * access to the `app` schema, and app.sponsor_name returns the name alone.
 */
import { displayName } from '../../../../contract/index.ts';
import { sql } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import type { Handlers } from '../contract-routes.ts';

export const UNKNOWN_CODE = 'No member has this invite code.';

export const sponsorHandlers: Handlers<'sponsor'> = {
  sponsor: async ({ params }) => {
    const [row] = await sql<{ name: string | null }[]>`select app.sponsor_name(${params.code}) as name`;
    if (!row?.name) throw new HttpError(404, UNKNOWN_CODE);
    return { name: displayName(row.name) };
  },
};
