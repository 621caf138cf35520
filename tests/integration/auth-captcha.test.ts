/**
 * Sign-in protection on a plan without the password verification hook: Auth's CAPTCHA
 * (docs/operators.md#sign-in-protection), on a stack of this file's own started as
 * `AUTH_CAPTCHA=on npm start` would be, with the stand-in provider (local/captcha-service.ts). A
 * token comes from the stand-in as a rendered widget gets it. Through the official supabase-js,
 * Auth refuses sign-up, sign-in, recovery and resend without a token or with a spent or unknown one
 * (GoTrue's 400 captcha_failed) and takes a fresh one; refreshing a session needs none. The secret
 * key skips Auth's check, as on hosted, so the api's login and register check the token themselves:
 * without one, with a refused one, with a fresh one; a refused check does not count as a failed sign-in.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../contract/captcha';
import type { StackInfo } from '../../local/settings';
import { callApi, clientWithKey, uniqueEmail } from '../support/clients';
import { startThrowawayStack } from '../support/throwaway-stack';

let running: Awaited<ReturnType<typeof startThrowawayStack>> | undefined;
const info = (): StackInfo => running!.info;

beforeAll(async () => {
  running = await startThrowawayStack({ web: 'none', authCaptcha: true });
});
afterAll(() => running?.dispose());

/** A token as the widget gets one from the stand-in for the app's site key. */
async function freshToken(): Promise<string> {
  const captcha = info().captcha!;
  const response = await fetch(`${captcha.origin}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey: captcha.siteKey }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

const client = (): SupabaseClient => clientWithKey(info().publishableKey, info());

function expectCaptchaRefused(error: unknown, why: string) {
  expect(error).toMatchObject({ status: 400, code: 'captcha_failed', message: `captcha protection: request disallowed (${why})` });
}

describe('Auth with CAPTCHA on (supabase-js)', () => {
  it('names the stand-in in stack.json', () => {
    expect(info().captcha).toMatchObject({ provider: 'turnstile', origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
  });

  it('sign-up and sign-in need a fresh token each; a spent, unknown or missing one is refused; a refresh needs none', async () => {
    const learner = client();
    const email = uniqueEmail('captcha');
    const password = `pw-${randomUUID()}`;
    const options = { data: { name: 'Captcha Learner' } };
    expectCaptchaRefused((await learner.auth.signUp({ email, password, options })).error, 'no captcha_token found');
    expectCaptchaRefused(
      (await learner.auth.signUp({ email, password, options: { ...options, captchaToken: 'XXXX.DUMMY.TOKEN.XXXX' } })).error,
      'invalid-input-response',
    );
    const token = await freshToken();
    const signUp = await learner.auth.signUp({ email, password, options: { ...options, captchaToken: token } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();

    expectCaptchaRefused((await learner.auth.signInWithPassword({ email, password, options: { captchaToken: token } })).error, 'timeout-or-duplicate');
    expectCaptchaRefused((await learner.auth.signInWithPassword({ email, password })).error, 'no captcha_token found');
    const signIn = await learner.auth.signInWithPassword({ email, password, options: { captchaToken: await freshToken() } });
    expect(signIn.error).toBeNull();
    expect((await learner.auth.refreshSession()).error).toBeNull();
  });

  it('recovery and resend need a token too', async () => {
    const learner = client();
    const email = uniqueEmail('captcha-mail');
    expectCaptchaRefused((await learner.auth.resetPasswordForEmail(email)).error, 'no captcha_token found');
    expect((await learner.auth.resetPasswordForEmail(email, { captchaToken: await freshToken() })).error).toBeNull();
    expectCaptchaRefused((await learner.auth.resend({ type: 'signup', email })).error, 'no captcha_token found');
  });

  it("the secret key skips Auth's check (as the api's calls do)", async () => {
    const response = await fetch(`${info().apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: info().secretKey, authorization: `Bearer ${info().secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('captcha-secret'), password: `pw-${randomUUID()}`, data: { name: 'Server Made' } }),
    });
    expect(response.status).toBe(200);
  });
});

describe("the api's own check on login and register", () => {
  const register = (email: string, password: string, captchaToken?: string) =>
    callApi('POST', '/api/auth/register', { target: info(), body: { name: 'Api Captcha', email, password, ...(captchaToken ? { captchaToken } : {}) } });
  const login = (email: string, password: string, captchaToken?: string) =>
    callApi('POST', '/api/auth/login', { target: info(), body: { email, password, ...(captchaToken ? { captchaToken } : {}) } });

  it('register: no token, an unknown one → 400 with the check named; a fresh one → 201; that token cannot sign in after', async () => {
    const email = uniqueEmail('api-captcha');
    const password = `pw-${randomUUID()}`;
    const missing = await register(email, password);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ message: CAPTCHA_MESSAGES.missing, error: 'captcha_failed', code: 'captcha_failed' });
    const unknown = await register(email, password, 'XXXX.DUMMY.TOKEN.XXXX');
    expect(unknown.json).toEqual({ message: CAPTCHA_MESSAGES.refused, error: 'captcha_failed', code: 'captcha_failed' });
    const token = await freshToken();
    expect((await register(email, password, token)).status).toBe(201);
    const reused = await login(email, password, token);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ message: CAPTCHA_MESSAGES.refused, error: 'captcha_failed', code: 'captcha_failed' });
    expect((await login(email, password, await freshToken())).status).toBe(200);
  });

  it('login: twelve attempts without the check are refused as such, not counted as failed sign-ins', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('api-captcha-count');
    const password = `pw-${randomUUID()}`;
    expect((await register(email, password, await freshToken())).status).toBe(201);
    for (let n = 1; n <= 12; n += 1) expect((await login(email, password)).status, `attempt ${n}`).toBe(400);
    expect((await login(email, password, await freshToken())).status).toBe(200);
  });
});
