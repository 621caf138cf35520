/**
 * POST /api/auth/register, POST /api/auth/login (SPEC §7) and GET /api/auth/me.
 *
 * Register and login go through Supabase Auth, so the browser gets a real session (supabase-js's
 * setSession) that refreshes itself and that Realtime accepts. The profile is made by the database
 * trigger on auth.users, which also credits a referral code; the answer's `user` is then read as
 * that user, with the token the auth server just issued (verified like any other).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, verifyAccessToken } from '../../_shared/auth.ts';
import { asUser, rpcResult, type Json } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { bodyWith, optionalText } from '../../_shared/validation.ts';
import { authPost, AuthServerError, commonAuthError, sessionOf } from '../auth-server.ts';

const REQUIRED = 'Name, email, and password are required';
const INVALID_EMAIL = 'Please enter a valid email address';
const SHORT_PASSWORD = 'Password must be at least 6 characters';
// bcrypt reads 72 bytes; GoTrue refuses longer passwords rather than cut them.
const MAX_PASSWORD_BYTES = 72;

const present = (message: string) => z.string({ error: message }).refine((value) => value.trim() !== '', message);

const email = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .regex(/^[^\s@]+@[^\s@]+$/, INVALID_EMAIL)
  .transform((value) => value.toLowerCase());

const password = z
  .string()
  .min(6, SHORT_PASSWORD)
  .refine((value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES, `Password must be at most ${MAX_PASSWORD_BYTES} bytes`);

// The presence check runs first, so a form with several problems gets SPEC §5's first message.
const registerSchema = z.looseObject({ name: present(REQUIRED), email: present(REQUIRED), password: present(REQUIRED) }).pipe(
  z.object({
    name: z.string().trim().max(100, 'Name must be at most 100 characters'),
    email,
    password,
    phone: optionalText(32, 'Phone'),
    referralCode: optionalText(16, 'Referral code'),
  }),
);

const LOGIN_REQUIRED = 'Email and password are required';
const loginSchema = z.object({
  email: present(LOGIN_REQUIRED).transform((value) => value.trim().toLowerCase()),
  password: present(LOGIN_REQUIRED),
});

function registerError(error: unknown): unknown {
  if (!(error instanceof AuthServerError)) return error;
  switch (error.code) {
    case 'user_already_exists':
    case 'email_exists':
      return new HttpError(409, 'An account with this email already exists');
    case 'weak_password':
      return new HttpError(400, error.message || SHORT_PASSWORD);
    case 'email_address_invalid':
    case 'email_address_not_authorized':
      return new HttpError(400, INVALID_EMAIL);
    case 'validation_failed':
      // GoTrue's own address check ("Unable to validate email address: invalid format").
      return new HttpError(400, /email/i.test(error.message) ? INVALID_EMAIL : error.message);
    case 'signup_disabled':
    case 'email_provider_disabled':
      return new HttpError(403, 'New sign-ups are closed at the moment.');
    default:
      return commonAuthError(error);
  }
}

function loginError(error: unknown): unknown {
  if (!(error instanceof AuthServerError)) return error;
  switch (error.code) {
    case 'invalid_credentials':
    case 'invalid_grant':
      return new HttpError(401, 'Invalid email or password');
    case 'email_not_confirmed':
      return new HttpError(403, 'Please confirm your email address before logging in.');
    case 'user_banned':
      return new HttpError(403, 'This account has been suspended.');
    default:
      return commonAuthError(error);
  }
}

export const auth = new Hono()
  .post('/register', async (c) => {
    const input = await bodyWith(c.req.raw, registerSchema);
    const answer = await authPost('signup', {
      email: input.email,
      password: input.password,
      data: { name: input.name, phone: input.phone, referralCode: input.referralCode },
    }).catch((error) => {
      throw registerError(error);
    });
    const session = sessionOf(answer);
    if (!session) {
      // The project confirms e-mail addresses: the account exists once its owner clicks the link.
      return c.json({ user: null, session: null, message: 'Please check your email to confirm your account.' }, 200);
    }
    const claims = await verifyAccessToken(session.access_token);
    const user = await asUser(claims, (tx) => rpcResult<Json>(tx`select app.user_json(${claims.sub}::uuid) as result`));
    return c.json({ user, session, message: 'Account created successfully' }, 201);
  })
  .post('/login', async (c) => {
    const input = await bodyWith(c.req.raw, loginSchema);
    const answer = await authPost('token?grant_type=password', { email: input.email, password: input.password }).catch((error) => {
      throw loginError(error);
    });
    const session = sessionOf(answer);
    if (!session) throw new HttpError(502, 'The sign-in service gave an unexpected answer. Please try again.');
    const claims = await verifyAccessToken(session.access_token);
    const login = await asUser(claims, (tx) => rpcResult<{ user: Json; message: string }>(tx`select app.record_login() as result`));
    return c.json({ user: login.user, session, message: login.message });
  })
  .get('/me', async (c) => {
    const claims = await requireUser(c.req.raw);
    return c.json({ id: claims.sub, email: claims.email ?? null, role: claims.role, sessionId: claims.session_id ?? null });
  });
