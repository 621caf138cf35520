/**
 * The auth server's limits as an attacker meets them (docs/accounts.md#rate-limits), on a throwaway
 * stack of its own that runs config.toml's [auth.rate_limit] as `npm start` does (the shared test
 * stack runs wide ones: docs/decisions.md, "Auth rate limits in the test stacks"), with
 * confirmations on so e-mails count:
 *   - per client address, and the address is the connection's (docs/architecture.md#the-client-address):
 *     /token (password sign-ins too), /signup, /recover, /verify each give GoTrue's 429
 *     over_request_rate_limit past burst 30, though every request carries other forged
 *     X-Forwarded-For, X-Real-IP, Forwarded, CF-Connecting-IP, True-Client-IP and Sb-Forwarded-For
 *     headers; the same through the api (/api/auth/login, /api/auth/register), whose calls carry
 *     their caller's address to the auth server;
 *   - only the secret key vouches for another address (Sb-Forwarded-For), as hosted Auth's IP
 *     address forwarding: not the publishable key, not the legacy service_role key;
 *   - /verify with an e-mail and a code is limited per e-mail too, and 5 wrong codes void the code;
 *   - email_sent (2 an hour here): no third mail in the hour; /resend then answers 429 over_email_send_rate_limit;
 *   - the per-account lockout lives in the password verification hook: after 10 wrong passwords
 *     the right one is refused by /auth/v1/token itself, in the words an unknown address gets;
 *     only the auth server's role runs the hook.
 * Every case sends from a loopback address of its own (tests/support/from-address.ts), so each
 * starts with full buckets.
 */
import { poolAt } from '../support/clients';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { readProjectConfig } from '../../local/supabase-config';
import { forgedClientHeaders, freshLoopbackAddress, requestFrom } from '../support/from-address';
import { mailCode, mailsTo, nextMail } from '../support/inbox';
import { startThrowawayStack } from '../support/throwaway-stack';

type Stack = Awaited<ReturnType<typeof startThrowawayStack>>;
let running: Stack;
const EMAIL_BUDGET = 2;
let pool: pg.Pool;

beforeAll(async () => {
  // config.toml's limits, but an e-mail budget of 2 an hour (config.toml: 30), so the case below sees
  // the budget run out without sending 30 mails.
  running = await startThrowawayStack({
    web: 'none',
    authConfirmations: true,
    authRateLimits: { ...readProjectConfig(rootDir).auth.rateLimits, emailSent: EMAIL_BUDGET },
  });
  pool = poolAt(running.info.dbUrl, 2);
});

afterAll(async () => {
  await pool?.end();
  await running?.dispose();
});

