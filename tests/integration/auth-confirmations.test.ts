/**
 * The local auth server with e-mail confirmation on (AUTH_CONFIRMATIONS=on / config.toml
 * enable_confirmations = true), on its own throwaway stack, through the official supabase-js
 * client and the api function: sign-up answers without a session and mails a link; password
 * sign-in says email_not_confirmed until the link (or the code) is used; resend replaces the link;
 * used, expired and foreign links are refused; one mailbox gets at most one mail per max_frequency
 * whatever client-address headers are forged; an address already confirmed gets GoTrue's
 * look-alike answer; the e-mail change needs both links; the api's register and login follow.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { callApi, poolAt } from '../support/clients';
import { rootDir } from '../../local/settings';
import { readProjectConfig } from '../../local/supabase-config';
import { forgedClientHeaders, freshLoopbackAddress, requestFrom } from '../support/from-address';
import { mailCode, mailsTo, mailsWhile, nextMail, openLink, verifyLink } from '../support/inbox';
import { GOTRUE_BCRYPT_COST } from '../../local/auth/passwords';
import { startThrowawayStack } from '../support/throwaway-stack';
import { alternatingMedians } from '../support/timing';

type Stack = Awaited<ReturnType<typeof startThrowawayStack>>;
let running: Stack;
let pool: pg.Pool;

beforeAll(async () => {
  // GoTrue's bcrypt cost, not the test stacks' cheaper one: the timing test below compares two
  // sign-up paths that each hash a password, as they do on hosted.
  running = await startThrowawayStack({ web: 'none', authConfirmations: true, passwordHashCost: GOTRUE_BCRYPT_COST });
  pool = poolAt(running.info.dbUrl, 4);
});

afterAll(async () => {
  await pool?.end();
  await running?.dispose();
});

const info = () => running.info;
const callback = () => `${info().appUrl}/auth/callback`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** config.toml's [auth.email] max_frequency, which the stack runs. */
const MAX_FREQUENCY_MS = readProjectConfig(rootDir).auth.maxFrequencyMs;

