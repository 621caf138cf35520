/** Register, log in, and who am I. Register and login answer with a Supabase Auth session. */
import * as z from 'zod/mini';

import { redirectUrl } from './email-links.ts';
import { emailAddress, optionalText, present, timeZoneField } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { LINK_SOURCES, MESSAGES, PASSWORD } from './rules.ts';
import { userSchema } from './user.ts';

/**
 * Why register or login refused, beside the English `message` in the error envelope as `code`
 * (docs/architecture.md#api-errors): the app says it in the learner's language by this code.
 */
export const AUTH_REFUSALS = {
  accountExists: 'account_exists',
  weakPassword: 'weak_password',
  invalidEmail: 'invalid_email',
  signupsClosed: 'signups_closed',
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  accountSuspended: 'account_suspended',
  tooManyAttempts: 'too_many_attempts',
} as const;
export type AuthRefusal = (typeof AUTH_REFUSALS)[keyof typeof AUTH_REFUSALS];

/** A CAPTCHA widget's token, when the project has CAPTCHA on (`captchaToken`, the name supabase-js gives it too). */
const captchaToken = z.optional(z.string().check(z.minLength(1), z.maxLength(4096, 'The security check answer is too long')));

export const passwordSchema = z.string().check(
  z.minLength(PASSWORD.minLength, PASSWORD.tooShort),
  z.refine((value) => new TextEncoder().encode(value).length <= PASSWORD.maxBytes, PASSWORD.tooLong),
);

// The presence check runs first, so a form with several problems gets the first rule's message.
export const registerBody = z.pipe(
  z.looseObject({ name: present(MESSAGES.registerRequired), email: present(MESSAGES.registerRequired), password: present(MESSAGES.registerRequired) }),
  z.object({
    name: z.string().check(z.trim(), z.maxLength(100, 'Name must be at most 100 characters')),
    email: emailAddress(MESSAGES.invalidEmail),
    password: passwordSchema,
    phone: optionalText(32, 'Phone'),
    referralCode: optionalText(16, 'Referral code'),
    /** The invitation link's `source`, when it is one the app writes (kept for the operators' reports). */
    source: z.optional(z.enum(LINK_SOURCES, 'Unknown invitation link source')),
    /** Where the confirmation link lands when the project confirms e-mail addresses (the app's /auth/callback). */
    redirectTo: redirectUrl,
    /** The CAPTCHA widget's token, when the project has CAPTCHA on (docs/operators.md#sign-in-protection). */
    captchaToken,
    /** The screen's language, kept in the auth user's metadata for the Auth e-mails (docs/decisions.md, "Languages"). */
    locale: z.optional(localeSchema),
  }),
);

export const loginBody = z.object({
  email: z.pipe(
    present(MESSAGES.loginRequired),
    z.transform((value: string) => value.trim().toLowerCase()),
  ),
  password: present(MESSAGES.loginRequired),
  captchaToken,
  /** The browser's time zone: the login counts the learner's own day, as a visit does (docs/product.md#login-streak). */
  timeZone: z.optional(timeZoneField),
});

/**
 * Supabase Auth's session as its token endpoint answers it: the tokens, and (from the password grant
 * and sign-up) their expiry and the Auth user, which let the app store the session as supabase-js
 * stores its own without asking Auth for the user again (web/src/features/auth/api/adopt-session.ts).
 */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
  expires_at: z.optional(z.number()),
  user: z.optional(z.looseObject({})),
});

/** `user` and `session` are null when the project makes new users confirm their e-mail first. */
export const authAnswer = z.object({
  user: z.nullable(userSchema),
  session: z.nullable(sessionSchema),
  message: z.optional(z.string()),
  /** A login only: the streak (2+ days) this login ended, else 0, and the days missed (docs/product.md#login-streak). */
  streakLost: z.optional(z.number()),
  daysMissed: z.optional(z.number()),
});
export type AuthAnswer = z.output<typeof authAnswer>;

export const authRoutes = {
  register: route({ method: 'POST', path: '/api/auth/register', access: 'public', body: registerBody, response: authAnswer, status: 201 }),
  login: route({ method: 'POST', path: '/api/auth/login', access: 'public', body: loginBody, response: authAnswer }),
  me: route({
    method: 'GET',
    path: '/api/auth/me',
    access: 'signedIn',
    response: z.object({ id: z.string(), email: z.nullable(z.string()), role: z.string(), sessionId: z.nullable(z.string()) }),
  }),
};
