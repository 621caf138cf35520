/**
 * A learner's own account (docs/account-lifecycle.md), against the real stack:
 * - name and phone through PUT /api/users/{id}/profile (the leaderboard follows; nobody edits
 *   anyone else's profile, and learners still cannot write public.profiles);
 * - password and e-mail through the auth server's PUT /user with the official client (the current
 *   password is needed; a new address waits for its link, sent through the mail catcher);
 * - deleting the account: the auth user and personal fields go, the books and the referrer's
 *   reward stay, the old token stops working;
 * - admins by listed address only once it is confirmed, with no way to confirm oneself;
 * - referral rewards paid when the recruit confirms (unconfirmed signups set in SQL, as the
 *   auth server writes them with confirmations on), once, and never taken back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { waitForMail } from '../support/mail';
import { type Caller, expectError, newLearner, userShape } from './api-helpers';
import { balances, createUser, expectBooksBalanced, failureOf, grant, sqlAs, type TestUser } from './db-helpers';

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

const saveProfile = (caller: Caller, body: unknown, id = caller.id) => callApi('PUT', `/api/users/${id}/profile`, { token: caller.token, body });
const deleteAccount = (caller: Caller, body: unknown, id = caller.id) => callApi('DELETE', `/api/users/${id}`, { token: caller.token, body });

async function settings(): Promise<{ referral_tokens: number; referral_points: number; enrolment_bonus_threshold: number; enrolment_bonus_tokens: number }> {
  const { rows } = await db().query('select referral_tokens, referral_points, enrolment_bonus_threshold, enrolment_bonus_tokens from app.settings');
  return rows[0];
}

/** A signup as the auth server writes it with confirmations on: e-mail not confirmed yet. */
async function unconfirmedSignup(referralCode: string, email = uniqueEmail('recruit')): Promise<TestUser> {
  const id = randomUUID();
  await db().query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
        raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', null,
        '{"provider": "email", "providers": ["email"]}', $3::jsonb, now(), now(), $4, '', '', '')`,
    [id, email, JSON.stringify({ name: 'Unconfirmed Recruit', referralCode }), randomUUID()],
  );
  return { id, email, claims: {} };
}

const confirm = (user: { id: string }) => db().query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);

async function inviteCode(user: { id: string }): Promise<string> {
  const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [user.id]);
  return rows[0]!.invite_code;
}

describe('name and phone', () => {
  it('a learner changes their name and phone; the answer, the profile and the leaderboard row follow', async () => {
    const learner = await newLearner('Before Rename');
    const answer = await saveProfile(learner, { name: '  Renée O’Brien  ', phone: ' +44 20 7946 0000 ' });
    expect(answer.status).toBe(200);
    expect(answer.json?.user).toMatchObject({ ...userShape, id: learner.id, name: 'Renée O’Brien', phone: '+44 20 7946 0000' });
    const { rows } = await db().query(
      'select p.name, p.phone, l.name as board_name from public.profiles p join public.leaderboard l using (id) where p.id = $1',
      [learner.id],
    );
    expect(rows[0]).toEqual({ name: 'Renée O’Brien', phone: '+44 20 7946 0000', board_name: 'Renée O’Brien' });

    const cleared = await saveProfile(learner, { name: 'Renée', phone: '' });
    expect(cleared.json?.user).toMatchObject({ name: 'Renée', phone: null });
  });

  it('refuses a blank or too long name and a too long phone, changing nothing', async () => {
    const learner = await newLearner('Keeps Name');
    expectError(await saveProfile(learner, { name: '   ' }), 400, 'Name is required');
    expectError(await saveProfile(learner, { name: 'x'.repeat(101) }), 400, 'Name must be at most 100 characters');
    expectError(await saveProfile(learner, { name: 'Ok', phone: '1'.repeat(33) }), 400, 'Phone must be at most 32 characters');
    const { rows } = await db().query('select name from public.profiles where id = $1', [learner.id]);
    expect(rows[0]!.name).toBe('Keeps Name');
  });

  it("nobody changes another learner's profile: not through the api, not with SQL as authenticated", async () => {
    const [learner, victim] = await Promise.all([newLearner('Attacker'), newLearner('Victim')]);
    expectError(await saveProfile(learner, { name: 'Pwned' }, victim.id), 403, /\S/);
    const attacker = await createUser({ name: 'SQL Attacker' });
    for (const statement of [
      `update public.profiles set name = 'Pwned' where id = '${victim.id}'`,
      `update public.profiles set is_admin = true where id = '${attacker.id}'`,
      `update public.profiles set tokens = 1000 where id = '${attacker.id}'`,
      `update auth.users set email_confirmed_at = now() where id = '${attacker.id}'`,
      `delete from auth.users where id = '${victim.id}'`,
      `delete from public.profiles where id = '${victim.id}'`,
      `select app.forget_profile('${victim.id}')`,
      `select app.pay_referral('${victim.id}')`,
      `select app.is_admin_user('${attacker.id}')`,
    ]) {
      expect((await failureOf(sqlAs(attacker, statement))).code, statement).toBe('42501');
    }
    const { rows } = await db().query('select name from public.profiles where id = $1', [victim.id]);
    expect(rows[0]!.name).toBe('Victim');
  });
});

describe('password and e-mail (auth server PUT /user, official client)', () => {
  it('a new password needs the current one; the right one changes it and ends the other sessions', async () => {
    const learner = await newLearner('Password Changer');
    const client = learner.client!;
    const { data } = await client.auth.getUser();
    const email = data.user!.email!;

    const missing = await client.auth.updateUser({ password: 'brand-new-password' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({ password: 'brand-new-password', current_password: 'not-my-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });

    // A second device, signed in with the old password.
    const password = await passwordOf(learner);
    const other = anonClient();
    expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();

    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await client.auth.updateUser({ password: 'brand-new-password', current_password: password });
    expect(changed.error).toBeNull();

    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anonClient().auth.signInWithPassword({ email, password: 'brand-new-password' })).error).toBeNull();
    // This session goes on; the other device's is over.
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.refreshSession()).error).not.toBeNull();
  });

  it('a new address waits for its link: new_email is set, the address and the admin rule are unchanged, the link goes to the new address', async () => {
    const learner = await newLearner('Address Changer');
    const client = learner.client!;
    const next = uniqueEmail('new-address');
    const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: 'http://127.0.0.1:3000/profile' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: learner.email, new_email: next });
    const mail = await waitForMail(next, 'Confirm your new Money Train Academy address');
    expect(mail.text).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]+&type=email_change/);
    const { rows } = await db().query('select email, email_change, email_change_token_new <> $2 as has_token from auth.users where id = $1', [learner.id, '']);
    expect(rows[0]).toEqual({ email: learner.email, email_change: next, has_token: true });

    // Another account's address is refused.
    const taken = await client.auth.updateUser({ email: (await newLearner('Holder')).email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('user metadata cannot confirm an address or make an admin; app_metadata is refused', async () => {
    const learner = await newLearner('Self Promoter');
    const client = learner.client!;
    await db().query('update auth.users set email_confirmed_at = null where id = $1', [learner.id]);
    const meta = await client.auth.updateUser({ data: { email_confirmed_at: new Date().toISOString(), is_admin: true, isAdmin: true, role: 'admin' } });
    expect(meta.error).toBeNull();
    // app_metadata (roles, providers) is for admins of the auth server only.
    const raw = await fetch(`${stack().apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: stack().anonKey, authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(raw.status).toBe(403);
    const { rows } = await db().query('select email_confirmed_at, role, raw_app_meta_data from auth.users where id = $1', [learner.id]);
    expect(rows[0]).toMatchObject({ email_confirmed_at: null, role: 'authenticated', raw_app_meta_data: { provider: 'email', providers: ['email'] } });
    const me = await callApi('GET', '/api/auth/me', { token: learner.token });
    expect(me.status).toBe(200);
  });
});

