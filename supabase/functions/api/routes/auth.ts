/**
 * Register, log in, who am I.
 *
 * Register and login go through Supabase Auth, so the browser gets a real session (supabase-js's
 * setSession) that refreshes itself and that Realtime accepts. The profile is made by the database
 * trigger on auth.users, which also credits a referral code; the answer's `user` is then read as
 * that user, with the token the auth server just issued (verified like any other).
 */
import { acceptedLocale, AUTH_REFUSALS, EMAIL_NOT_CONFIRMED, MESSAGES, PASSWORD } from '../../../../contract/index.ts';
import { verifyAccessToken } from '../../_shared/auth.ts';
import { captchaCheck, requireCaptcha } from '../../_shared/captcha.ts';
import { clientAddress } from '../../_shared/client-address.ts';
import { asUser, rpcResult } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { authPost, AuthServerError, commonAuthError, sessionOf } from '../auth-server.ts';
import { type AnswerOf, type Handlers, Reply } from '../contract-routes.ts';
import { spend, type Take, waitFor } from '../rate-limits.ts';

type User = NonNullable<AnswerOf<'register'>['user']>;

function registerError(error: unknown): unknown {
  if (!(error instanceof AuthServerError)) return error;
  switch (error.code) {
    case 'user_already_exists':
    case 'email_exists':
      return new HttpError(409, 'An account with this email already exists', { code: AUTH_REFUSALS.accountExists });
    case 'weak_password':
      return new HttpError(400, error.message || PASSWORD.tooShort, { code: AUTH_REFUSALS.weakPassword });
    case 'email_address_invalid':
    case 'email_address_not_authorized':
      return new HttpError(400, MESSAGES.invalidEmail, { code: AUTH_REFUSALS.invalidEmail });
    case 'validation_failed':
      // The auth server's own address check ("Unable to validate email address: invalid format").
      return /email/i.test(error.message) ? new HttpError(400, MESSAGES.invalidEmail, { code: AUTH_REFUSALS.invalidEmail }) : new HttpError(400, error.message);
    case 'signup_disabled':
    case 'email_provider_disabled':
      return new HttpError(403, 'New sign-ups are closed at the moment.', { code: AUTH_REFUSALS.signupsClosed });
    default:
      return commonAuthError(error);
  }
}

function loginError(error: unknown): unknown {
  if (!(error instanceof AuthServerError)) return error;
  switch (error.code) {
    case 'invalid_credentials':
    case 'invalid_grant':
      return new HttpError(401, 'Invalid email or password', { code: AUTH_REFUSALS.invalidCredentials });
    case 'email_not_confirmed':
      // The title lets the login form offer to send the confirmation link again.
      return new HttpError(403, 'Please confirm your email address before logging in.', { error: EMAIL_NOT_CONFIRMED, code: AUTH_REFUSALS.emailNotConfirmed });
    case 'user_banned':
      return new HttpError(403, 'This account has been suspended.', { code: AUTH_REFUSALS.accountSuspended });
    default:
      return commonAuthError(error);
  }
}

/**
 * The failed-sign-in budgets of one attempt (docs/architecture.md#abuse): the e-mail address typed,
 * registered or not, and the caller's address. Both are looked at (`count` false) before the auth
 * server is asked, so a spent budget answers 429 with the wait, and counted (`count` true) when the
 * answer was "wrong e-mail or password". The count is kept for every address alike, so the 429 comes
 * at the same attempt for an address with an account as for one without
 * (docs/accounts.md#sign-in-lockout); the auth server's own lockout of a registered account (the
 * password verification hook) refuses with the very words it says to an unknown address.
 */
function signinBudgets(email: string, address: string | undefined, count: boolean): Take[] {
  return [
    { budget: 'signin_email', subject: email, count },
    { budget: 'signin_address', subject: address ?? 'unknown', count },
  ];
}

const SIGNIN_ATTEMPTS = 'failed sign-in attempts';

