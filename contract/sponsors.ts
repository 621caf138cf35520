/**
 * Who invited me: the display name of an invite code's owner, for the signup page's banner. Public,
 * and reveals nothing but that name (404 for an unknown code).
 */
import * as z from 'zod/mini';

import { route } from './route.ts';

export const inviteCodeParam = z.string({ error: 'The invite code is not valid.' }).check(z.regex(/^[A-Za-z0-9]{6,16}$/, 'The invite code is not valid.'));

export const sponsorRoutes = {
  sponsor: route({
    method: 'GET',
    path: '/api/sponsors/:code',
    access: 'public',
    lookup: true,
    params: { code: inviteCodeParam },
    response: z.object({ name: z.string() }),
  }),
};