/** The test password of a learner made by newLearner (signUpUser keeps it on the client only). */
async function passwordOf(learner: Caller): Promise<string> {
  const password = `pw-${randomUUID()}`;
  await db().query(`update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)) where id = $1`, [learner.id, password]);
  return password;
}

describe('admin addresses count only once confirmed', () => {
  async function withListed<T>(email: string, work: () => Promise<T>): Promise<T> {
    const previous = await db().query('select email from app.admin_emails where slot = 2');
    await db().query(`insert into app.admin_emails (slot, email) values (2, $1) on conflict (slot) do update set email = excluded.email`, [email]);
    try {
      return await work();
    } finally {
      if (previous.rowCount) await db().query('update app.admin_emails set email = $1 where slot = 2', [previous.rows[0]!.email]);
      else await db().query('delete from app.admin_emails where slot = 2');
    }
  }
  const isAdmin = async (user: TestUser) => (await sqlAs<{ admin: boolean }>(user, 'select app.is_admin() as admin'))[0]!.admin;
  const userJsonAdmin = async (user: TestUser) =>
    ((await sqlAs<{ user: { isAdmin: boolean } }>(user, 'select app.user_json($1) as user', [user.id]))[0]!.user as { isAdmin: boolean }).isAdmin;

  it('a listed address registered unconfirmed is a learner until the address is confirmed', async () => {
    const email = uniqueEmail('would-be-admin');
    await withListed(email, async () => {
      const user = await createUser({ email, name: 'Would-be Admin' });
      await db().query('update auth.users set email_confirmed_at = null where id = $1', [user.id]);
      expect(await isAdmin(user)).toBe(false);
      expect(await userJsonAdmin(user)).toBe(false);
      expect((await failureOf(sqlAs(user, `insert into public.courses (title, description) values ('x', 'y')`))).code).toBe('42501');

      await confirm(user);
      expect(await isAdmin(user)).toBe(true);
      expect(await userJsonAdmin(user)).toBe(true);
    });
  });

  it('the JWT email claim alone decides nothing: the stored, confirmed address does', async () => {
    const learner = await createUser({ name: 'Claim Forger' });
    const listed = uniqueEmail('listed');
    await withListed(listed, async () => {
      // Even a token claiming the listed address (the auth server would never sign one) is not enough.
      expect(await isAdmin({ ...learner, claims: { ...learner.claims, email: listed } })).toBe(false);
    });
  });

  it('a pending change to a listed address is not enough; an address no longer listed stops counting', async () => {
    const learner = await newLearner('Pending Admin');
    const listed = uniqueEmail('pending-admin');
    await withListed(listed, async () => {
      const { error } = await learner.client!.auth.updateUser({ email: listed });
      expect(error).toBeNull();
      const saved = await saveProfile(learner, { name: 'Pending Admin' });
      expect(saved.json?.user).toMatchObject({ isAdmin: false });
    });
    const admin = await createUser({ name: 'Delisted' });
    await withListed(admin.email, async () => expect(await isAdmin(admin)).toBe(true));
    expect(await isAdmin(admin)).toBe(false);
  });
});

