/**
 * Password recovery and the e-mailed links of the local auth server, on the shared stack
 * (confirmations off, as config.toml ships), through the official supabase-js client: the mail,
 * its link (GET /verify) redirecting to the app with a session, the code form (POST /verify),
 * reused, expired and foreign links, the same answer and timing for unknown addresses, max_frequency
 * (forged client-address headers or not), and an e-mail change applied by its two links.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, closeDb, db, signUpUser, stack, uniqueEmail } from '../support/clients';
import { rootDir } from '../../local/settings';
import { readProjectConfig } from '../../local/supabase-config';
import { forgedClientHeaders, freshLoopbackAddress, requestFrom } from '../support/from-address';
import { mailsTo, mailsWhile, nextMail, openLink, verifyLink } from '../support/inbox';
import { alternatingMedians } from '../support/timing';

afterAll(closeDb);

const callback = () => `${stack().appUrl}/auth/callback`;
const inbox = () => stack().inboxUrl;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** config.toml's [auth.email] max_frequency, which the stack runs. */
const MAX_FREQUENCY_MS = readProjectConfig(rootDir).auth.maxFrequencyMs;

async function recoveryMail(email: string) {
  const before = (await mailsTo(inbox(), email)).length;
  const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: callback() });
  expect(error).toBeNull();
  expect(data).toEqual({});
  return nextMail(inbox(), email, before);
}

describe('POST /recover and the recovery link', () => {
  it('mails a link that lands on redirect_to with a session; the new password then signs in', async () => {
    const user = await signUpUser();
    const mail = await recoveryMail(user.email);
    expect(mail.subject).toBe('Reset your Money Train Academy password');
    expect(mail.from).toBe('no-reply@moneytrain.local');
    expect(mail.text).toContain('Set a new password: http');
    const link = verifyLink(mail);
    expect(link).toMatch(new RegExp(`^${stack().apiUrl}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=`));

    const opened = await openLink(link);
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith(`${callback()}#`)).toBe(true);
    expect(opened.fragment.get('type')).toBe('recovery');
    expect(opened.fragment.get('token_type')).toBe('bearer');
    expect(Number(opened.fragment.get('expires_in'))).toBe(3600);

    const client = anonClient();
    const { data: set, error: setError } = await client.auth.setSession({
      access_token: opened.fragment.get('access_token') ?? '',
      refresh_token: opened.fragment.get('refresh_token') ?? '',
    });
    expect(setError).toBeNull();
    expect(set.user?.id).toBe(user.user.id);
    expect(set.user?.recovery_sent_at).toBeTruthy();
    const { error: updateError } = await client.auth.updateUser({ password: 'brand-new-password-1' });
    expect(updateError).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'brand-new-password-1' })).error).toBeNull();
  });

  it('works once: the same link again redirects with otp_expired and no session', async () => {
    const user = await signUpUser();
    const link = verifyLink(await recoveryMail(user.email));
    expect((await openLink(link)).fragment.get('access_token')).toBeTruthy();
    const again = await openLink(link);
    expect(again.status).toBe(303);
    expect(again.location.startsWith(`${callback()}#`)).toBe(true);
    expect(again.fragment.get('access_token')).toBeNull();
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('expires after otp_expiry (3600 s): an older link is refused', async () => {
    const user = await signUpUser();
    const link = verifyLink(await recoveryMail(user.email));
    await db().query(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where id = $1`, [user.user.id]);
    const opened = await openLink(link);
    expect(opened.fragment.get('error_code')).toBe('otp_expired');
    expect(opened.fragment.get('access_token')).toBeNull();
  });

  it('a newer mail replaces the older link', async () => {
    const user = await signUpUser();
    const first = verifyLink(await recoveryMail(user.email));
    await pause(1100); // max_frequency = 1s
    const second = verifyLink(await recoveryMail(user.email));
    expect((await openLink(first)).fragment.get('error_code')).toBe('otp_expired');
    expect((await openLink(second)).fragment.get('access_token')).toBeTruthy();
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: callback() });
    expect({ data, error }).toEqual({ data: {}, error: null });
    await pause(300);
    expect(await mailsTo(inbox(), email)).toEqual([]);
  });

  it('answers a second request inside max_frequency as the first (no 429 that only a known address gets), and mails once', async () => {
    const user = await signUpUser();
    const first = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: callback() });
    expect(first).toEqual({ data: {}, error: null });
    // At once, not after the first mail has arrived: on a loaded machine that wait alone outlasted
    // max_frequency (1 s), and the second request was then rightly mailed.
    const { data, error } = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: callback() });
    expect({ data, error }).toEqual({ data: {}, error: null });
    await nextMail(inbox(), user.email, 0);
    await pause(500);
    expect(await mailsTo(inbox(), user.email)).toHaveLength(1);
  });

  it('mails one mailbox at most once per max_frequency, though every request comes with other forged client-address headers', async () => {
    const user = await signUpUser();
    const from = freshLoopbackAddress();
    const { mails, spanMs } = await mailsWhile(inbox(), user.email, async () => {
      for (let n = 0; n < 10; n += 1) {
        const answer = await requestFrom(from, `${stack().apiUrl}/auth/v1/recover`, {
          method: 'POST',
          headers: { apikey: stack().publishableKey, ...forgedClientHeaders() },
          body: { email: user.email },
        });
        expect({ status: answer.status, body: answer.json }).toEqual({ status: 200, body: {} });
      }
    });
    expect(mails).toBeGreaterThanOrEqual(1);
    expect(mails).toBeLessThanOrEqual(Math.floor(spanMs / MAX_FREQUENCY_MS) + 1);
  });

  it('takes as long for a known address as for an unknown one: medians of 30 alternating requests within 20 %', { timeout: 60_000 }, async () => {
    const known = await Promise.all(Array.from({ length: 30 }, () => signUpUser()));
    const recover = async (email: string) => {
      const response = await fetch(`${stack().apiUrl}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: {} });
    };
    // One warm-up of each, then the measured rounds.
    await recover(uniqueEmail('warm'));
    const timing = await alternatingMedians(
      30,
      (n) => recover(known[n]!.email),
      () => recover(uniqueEmail('nobody')),
    );
    expect(timing.apart, JSON.stringify(timing)).toBeLessThan(0.2);
  });

  it('sends a link for a redirect_to off the allow list to the site URL instead', async () => {
    const user = await signUpUser();
    const before = (await mailsTo(inbox(), user.email)).length;
    await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/steal' });
    const link = verifyLink(await nextMail(inbox(), user.email, before));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(stack().appUrl);
    const opened = await openLink(link);
    expect(opened.location.startsWith(`${stack().appUrl}#access_token=`)).toBe(true);
  });

  it('refuses a bad address as GoTrue does, and a made-up token as an invalid link', async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail('not-an-address', {});
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    const forged = await openLink(`${stack().apiUrl}/auth/v1/verify?token=${'ab'.repeat(28)}&type=recovery&redirect_to=${encodeURIComponent(callback())}`);
    expect(forged.fragment.get('error_code')).toBe('otp_expired');
    const empty = await openLink(`${stack().apiUrl}/auth/v1/verify?token=&type=recovery`);
    expect(empty.status).toBe(400);
  });
});

