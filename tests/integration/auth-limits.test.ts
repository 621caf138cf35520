/**
 * The auth server's limits, sent straight to /auth/v1 as an attacker would (docs/accounts.md#rate-limits),
 * on a throwaway stack of its own that runs config.toml's [auth.rate_limit] as `npm start` does
 * (the shared test stack runs wide ones: docs/decisions.md, "Auth rate limits in the test stacks"),
 * with confirmations on so e-mails count:
 *   - per client address (X-Forwarded-For, as hosted): /token (password sign-ins too), /signup,
 *     /recover, /verify each give GoTrue's 429 over_request_rate_limit past burst 30;
 *   - /verify with an e-mail and a code is limited per e-mail too, and 5 wrong codes void the code;
 *   - email_sent (2 an hour here): no third mail in the hour; /resend then answers 429 over_email_send_rate_limit;
 *   - the per-account lockout lives in the password verification hook: after 10 wrong passwords
 *     the right one is refused by /auth/v1/token itself; only the auth server's role runs the hook.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { readProjectConfig } from '../../local/supabase-config';
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
  pool = new pg.Pool({ connectionString: running.info.dbUrl, max: 2 });
});

afterAll(async () => {
  await pool?.end();
  await running?.dispose();
});

const info = () => running.info;
const PASSWORD = 'limits-password-1';
const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
let addressCounter = 0;
/** A client address of its own (documentation range), so each case starts with full buckets. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function authPost(path: string, body: unknown, address: string, key = info().anonKey): Promise<Answer> {
  const response = await fetch(`${info().apiUrl}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends `request` until a 429 (at most `max` times); the answers before it and the 429. */
async function untilLimited(max: number, request: (n: number) => Promise<Answer>): Promise<{ before: Answer[]; limited?: Answer }> {
  const before: Answer[] = [];
  for (let n = 0; n < max; n += 1) {
    const answer = await request(n);
    if (answer.status === 429) return { before, limited: answer };
    before.push(answer);
  }
  return { before };
}

const RATE_LIMITED = { status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } };

async function confirmedAccount(): Promise<{ id: string; email: string }> {
  const address = email('account');
  const created = await authPost('admin/users', { email: address, password: PASSWORD, email_confirm: true }, freshAddress(), info().serviceRoleKey);
  expect(created.status).toBe(200);
  return { id: String(created.body.id), email: address };
}

describe('per client address, past the burst of 30 (GoTrue tollbooth limiters)', () => {
  it('wrong passwords at /token: 429 over_request_rate_limit after 30 or so; another address is not affected', async () => {
    const account = await confirmedAccount();
    const attacker = freshAddress();
    // Spread over accounts that do not exist, so the per-account lockout stays out of the way.
    const { before, limited } = await untilLimited(60, () =>
      authPost('token?grant_type=password', { email: email('nobody'), password: 'wrong-password' }, attacker),
    );
    expect(limited).toMatchObject(RATE_LIMITED);
    // Burst 30, refilled at 150 per 5 minutes (0.5 a second) while the attempts run.
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(40);
    for (const answer of before) expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
    const elsewhere = await authPost('token?grant_type=password', { email: account.email, password: PASSWORD }, freshAddress());
    expect(elsewhere.status).toBe(200);
  });

  it('/recover: the 31st call from one address is 429, for unknown addresses as for known ones', async () => {
    const attacker = freshAddress();
    const { before, limited } = await untilLimited(45, () => authPost('recover', { email: email('nobody') }, attacker));
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
  });

  it('/signup: the 31st attempt from one address is 429', async () => {
    const attacker = freshAddress();
    // Too short a password: refused after the limit is spent, so no account and no mail is made.
    const { before, limited } = await untilLimited(45, () => authPost('signup', { email: email('signup'), password: 'x' }, attacker));
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
    for (const answer of before) expect(answer.body.code).toBe('weak_password');
  });

  it('/verify: guessing codes from one address is 429 after 30 tries', async () => {
    const attacker = freshAddress();
    const { before, limited } = await untilLimited(45, () => authPost('verify', { type: 'recovery', email: email('guess'), token: '123456' }, attacker));
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
    for (const answer of before) expect(answer).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
  });
});

describe('codes that cannot be walked', () => {
  it('one e-mail takes at most 30 tries however many addresses guess', async () => {
    const target = email('walked');
    const { before, limited } = await untilLimited(45, () => authPost('verify', { type: 'recovery', email: target, token: '123456' }, freshAddress()));
    expect(limited).toMatchObject(RATE_LIMITED);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.length).toBeLessThanOrEqual(33);
  });

  it('5 wrong codes void the code that was sent; an e-mail budget of 2 an hour allows 2 mails, then none (resend: 429 over_email_send_rate_limit)', async () => {
    const address = email('voided');
    const signedUp = await authPost('signup', { email: address, password: PASSWORD }, freshAddress());
    expect(signedUp.status).toBe(200);
    const code = mailCode(await nextMail(info().inboxUrl, address, 0));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n += 1) {
      expect(await authPost('verify', { type: 'signup', email: address, token: wrong }, freshAddress())).toMatchObject({
        status: 403,
        body: { code: 'otp_expired' },
      });
    }
    const right = await authPost('verify', { type: 'signup', email: address, token: code }, freshAddress());
    expect(right).toMatchObject({ status: 403, body: { code: 'otp_expired' } });

    // The second mail of the hour (a new sign-up) goes out; the third does not.
    const second = email('second');
    expect((await authPost('signup', { email: second, password: PASSWORD }, freshAddress())).status).toBe(200);
    await nextMail(info().inboxUrl, second, 0);
    // A sign-up answers alike whether or not its mail can go (docs/accounts.md#what-the-answers-reveal)…
    const thirdAddress = email('third');
    expect((await authPost('signup', { email: thirdAddress, password: PASSWORD }, freshAddress())).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await mailsTo(info().inboxUrl, thirdAddress)).toEqual([]);
    // …and a resend says the mail budget is spent, as GoTrue does.
    const resent = await authPost('resend', { type: 'signup', email: address }, freshAddress());
    expect(resent).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' } });
  });
});

describe('the per-account lockout at /auth/v1/token (password verification hook)', () => {
  it('after 10 wrong passwords the right one is refused by the auth server itself; other accounts sign in', async () => {
    const account = await confirmedAccount();
    for (let n = 0; n < 10; n += 1) {
      const wrong = await authPost('token?grant_type=password', { email: account.email, password: `wrong-${n}` }, freshAddress());
      expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    }
    const right = await authPost('token?grant_type=password', { email: account.email, password: PASSWORD }, freshAddress());
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('invalid_credentials');
    expect(right.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes and try again\.$/);
    expect(right.body.access_token).toBeUndefined();
    const other = await confirmedAccount();
    expect((await authPost('token?grant_type=password', { email: other.email, password: PASSWORD }, freshAddress())).status).toBe(200);
  });

  it('a right password spends nothing', async () => {
    const account = await confirmedAccount();
    for (let n = 0; n < 12; n += 1) {
      expect((await authPost('token?grant_type=password', { email: account.email, password: PASSWORD }, freshAddress())).status).toBe(200);
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