describe('referral rewards wait for the recruit to confirm', () => {
  it('an unconfirmed recruit pays nothing; confirming pays once; deleting the recruit takes nothing back', async () => {
    const amounts = await settings();
    const referrer = await createUser({ name: 'Patient Referrer' });
    const recruit = await unconfirmedSignup(await inviteCode(referrer));
    expect(await balances(referrer)).toEqual({ tokens: 0, points: 0, invites: 0 });
    const { rows: pending } = await db().query('select paid_at from app.referrals where referred_id = $1', [recruit.id]);
    expect(pending).toEqual([{ paid_at: null }]);

    await confirm(recruit);
    const paid = { tokens: amounts.referral_tokens, points: amounts.referral_points, invites: 1 };
    expect(await balances(referrer)).toEqual(paid);

    // Confirmed again (a second link, an operator's update): nothing more.
    await db().query('update auth.users set email_confirmed_at = null where id = $1', [recruit.id]);
    await confirm(recruit);
    expect(await balances(referrer)).toEqual(paid);

    await db().query('delete from auth.users where id = $1', [recruit.id]);
    expect(await balances(referrer)).toEqual(paid);
    const { rows } = await db().query('select referrer_id, referred_id, paid_at is not null as paid from app.referrals where referred_id = $1', [recruit.id]);
    expect(rows).toEqual([{ referrer_id: referrer.id, referred_id: recruit.id, paid: true }]);
  });

  it('a confirmed signup (confirmations off) pays at once, as before', async () => {
    const amounts = await settings();
    const referrer = await createUser({ name: 'Quick Referrer' });
    await createUser({ name: 'Quick Recruit', referralCode: await inviteCode(referrer) });
    expect(await balances(referrer)).toEqual({ tokens: amounts.referral_tokens, points: amounts.referral_points, invites: 1 });
  });

  it('the enrolment bonus is paid when the recruit that reaches the threshold confirms', async () => {
    const amounts = await settings();
    const referrer = await createUser({ name: 'Bonus Referrer' });
    const code = await inviteCode(referrer);
    const recruits: TestUser[] = [];
    for (let index = 0; index < amounts.enrolment_bonus_threshold; index++) recruits.push(await unconfirmedSignup(code));
    for (const recruit of recruits.slice(0, -1)) await confirm(recruit);
    const { rows: before } = await db().query(`select count(*)::int as n from public.ledger where user_id = $1 and reason = 'referral_bonus'`, [referrer.id]);
    expect(before[0]!.n).toBe(0);
    await confirm(recruits.at(-1)!);
    const { rows: after } = await db().query(`select count(*)::int as n from public.ledger where user_id = $1 and reason = 'referral_bonus'`, [referrer.id]);
    expect(after[0]!.n).toBe(amounts.enrolment_bonus_tokens === 0 ? 0 : 1);
  });

  it('a referrer who deleted their account is not paid when the recruit confirms later', async () => {
    const referrer = await createUser({ name: 'Gone Referrer' });
    const recruit = await unconfirmedSignup(await inviteCode(referrer));
    await db().query('delete from auth.users where id = $1', [referrer.id]);
    await confirm(recruit);
    expect(await balances(referrer)).toEqual({ tokens: 0, points: 0, invites: 0 });
  });
});