describe('POST /verify with the token hash (verifyOtp)', () => {
  it('signs in with the hash of a recovery mail once, then refuses it', async () => {
    const user = await signUpUser();
    const hash = new URL(verifyLink(await recoveryMail(user.email))).searchParams.get('token') ?? '';
    const { data, error } = await anonClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.user.id);
    const again = await anonClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });

  it('refuses a hash of the wrong type and a body with both token and token_hash', async () => {
    const user = await signUpUser();
    const hash = new URL(verifyLink(await recoveryMail(user.email))).searchParams.get('token') ?? '';
    expect((await anonClient().auth.verifyOtp({ token_hash: hash, type: 'signup' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    const response = await fetch(`${stack().apiUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ type: 'recovery', token: '123456', token_hash: hash }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
  });
});

describe('POST /resend with confirmations off', () => {
  it('sends nothing for a confirmed user or an unknown address, and answers {}', async () => {
    const user = await signUpUser();
    for (const email of [user.email, uniqueEmail('nobody')]) {
      const { data, error } = await anonClient().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      expect(data).toMatchObject({ user: null, session: null });
    }
    await pause(300);
    expect(await mailsTo(inbox(), user.email)).toEqual([]);
  });
});

describe('an e-mail change applied by its links', () => {
  it('moves the account to the new address once both mailed links are followed (double_confirm_changes, confirmations off); a replaced or used link is refused', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('moved');
    const before = (await mailsTo(inbox(), newEmail)).length;
    const beforeCurrent = (await mailsTo(inbox(), user.email)).length;
    expect((await user.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: callback() })).error).toBeNull();
    const first = await nextMail(inbox(), newEmail, before);
    expect(first.subject).toBe('Confirm your new Money Train Academy address');
    // Resend (after max_frequency) mails a fresh link that replaces the first one.
    await pause(1100);
    expect((await anonClient().auth.resend({ type: 'email_change', email: user.email, options: { emailRedirectTo: callback() } })).error).toBeNull();
    const mail = await nextMail(inbox(), newEmail, before + 1);
    expect(mail.subject).toBe('Confirm your new Money Train Academy address');
    expect(mail.text).toContain(`from ${user.email} to ${newEmail}`);
    expect((await openLink(verifyLink(first))).fragment.get('error_code')).toBe('otp_expired');
    // The current address was mailed too (twice: the change and the resend); its latest link counts.
    const current = await nextMail(inbox(), user.email, beforeCurrent + 1);

    // The new address's link alone changes nothing: it waits for the current address's.
    const half = await openLink(verifyLink(mail));
    expect(half.fragment.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(half.fragment.get('access_token')).toBeNull();
    const { rows: pending } = await db().query<{ email: string }>('select email from auth.users where id = $1', [user.user.id]);
    expect(pending[0]!.email).toBe(user.email);

    const opened = await openLink(verifyLink(current));
    expect(opened.fragment.get('type')).toBe('email_change');
    const client = anonClient();
    await client.auth.setSession({ access_token: opened.fragment.get('access_token') ?? '', refresh_token: opened.fragment.get('refresh_token') ?? '' });
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.new_email).toBeUndefined();
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: user.password })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe('invalid_credentials');
    // Used once: the same link again lands with otp_expired and no session.
    const again = await openLink(verifyLink(current));
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('refuses an e-mail change link older than otp_expiry, and the address stays as it was', async () => {
    const user = await signUpUser();
    const newEmail = uniqueEmail('too-late');
    const before = (await mailsTo(inbox(), newEmail)).length;
    expect((await user.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: callback() })).error).toBeNull();
    const link = verifyLink(await nextMail(inbox(), newEmail, before));
    await db().query(`update auth.users set email_change_sent_at = now() - interval '3601 seconds' where id = $1`, [user.user.id]);
    const opened = await openLink(link);
    expect(opened.fragment.get('error_code')).toBe('otp_expired');
    expect(opened.fragment.get('access_token')).toBeNull();
    const { rows } = await db().query<{ email: string }>('select email from auth.users where id = $1', [user.user.id]);
    expect(rows[0]!.email).toBe(user.email);
  });
});