/**
 * The least time a refused sign-in takes to answer. The auth server answers an unknown address
 * without comparing a password (GoTrue does no decoy bcrypt), a registered one after a bcrypt compare
 * (cost 10: 50-100 ms on a quiet machine, 350 ms on the shared 2-core one at load 13) and the lockout
 * hook; the floor, above that, makes both wait alike (docs/accounts.md#what-the-answers-reveal;
 * `npm run bench:signin` measures it).
 */
const SIGNIN_REFUSAL_FLOOR_MS = 500;

async function answerNoSoonerThan(arrived: number, ms: number): Promise<void> {
  const wait = arrived + ms - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Signs the caller in for the app: records the login (streak, on the learner's day in `timeZone`) and answers the user. */
function recordLogin(claims: Awaited<ReturnType<typeof verifyAccessToken>>, timeZone: string | undefined) {
  return asUser(claims, (tx) =>
    rpcResult<{ user: User; message: string; streakLost?: number; daysMissed?: number }>(tx`select app.record_login(${timeZone ?? null}::text) as result`),
  );
}

export const authHandlers: Handlers<'register' | 'login' | 'me' | 'linkSession'> = {
  register: async ({ body, request }) => {
    // With confirmations on, the auth server mails a link landing on redirectTo (if its allow list
    // has it; otherwise the site URL).
    const signupPath = body.redirectTo ? `signup?redirect_to=${encodeURIComponent(body.redirectTo)}` : 'signup';
    // Auth skips its CAPTCHA for the secret key this call carries: the token is checked here.
    await requireCaptcha(captchaCheck, body.captchaToken, clientAddress(request));
    // The screen's language (the form's, else the page's Accept-Language) goes in the user's metadata,
    // where the Auth e-mails' templates read it (`.Data.locale`; docs/decisions.md, "Languages").
    const locale = body.locale ?? acceptedLocale(request.headers.get('accept-language')) ?? undefined;
    const answer = await authPost(
      signupPath,
      {
        email: body.email,
        password: body.password,
        data: { name: body.name, phone: body.phone, referralCode: body.referralCode, source: body.source, locale },
      },
      clientAddress(request),
    ).catch((error) => {
      throw registerError(error);
    });
    const session = sessionOf(answer);
    if (!session) {
      // The project confirms e-mail addresses: the account exists once its owner clicks the link.
      return new Reply(200, { user: null, session: null, message: 'Please check your email to confirm your account.' });
    }
    const claims = await verifyAccessToken(session.access_token);
    const user = await asUser(claims, (tx) => rpcResult<User>(tx`select app.user_json(${claims.sub}::uuid) as result`));
    return { user, session, message: 'Account created successfully' };
  },
  login: async ({ body, request }) => {
    const arrived = performance.now();
    const address = clientAddress(request);
    try {
      await spend(signinBudgets(body.email, address, false), SIGNIN_ATTEMPTS);
      await requireCaptcha(captchaCheck, body.captchaToken, address);
      const answer = await authPost('token?grant_type=password', { email: body.email, password: body.password }, address).catch(async (error) => {
        const refused = loginError(error);
        if (refused instanceof HttpError && refused.status === 401) await waitFor(signinBudgets(body.email, address, true)).catch(() => undefined);
        throw refused;
      });
      const session = sessionOf(answer);
      if (!session) throw new HttpError(502, 'The sign-in service gave an unexpected answer. Please try again.');
      const login = await recordLogin(await verifyAccessToken(session.access_token), body.timeZone);
      return { user: login.user, session, message: login.message, streakLost: login.streakLost, daysMissed: login.daysMissed };
    } catch (error) {
      await answerNoSoonerThan(arrived, SIGNIN_REFUSAL_FLOOR_MS);
      throw error;
    }
  },
  linkSession: ({ claims, body }) => recordLogin(claims, body.timeZone),
  me: ({ claims }) => Promise.resolve({ id: claims.sub, email: claims.email ?? null, role: String(claims.role), sessionId: claims.session_id ?? null }),
};