describe('deleting an account', () => {
  it('needs the typed confirmation, and only for oneself', async () => {
    const [learner, victim] = await Promise.all([newLearner('Careful Learner'), newLearner('Other Learner')]);
    expectError(await deleteAccount(learner, {}), 400, 'Type DELETE to confirm');
    expectError(await deleteAccount(learner, { confirmation: 'delete' }), 400, 'Type DELETE to confirm');
    expectError(await deleteAccount(learner, { confirmation: 'DELETE' }, victim.id), 403, /\S/);
    const { rows } = await db().query('select count(*)::int as n from auth.users where id = any($1::uuid[])', [[learner.id, victim.id]]);
    expect(rows[0]!.n).toBe(2);
  });

  it('the auth user and personal fields go; ledger, redemptions and referrals stay; the referrer keeps the reward; the old token is refused', async () => {
    const amounts = await settings();
    const referrer = await createUser({ name: 'Keeps Reward' });
    const signedUp = await anonClient().auth.signUp({
      email: uniqueEmail('leaver'),
      password: `pw-${randomUUID()}`,
      options: { data: { name: 'Leaving Learner', phone: '+1 555 0199', referralCode: await inviteCode(referrer) } },
    });
    expect(signedUp.error).toBeNull();
    const leaver: Caller = { id: signedUp.data.user!.id, email: signedUp.data.user!.email!, token: signedUp.data.session!.access_token, claims: {} };
    const paid = { tokens: amounts.referral_tokens, points: amounts.referral_points, invites: 1 };
    expect(await balances(referrer)).toEqual(paid);

    await grant(leaver, 40, 30);
    const redeemed = await callApi('POST', `/api/users/${leaver.id}/redeem-reward`, { token: leaver.token, body: { rewardType: 'social_posts' } });
    expect(redeemed.status).toBe(200);
    expect((await callApi('POST', `/api/users/${leaver.id}/invite`, { token: leaver.token, body: { email: uniqueEmail('friend') } })).status).toBe(200);
    const before = await balances(leaver);
    const { rows: ledgerBefore } = await db().query('select count(*)::int as n from public.ledger where user_id = $1', [leaver.id]);

    const answer = await deleteAccount(leaver, { confirmation: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Your account has been deleted.' });

    const { rows: auth } = await db().query('select count(*)::int as n from auth.users where id = $1', [leaver.id]);
    expect(auth[0]!.n).toBe(0);
    const { rows: profile } = await db().query(
      'select name, phone, is_admin, deleted_at is not null as deleted, tokens, leaderboard_pts, invite_code from public.profiles where id = $1',
      [leaver.id],
    );
    expect(profile[0]).toMatchObject({
      name: 'Deleted learner',
      phone: null,
      is_admin: false,
      deleted: true,
      tokens: before.tokens,
      leaderboard_pts: before.points,
    });
    const { rows: kept } = await db().query(
      `select (select count(*)::int from public.ledger where user_id = $1) as ledger,
              (select count(*)::int from public.redemptions where user_id = $1) as redemptions,
              (select count(*)::int from app.referrals where referred_id = $1) as referrals,
              (select count(*)::int from public.invitations where inviter_id = $1) as invitations,
              (select count(*)::int from public.leaderboard where id = $1) as leaderboard`,
      [leaver.id],
    );
    expect(kept[0]).toEqual({ ledger: ledgerBefore[0]!.n, redemptions: 1, referrals: 1, invitations: 0, leaderboard: 0 });
    expect(await balances(referrer)).toEqual(paid);

    // The access token is still signed and unexpired, but the account is gone.
    expectError(await callApi('POST', `/api/users/${leaver.id}/complete-mission`, { token: leaver.token, body: { missionId: 1 } }), 401, /deleted/);
    expectError(await saveProfile(leaver, { name: 'Back again' }), 401, /deleted/);
    // The old invite code pays nobody.
    const { rows: codes } = await db().query('select count(*)::int as n from public.profiles where invite_code = $1 and deleted_at is null', [
      profile[0]!.invite_code,
    ]);
    expect(codes[0]!.n).toBe(0);
    await expectBooksBalanced();
  });
});
