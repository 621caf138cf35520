/**
 * Signing in from an e-mailed link (docs/accounts.md): the confirmation and "reset password" links
 * land on the app's /auth/callback with a Supabase Auth session in the URL fragment; the browser
 * adopts that session and asks here for its user, which counts as a login (streak) like
 * POST /api/auth/login.
 */
import * as z from 'zod/mini';

import { timeZoneBody } from './fields.ts';
import { route } from './route.ts';
import { userChangeSchema } from './user.ts';

/** The `error` title beside the message when a login waits for the e-mail address to be confirmed. */
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';

/** Where e-mailed links land in the app (a path; the origin is the app's own). */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/** An absolute http(s) URL the auth server may send the confirmation link to (it checks its allow list). */
export const redirectUrl = z.optional(z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/\S+$/i, 'redirectTo must be an http(s) URL')));

export const emailLinkRoutes = {
  linkSession: route({
    method: 'POST',
    path: '/api/auth/session',
    access: 'signedIn',
    body: timeZoneBody,
    response: userChangeSchema,
  }),
};