function client(): SupabaseClient {
  return createClient(info().apiUrl, info().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

const email = (prefix = 'confirm') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'confirm-me-please-1';

async function signUp(address: string) {
  const before = (await mailsTo(info().inboxUrl, address)).length;
  const result = await client().auth.signUp({
    email: address,
    password: PASSWORD,
    options: { emailRedirectTo: callback(), data: { name: 'Waiting Learner' } },
  });
  expect(result.error).toBeNull();
  return { result, mail: await nextMail(info().inboxUrl, address, before) };
}

describe('sign-up with confirmations on', () => {
  it('reports the mode in /settings', async () => {
    const response = await fetch(`${info().apiUrl}/auth/v1/settings`, { headers: { apikey: info().anonKey } });
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: false });
    expect(info().authConfirmations).toBe(true);
  });

  it('answers the user without a session and mails the confirmation link and code', async () => {
    const address = email();
    const { result, mail } = await signUp(address);
    expect(result.data.session).toBeNull();
    expect(result.data.user?.email).toBe(address);
    expect(result.data.user?.email_confirmed_at).toBeUndefined();
    expect(result.data.user?.confirmation_sent_at).toBeTruthy();
    expect(result.data.user?.user_metadata).toEqual({ name: 'Waiting Learner' });
    expect(mail.subject).toBe('Confirm your Money Train Academy account');
    expect(mailCode(mail)).toMatch(/^\d{6}$/);
    const link = new URL(verifyLink(mail));
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(callback());
  });

  it('answers a confirmed address as a new one, in as long: medians of 30 alternating sign-ups within 20 %', { timeout: 90_000 }, async () => {
    const taken = email('taken');
    const { mail } = await signUp(taken);
    expect((await openLink(verifyLink(mail))).fragment.get('type')).toBe('signup');
    const signup = async (address: string) => {
      const response = await fetch(`${info().apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: info().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: PASSWORD, data: { name: 'Timed' } }),
      });
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(KNOWN_USER_KEYS);
    };
    const KNOWN_USER_KEYS = Object.keys((await client().auth.signUp({ email: email('shape'), password: PASSWORD })).data.user ?? {}).sort();
    await signup(taken);
    const timing = await alternatingMedians(
      30,
      () => signup(taken),
      () => signup(email('fresh')),
    );
    expect(timing.apart, JSON.stringify(timing)).toBeLessThan(0.2);
  });

  it('refuses password sign-in with email_not_confirmed until the link is followed, then signs in', async () => {
    const address = email();
    const { mail } = await signUp(address);
    const refused = await client().auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const opened = await openLink(verifyLink(mail));
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith(`${callback()}#`)).toBe(true);
    expect(opened.fragment.get('type')).toBe('signup');
    const signedIn = client();
    const { data } = await signedIn.auth.setSession({
      access_token: opened.fragment.get('access_token') ?? '',
      refresh_token: opened.fragment.get('refresh_token') ?? '',
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Waiting Learner', email_verified: true });
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });

    expect((await client().auth.signInWithPassword({ email: address, password: PASSWORD })).error).toBeNull();
    // Used once: the same link is refused afterwards.
    expect((await openLink(verifyLink(mail))).fragment.get('error_code')).toBe('otp_expired');
  });

  it('confirms with the code typed in (verifyOtp type signup), and refuses a wrong code', async () => {
    const address = email();
    const { mail } = await signUp(address);
    const code = mailCode(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client().auth.verifyOtp({ email: address, token: wrong, type: 'signup' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const { data, error } = await client().auth.verifyOtp({ email: address, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(address);
  });

  it('resend replaces the link: the first one is refused, the new one confirms', async () => {
    const address = email();
    const { mail: first } = await signUp(address);
    const { error: tooSoon } = await client().auth.resend({ type: 'signup', email: address });
    expect(tooSoon).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await pause(1100);
    const before = (await mailsTo(info().inboxUrl, address)).length;
    expect((await client().auth.resend({ type: 'signup', email: address, options: { emailRedirectTo: callback() } })).error).toBeNull();
    const second = await nextMail(info().inboxUrl, address, before);
    expect((await openLink(verifyLink(first))).fragment.get('error_code')).toBe('otp_expired');
    expect((await openLink(verifyLink(second))).fragment.get('type')).toBe('signup');
  });

  it('mails one mailbox at most one confirmation per max_frequency, though every resend comes with other forged client-address headers', async () => {
    const address = email();
    await signUp(address);
    const from = freshLoopbackAddress();
    const { mails, spanMs } = await mailsWhile(info().inboxUrl, address, async () => {
      for (let n = 0; n < 12; n += 1) {
        const answer = await requestFrom(from, `${info().apiUrl}/auth/v1/resend`, {
          method: 'POST',
          headers: { apikey: info().publishableKey, 'x-supabase-api-version': '2024-01-01', ...forgedClientHeaders() },
          body: { type: 'signup', email: address },
        });
        // Sent, or GoTrue's "only after N seconds" for this address.
        if (answer.status !== 200) expect(answer).toMatchObject({ status: 429, json: { code: 'over_email_send_rate_limit' } });
        await pause(250);
      }
    });
    expect(mails).toBeGreaterThanOrEqual(1);
    expect(mails).toBeLessThanOrEqual(Math.floor(spanMs / MAX_FREQUENCY_MS) + 1);
  });

  it('refuses a link older than otp_expiry', async () => {
    const address = email();
    const { result, mail } = await signUp(address);
    await pool.query(`update auth.users set confirmation_sent_at = now() - interval '2 hours' where id = $1`, [result.data.user?.id]);
    const opened = await openLink(verifyLink(mail));
    expect(opened.fragment.get('error_code')).toBe('otp_expired');
    const { rows } = await pool.query('select email_confirmed_at from auth.users where id = $1', [result.data.user?.id]);
    expect(rows[0].email_confirmed_at).toBeNull();
  });

  it('answers a second sign-up of a confirmed address like a new one, with another id and no mail', async () => {
    const address = email();
    const { result, mail } = await signUp(address);
    await openLink(verifyLink(mail));
    const before = (await mailsTo(info().inboxUrl, address)).length;
    const again = await client().auth.signUp({ email: address, password: 'someone-else-1' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(address);
    expect(again.data.user?.id).not.toBe(result.data.user?.id);
    expect(again.data.user?.identities).toEqual([]);
    await pause(300);
    expect((await mailsTo(info().inboxUrl, address)).length).toBe(before);
    // and the stranger's password does not sign in
    expect((await client().auth.signInWithPassword({ email: address, password: 'someone-else-1' })).error?.code).toBe('invalid_credentials');
  });

  it('a second sign-up of an unconfirmed address mails the link again and leaves the password as it was', async () => {
    const address = email();
    await signUp(address);
    await pause(1100);
    const before = (await mailsTo(info().inboxUrl, address)).length;
    const again = await client().auth.signUp({ email: address, password: 'another-password-1' });
    expect(again.error).toBeNull();
    const mail = await nextMail(info().inboxUrl, address, before);
    await openLink(verifyLink(mail));
    expect((await client().auth.signInWithPassword({ email: address, password: PASSWORD })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: address, password: 'another-password-1' })).error?.code).toBe('invalid_credentials');
  });

  it('recovery of an unconfirmed account confirms it (the link proves the address)', async () => {
    const address = email();
    await signUp(address);
    await pause(50);
    const before = (await mailsTo(info().inboxUrl, address)).length;
    expect((await client().auth.resetPasswordForEmail(address, { redirectTo: callback() })).error).toBeNull();
    const opened = await openLink(verifyLink(await nextMail(info().inboxUrl, address, before)));
    expect(opened.fragment.get('type')).toBe('recovery');
    const { rows } = await pool.query('select email_confirmed_at from auth.users where email = $1', [address]);
    expect(rows[0].email_confirmed_at).not.toBeNull();
  });
});

describe('e-mail change with confirmations on (double_confirm_changes)', () => {
  it('needs the links to both addresses: the first one is accepted, the second applies the change', async () => {
    const address = email('old');
    const { mail } = await signUp(address);
    const opened = await openLink(verifyLink(mail));
    const user = client();
    await user.auth.setSession({ access_token: opened.fragment.get('access_token') ?? '', refresh_token: opened.fragment.get('refresh_token') ?? '' });
    const newAddress = email('new');
    expect((await user.auth.updateUser({ email: newAddress })).error).toBeNull();
    const beforeOld = (await mailsTo(info().inboxUrl, address)).length;
    const beforeNew = (await mailsTo(info().inboxUrl, newAddress)).length;
    await pause(1100); // PUT /user just started the change (max_frequency)
    expect((await client().auth.resend({ type: 'email_change', email: address, options: { emailRedirectTo: callback() } })).error).toBeNull();
    const toOld = await nextMail(info().inboxUrl, address, beforeOld);
    const toNew = await nextMail(info().inboxUrl, newAddress, beforeNew);

    const first = await openLink(verifyLink(toOld));
    expect(Object.fromEntries(first.fragment)).toEqual({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      sb: '',
    });
    expect((await user.auth.getUser()).data.user?.email).toBe(address);

    const second = await openLink(verifyLink(toNew));
    expect(second.fragment.get('type')).toBe('email_change');
    expect((await user.auth.getUser()).data.user?.email).toBe(newAddress);
    expect((await client().auth.signInWithPassword({ email: newAddress, password: PASSWORD })).error).toBeNull();
  });
});

describe('the api function with confirmations on', () => {
  it('register answers "check your e-mail" with no session, the link lands on redirectTo, login says to confirm first', async () => {
    const address = email('api');
    const target = { apiUrl: info().apiUrl, anonKey: info().anonKey };
    const before = (await mailsTo(info().inboxUrl, address)).length;
    const registered = await callApi('POST', '/api/auth/register', {
      target,
      body: { name: 'Api Learner', email: address, password: PASSWORD, redirectTo: callback() },
    });
    expect(registered.status).toBe(200);
    expect(registered.json).toEqual({ user: null, session: null, message: 'Please check your email to confirm your account.' });

    const login = await callApi('POST', '/api/auth/login', { target, body: { email: address, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.json).toEqual({ message: 'Please confirm your email address before logging in.', error: 'Email not confirmed', code: 'email_not_confirmed' });

    const mail = await nextMail(info().inboxUrl, address, before);
    const opened = await openLink(verifyLink(mail));
    expect(opened.location.startsWith(`${callback()}#access_token=`)).toBe(true);
    const token = opened.fragment.get('access_token') ?? '';
    const session = await callApi('POST', '/api/auth/session', { target, token });
    expect(session.status).toBe(200);
    expect(session.json?.user).toMatchObject({ email: address, name: 'Api Learner', loginStreak: 1 });
    expect((await callApi('POST', '/api/auth/login', { target, body: { email: address, password: PASSWORD } })).status).toBe(200);
  });

  it('POST /api/auth/session needs a signed-in caller', async () => {
    const answer = await callApi('POST', '/api/auth/session', { target: { apiUrl: info().apiUrl, anonKey: info().anonKey } });
    expect(answer.status).toBe(401);
  });
});

describe('what the confirmation link decides (admin addresses, referral rewards)', () => {
  /** Signs up through supabase-js with metadata, follows nothing yet; answers the new id and the mail. */
  async function signUpWith(address: string, data: Record<string, string>) {
    const before = (await mailsTo(info().inboxUrl, address)).length;
    const result = await client().auth.signUp({ email: address, password: PASSWORD, options: { emailRedirectTo: callback(), data } });
    expect(result.error).toBeNull();
    expect(result.data.session).toBeNull();
    return { id: result.data.user?.id ?? '', mail: await nextMail(info().inboxUrl, address, before) };
  }
  const isAdminUser = async (id: string) => (await pool.query<{ admin: boolean }>('select app.is_admin_user($1) as admin', [id])).rows[0]!.admin;
  const balances = async (id: string) =>
    (
      await pool.query<{ tokens: number; points: number; invites: number }>(
        'select tokens, leaderboard_pts as points, invites from public.profiles where id = $1',
        [id],
      )
    ).rows[0];

  it('a listed admin address registered with confirmations on is a learner until its link is followed', async () => {
    const address = email('listed-admin');
    await pool.query(`insert into app.admin_emails (slot, email) values (2, $1) on conflict (slot) do update set email = excluded.email`, [address]);
    try {
      const { id, mail } = await signUpWith(address, { name: 'Listed Admin' });
      expect(await isAdminUser(id)).toBe(false);

      const opened = await openLink(verifyLink(mail));
      const token = opened.fragment.get('access_token') ?? '';
      expect(token).not.toBe('');
      expect(await isAdminUser(id)).toBe(true);
      const session = await callApi('POST', '/api/auth/session', { target: { apiUrl: info().apiUrl, anonKey: info().anonKey }, token });
      expect(session.json?.user).toMatchObject({ email: address, isAdmin: true });
    } finally {
      await pool.query('delete from app.admin_emails where slot = 2');
    }
  });

  it('the referrer is paid when the recruit follows the link, once, and keeps it when the recruit leaves', async () => {
    const referrer = await signUpWith(email('referrer'), { name: 'Link Referrer' });
    await openLink(verifyLink(referrer.mail));
    const { rows } = await pool.query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.id]);
    const { rows: amounts } = await pool.query<{ tokens: number; points: number }>(
      'select referral_tokens as tokens, referral_points as points from app.settings',
    );

    const recruit = await signUpWith(email('recruit'), { name: 'Link Recruit', referralCode: rows[0]!.invite_code });
    expect(await balances(referrer.id)).toEqual({ tokens: 0, points: 0, invites: 0 });

    const opened = await openLink(verifyLink(recruit.mail));
    const paid = { tokens: amounts[0]!.tokens, points: amounts[0]!.points, invites: 1 };
    expect(await balances(referrer.id)).toEqual(paid);
    // The used link again pays nothing more.
    expect((await openLink(verifyLink(recruit.mail))).fragment.get('error_code')).toBe('otp_expired');
    expect(await balances(referrer.id)).toEqual(paid);

    // The recruit deletes the account through the api: the reward stays.
    const target = { apiUrl: info().apiUrl, anonKey: info().anonKey };
    const deleted = await callApi('DELETE', `/api/users/${recruit.id}`, {
      target,
      token: opened.fragment.get('access_token') ?? '',
      body: { confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    expect(await balances(referrer.id)).toEqual(paid);
    expect((await pool.query('select * from app.books_check()')).rows).toEqual([]);
  });
});