const info = () => running.info;
const PASSWORD = 'limits-password-1';
const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POST /auth/v1/<path> from `from` (a loopback address), with the publishable key unless another is given. */
async function authPost(path: string, body: unknown, from: string, options: { key?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const key = options.key ?? info().publishableKey;
  const answer = await requestFrom(from, `${info().apiUrl}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'x-supabase-api-version': '2024-01-01', ...options.headers },
    body,
  });
  return { status: answer.status, body: answer.json ?? {} };
}

/** POST /api/<path> (the api function) from `from`. */
async function apiPost(path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await requestFrom(from, `${info().apiUrl}/functions/v1/api/${path}`, {
    method: 'POST',
    headers: { apikey: info().publishableKey, ...headers },
    body,
  });
  return { status: answer.status, body: answer.json ?? {} };
}

/** Sends `request` until a 429 (at most `max` times, `batch` at once); the answers before it and the 429. */
async function untilLimited(max: number, request: (n: number) => Promise<Answer>, batch = 1): Promise<{ before: Answer[]; limited?: Answer }> {
  const before: Answer[] = [];
  for (let n = 0; n < max; n += batch) {
    const answers = await Promise.all(Array.from({ length: Math.min(batch, max - n) }, (_, i) => request(n + i)));
    const limited = answers.find((answer) => answer.status === 429);
    before.push(...answers.filter((answer) => answer.status !== 429));
    if (limited) return { before, limited };
  }
  return { before };
}

const RATE_LIMITED = { status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } };

async function confirmedAccount(): Promise<{ id: string; email: string }> {
  const address = email('account');
  const created = await authPost('admin/users', { email: address, password: PASSWORD, email_confirm: true }, freshLoopbackAddress(), { key: info().secretKey });
  expect(created.status).toBe(200);
  return { id: String(created.body.id), email: address };
}

describe('per client address, past the burst of 30 (GoTrue tollbooth limiters), whatever the headers say', () => {
  it('wrong passwords at /token: 429 over_request_rate_limit after 30 or so; another address is not affected', async () => {
    const account = await confirmedAccount();
    const attacker = freshLoopbackAddress();
    // Spread over accounts that do not exist, so the per-account lockout stays out of the way.
    const { before, limited } = await untilLimited(60, () =>
      authPost('token?grant_type=password', { email: email('nobody'), password: 'wrong-password' }, attacker, { headers: forgedClientHeaders() }),
    );
    expect(limited).toMatchObject(RATE_LIMITED);
    // Burst 30, refilled at 150 per 5 minutes (0.5 a second) while the attempts run.
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(40);
    for (const answer of before) expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
    const elsewhere = await authPost('token?grant_type=password', { email: account.email, password: PASSWORD }, freshLoopbackAddress());
    expect(elsewhere.status).toBe(200);
  });

  it('/recover: the 31st call from one address is 429, for unknown addresses as for known ones', async () => {
    const attacker = freshLoopbackAddress();
    const { before, limited } = await untilLimited(45, () => authPost('recover', { email: email('nobody') }, attacker, { headers: forgedClientHeaders() }));
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
  });

  it('/signup: the 31st attempt from one address is 429', async () => {
    const attacker = freshLoopbackAddress();
    // Too short a password: refused after the limit is spent, so no account and no mail is made.
    const { before, limited } = await untilLimited(45, () =>
      authPost('signup', { email: email('signup'), password: 'x' }, attacker, { headers: forgedClientHeaders() }),
    );
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
    for (const answer of before) expect(answer.body.code).toBe('weak_password');
  });

  it('/verify: guessing codes from one address is 429 after 30 tries', async () => {
    const attacker = freshLoopbackAddress();
    const { before, limited } = await untilLimited(45, () =>
      authPost('verify', { type: 'recovery', email: email('guess'), token: '123456' }, attacker, { headers: forgedClientHeaders() }),
    );
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
    for (const answer of before) expect(answer).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
  });
});

describe("through the api: its sign-ins and sign-ups count against its caller's address", () => {
  it('/api/auth/login: the auth server refuses one address after its burst, forged headers or not; another address signs in', async () => {
    const account = await confirmedAccount();
    const attacker = freshLoopbackAddress();
    // Ten at a time: a refused sign-in takes a while to answer (docs/accounts.md#what-the-answers-reveal),
    // and one by one the bucket would refill meanwhile.
    const { before, limited } = await untilLimited(
      80,
      () => apiPost('auth/login', { email: email('nobody'), password: 'wrong-password' }, attacker, forgedClientHeaders()),
      10,
    );
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please wait a moment and try again.' } });
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(45);
    for (const answer of before) expect(answer).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect((await apiPost('auth/login', { email: account.email, password: PASSWORD }, freshLoopbackAddress())).status).toBe(200);
  });

  it('/api/auth/register: the 31st sign-up from one address is 429, forged headers or not', async () => {
    // An address that is already confirmed: GoTrue answers its look-alike user and mails nothing,
    // so the e-mail budget the case below counts stays untouched.
    const taken = await confirmedAccount();
    const attacker = freshLoopbackAddress();
    const { before, limited } = await untilLimited(
      50,
      () => apiPost('auth/register', { name: 'Forger', email: taken.email, password: PASSWORD }, attacker, forgedClientHeaders()),
      10,
    );
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please wait a moment and try again.' } });
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(40);
    for (const answer of before) expect(answer).toMatchObject({ status: 200, body: { user: null, session: null } });
  });
});

describe('who may vouch for another address (Sb-Forwarded-For)', () => {
  it('a request with the secret key counts against the address it names; the publishable and legacy service_role keys name none', async () => {
    const server = freshLoopbackAddress();
    const vouched = freshLoopbackAddress();
    const recover = (key: string, address: string) => () =>
      authPost('recover', { email: email('nobody') }, server, { key, headers: { 'sb-forwarded-for': address } });
    // Ten at a time: each /recover answer waits for its floor (docs/accounts.md#what-the-answers-reveal).
    const secret = await untilLimited(50, recover(info().secretKey, vouched), 10);
    expect(secret.limited).toMatchObject(RATE_LIMITED);
    expect(secret.before.length).toBeGreaterThanOrEqual(30);
    expect(secret.before.length).toBeLessThanOrEqual(33);
    // The bucket spent was the vouched address's, not the connection's…
    expect((await authPost('recover', { email: email('nobody') }, server)).status).toBe(200);
    // …and another vouched address has its own.
    expect((await recover(info().secretKey, freshLoopbackAddress())()).status).toBe(200);
    // Without the secret key the header is the caller's word: the connection's bucket counts.
    for (const key of [info().publishableKey, info().serviceRoleKey]) {
      const own = freshLoopbackAddress();
      const forged = await untilLimited(
        50,
        () => authPost('recover', { email: email('nobody') }, own, { key, headers: { 'sb-forwarded-for': freshLoopbackAddress() } }),
        10,
      );
      expect(forged.limited).toMatchObject(RATE_LIMITED);
      expect(forged.before.length).toBeLessThanOrEqual(33);
    }
  });
});

describe('codes that cannot be walked', () => {
  it('one e-mail takes at most 30 tries however many addresses guess', async () => {
    const target = email('walked');
    const { before, limited } = await untilLimited(45, () => authPost('verify', { type: 'recovery', email: target, token: '123456' }, freshLoopbackAddress()));
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
  });

  it('5 wrong codes void the code that was sent; an e-mail budget of 2 an hour allows 2 mails, then none (resend: 429 over_email_send_rate_limit)', async () => {
    const address = email('voided');
    const signedUp = await authPost('signup', { email: address, password: PASSWORD }, freshLoopbackAddress());
    expect(signedUp.status).toBe(200);
    const code = mailCode(await nextMail(info().inboxUrl, address, 0));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n += 1) {
      expect(await authPost('verify', { type: 'signup', email: address, token: wrong }, freshLoopbackAddress())).toMatchObject({
        status: 403,
        body: { code: 'otp_expired' },
      });
    }
    const right = await authPost('verify', { type: 'signup', email: address, token: code }, freshLoopbackAddress());
    expect(right).toMatchObject({ status: 403, body: { code: 'otp_expired' } });

    // The second mail of the hour (a new sign-up) goes out; the third does not.
    const second = email('second');
    expect((await authPost('signup', { email: second, password: PASSWORD }, freshLoopbackAddress())).status).toBe(200);
    await nextMail(info().inboxUrl, second, 0);
    // A sign-up answers alike whether or not its mail can go (docs/accounts.md#what-the-answers-reveal)…
    const thirdAddress = email('third');
    expect((await authPost('signup', { email: thirdAddress, password: PASSWORD }, freshLoopbackAddress())).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await mailsTo(info().inboxUrl, thirdAddress)).toEqual([]);
    // …and a resend says the mail budget is spent, as GoTrue does.
    const resent = await authPost('resend', { type: 'signup', email: address }, freshLoopbackAddress());
    expect(resent).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' } });
  });
});

describe('the per-account lockout at /auth/v1/token (password verification hook)', () => {
  it('after 10 wrong passwords the right one is refused by the auth server itself, in the words an unknown address gets; other accounts sign in', async () => {
    const account = await confirmedAccount();
    const from = freshLoopbackAddress();
    for (let n = 0; n < 10; n += 1) {
      const wrong = await authPost('token?grant_type=password', { email: account.email, password: `wrong-${n}` }, from);
      expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    }
    const right = await authPost('token?grant_type=password', { email: account.email, password: PASSWORD }, from);
    const unknown = await authPost('token?grant_type=password', { email: email('nobody'), password: PASSWORD }, from);
    expect(right).toEqual({ status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    expect(right).toEqual(unknown);
    const other = await confirmedAccount();
    expect((await authPost('token?grant_type=password', { email: other.email, password: PASSWORD }, from)).status).toBe(200);
  });

  it('a right password spends nothing', async () => {
    const account = await confirmedAccount();
    const from = freshLoopbackAddress();
    for (let n = 0; n < 12; n += 1) {
      expect((await authPost('token?grant_type=password', { email: account.email, password: PASSWORD }, from)).status).toBe(200);
    }
  });

  it('only the auth server (supabase_auth_admin) may run the hook', async () => {
    const { rows } = await pool.query<{ role: string; allowed: boolean }>(
      `select r as role, has_function_privilege(r, 'app.hook_password_verification_attempt(jsonb)', 'execute') as allowed
         from unnest(array['anon', 'authenticated', 'service_role', 'supabase_auth_admin']) as r`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.role, row.allowed]))).toEqual({
      anon: false,
      authenticated: false,
      service_role: false,
      supabase_auth_admin: true,
    });
  });
});
