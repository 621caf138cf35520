/**
 * Reminders (docs/product.md#reminders) against the real stack: who app.claim_due_reminders picks
 * (local time in each learner's zone, never when the day is done, never twice, at most 2 a day, only
 * by a channel that can reach them), the run through the gateway with the cron secret (e-mails in
 * the local inbox with a one-click unsubscribe; pushes to the stack's stand-in push service, decrypted
 * with the subscription's keys and the VAPID signature checked; a 410 removes that subscription), and
 * the learner's own routes. What an attacker tries with push endpoints: push-endpoints.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db, signUpUser, stack, stackDir } from '../support/clients';
import { inbox } from '../support/mail';
import { decryptPush, pushService, verifyVapid } from '../support/push-receiver';
import { createUser, grant, rpc, type TestUser } from './db-helpers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Claimed {
  sendId: number;
  kind: string;
  email: string;
  channels: string[];
  push: Array<{ endpoint: string }>;
}

async function settings(
  user: TestUser,
  zone: string,
  values: { dailyAt?: string | null; streakRisk?: boolean; weeklyRecap?: boolean; email?: boolean; push?: boolean },
) {
  await db().query('update public.profiles set time_zone = $2 where id = $1', [user.id, zone]);
  await db().query(
    `insert into public.reminder_settings (user_id, daily_at, streak_risk, weekly_recap, by_email, by_push) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set daily_at = $2, streak_risk = $3, weekly_recap = $4, by_email = $5, by_push = $6`,
    [user.id, values.dailyAt ?? null, values.streakRisk ?? false, values.weeklyRecap ?? false, values.email ?? true, values.push ?? false],
  );
}

/** What a run at `at` would claim, for these users only (claims are recorded, as a run's are). */
async function claimAt(at: string, users: TestUser[]): Promise<Claimed[]> {
  const { rows } = await db().query<{ result: Claimed[] }>('select app.claim_due_reminders($1::timestamptz) as result', [at]);
  const emails = new Set(users.map((user) => user.email));
  return rows[0]!.result.filter((claimed) => emails.has(claimed.email));
}

afterAll(async () => {
  await closeDb();
});

describe('app.claim_due_reminders', () => {
  it("sends the daily reminder from the learner's local time for two hours, once a day", async () => {
    const tokyo = await createUser();
    const angeles = await createUser();
    await settings(tokyo, 'Asia/Tokyo', { dailyAt: '08:00' });
    await settings(angeles, 'America/Los_Angeles', { dailyAt: '08:00' });
    // 07:59 in Tokyo is 14:59 in Los Angeles the day before: nobody is due.
    expect(await claimAt('2030-03-05T07:59:00+09:00', [tokyo, angeles])).toEqual([]);
    const tokyoMorning = await claimAt('2030-03-05T08:30:00+09:00', [tokyo, angeles]);
    expect(tokyoMorning.map((claimed) => [claimed.email, claimed.kind, claimed.channels])).toEqual([[tokyo.email, 'daily', ['email']]]);
    // Never twice on one local day.
    expect(await claimAt('2030-03-05T09:10:00+09:00', [tokyo, angeles])).toEqual([]);
    // Los Angeles' 08:00 comes 17 hours later; after 10:00 it is too late.
    expect((await claimAt('2030-03-05T08:05:00-08:00', [tokyo, angeles])).map((claimed) => claimed.email)).toEqual([angeles.email]);
    await db().query('delete from public.reminder_sends where user_id = $1', [angeles.id]);
    expect(await claimAt('2030-03-05T10:00:00-08:00', [angeles])).toEqual([]);
  });

  it('never reminds a learner whose day is done, and warns a streak at risk only in the evening', async () => {
    const done = await createUser();
    const notYet = await createUser();
    const atRisk = await createUser();
    // A daily reminder due now (5 minutes ago) in a zone where that is still today.
    const { rows } = await db().query<{ zone: string; at: string }>(
      `select z.zone, to_char((now() at time zone z.zone) - interval '5 minutes', 'HH24:MI') as at
         from unnest(array['UTC', 'Asia/Tokyo', 'America/New_York']) z(zone)
        where ((now() at time zone z.zone) - interval '5 minutes')::date = (now() at time zone z.zone)::date limit 1`,
    );
    await settings(done, rows[0]!.zone, { dailyAt: rows[0]!.at });
    await settings(notYet, rows[0]!.zone, { dailyAt: rows[0]!.at });
    // The day is done: something earned today (any ledger row on the local day).
    await grant(done, 1);
    const now = (await db().query<{ now: string }>('select now()::text as now')).rows[0]!.now;
    expect((await claimAt(now, [done, notYet])).map((claimed) => claimed.email)).toEqual([notYet.email]);

    await settings(atRisk, 'Europe/Paris', { streakRisk: true });
    await db().query(`update public.profiles set login_streak = 5, last_login_on = date '2030-03-04' where id = $1`, [atRisk.id]);
    expect(await claimAt('2030-03-05T18:30:00+01:00', [atRisk])).toEqual([]);
    const evening = await claimAt('2030-03-05T20:00:00+01:00', [atRisk]);
    expect(evening.map((claimed) => [claimed.email, claimed.kind])).toEqual([[atRisk.email, 'streak_risk']]);
  });

  it('sends at most 2 a day, and only by a channel that reaches the learner', async () => {
    const busy = await createUser();
    const unreachable = await createUser();
    await settings(busy, 'UTC', { dailyAt: '19:30', streakRisk: true, weeklyRecap: true });
    await db().query(`update public.profiles set login_streak = 3, last_login_on = date '2030-03-10' where id = $1`, [busy.id]);
    await db().query(`insert into public.reminder_sends (user_id, kind, local_day, channels) values ($1, 'weekly_recap', date '2030-03-11', '{email}')`, [
      busy.id,
    ]);
    // Monday 20:00: daily and streak_risk are both due, but one was already sent today.
    const claimed = await claimAt('2030-03-11T20:00:00Z', [busy]);
    expect(claimed.map((reminder) => reminder.kind)).toEqual(['streak_risk']);
    expect(await claimAt('2030-03-11T20:30:00Z', [busy])).toEqual([]);

    await settings(unreachable, 'UTC', { dailyAt: '07:00', email: false, push: true });
    expect(await claimAt('2030-03-11T07:30:00Z', [unreachable])).toEqual([]);
  });

  it('is for the scheduler only: learners cannot claim reminders, read others, or expire subscriptions', async () => {
    const { rows } = await db().query(`select
      has_function_privilege('authenticated', 'app.claim_due_reminders(timestamptz)', 'execute') as claim,
      has_function_privilege('anon', 'app.claim_due_reminders(timestamptz)', 'execute') as anon_claim,
      has_function_privilege('authenticated', 'app.remove_push_subscriptions(text[])', 'execute') as expire,
      has_table_privilege('authenticated', 'public.push_subscriptions', 'select') as read_subs,
      has_table_privilege('authenticated', 'public.reminder_settings', 'update') as write_settings`);
    expect(rows[0]).toEqual({ claim: false, anon_claim: false, expire: false, read_subs: false, write_settings: false });
    const learner = await createUser();
    const other = await createUser();
    await rpc(other, 'save_reminder_settings', ['09:00', true, false, true, false]);
    const mine = await rpc<{ settings: { dailyAt: string | null } }>(learner, 'save_reminder_settings', [null, false, false, false, false]);
    expect(mine.settings.dailyAt).toBeNull();
  });
});

describe('POST /api/reminders/run (what pg_cron calls)', () => {
  it('refuses a call without the service key', async () => {
    const learner = await signUpUser();
    expect((await callApi('POST', '/api/reminders/run')).status).toBe(401);
    expect((await callApi('POST', '/api/reminders/run', { token: learner.session.access_token })).status).toBe(401);
    expect((await callApi('POST', '/api/reminders/run', { headers: { 'x-cron-secret': stack().anonKey } })).status).toBe(401);
    expect((await callApi('POST', '/api/reminders/run', { headers: { 'x-cron-secret': stack().publishableKey } })).status).toBe(401);
  });

  it('takes the secret key of the new generation as hosted sets it (SUPABASE_SECRET_KEYS, a JSON object)', async () => {
    expect((await callApi('POST', '/api/reminders/run', { headers: { 'x-cron-secret': stack().secretKey } })).status).toBe(200);
  });

  it('e-mails with a one-click unsubscribe, pushes encrypted for each subscription, removes an expired one, and never sends twice', async () => {
    const learner = await signUpUser({ name: 'Rita Reminder' });
    const token = learner.session.access_token;
    const id = learner.user.id;
    const key = (await callApi('GET', '/api/reminders/push-key')).json as { publicKey: string };
    const vapid = JSON.parse(readFileSync(join(stackDir(), 'vapid.json'), 'utf8')) as { publicKey: string };
    expect(key.publicKey).toBe(vapid.publicKey);

    const receiver = pushService();
    const phone = receiver.subscription();
    const oldLaptop = receiver.subscription();
    await receiver.answer(oldLaptop.endpoint, 'gone');
    for (const subscription of [phone, oldLaptop]) {
      const saved = await callApi('POST', `/api/users/${id}/push-subscriptions`, { token, body: { endpoint: subscription.endpoint, keys: subscription.keys } });
      expect(saved.status).toBe(200);
    }
    // A daily reminder due now in the learner's zone (5 minutes ago, inside the two-hour window).
    const { rows } = await db().query<{ zone: string; at: string }>(
      `select z.zone, to_char((now() at time zone z.zone) - interval '5 minutes', 'HH24:MI') as at
         from unnest(array['UTC', 'Asia/Tokyo', 'America/New_York']) z(zone)
        where ((now() at time zone z.zone) - interval '5 minutes')::date = (now() at time zone z.zone)::date limit 1`,
    );
    await db().query('update public.profiles set time_zone = $2 where id = $1', [id, rows[0]!.zone]);
    const saved = await callApi('PUT', `/api/users/${id}/reminders`, {
      token,
      body: { dailyAt: rows[0]!.at, streakRisk: false, weeklyRecap: false, byEmail: true, byPush: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ settings: { dailyAt: rows[0]!.at, byEmail: true, byPush: true, pushDevices: 2 } });

    const service = { 'x-cron-secret': stack().serviceRoleKey };
    const run = await callApi('POST', '/api/reminders/run', { headers: service });
    expect(run.status).toBe(200);

    const [mail] = (await inbox(learner.email)).filter((caught) => caught.subject === "Today's step is waiting");
    expect(mail?.text).toMatch(/\/dashboard\?reminder=\d+/);
    const unsubscribe = /\/unsubscribe\?reminders=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
    expect(unsubscribe).toBeDefined();

    const pushed = await receiver.received(phone.endpoint);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.headers['content-encoding']).toBe('aes128gcm');
    verifyVapid(String(pushed[0]!.headers.authorization), vapid.publicKey, receiver.origin);
    const payload = JSON.parse(await decryptPush(phone, pushed[0]!.body)) as { title: string; url: string };
    expect(payload).toMatchObject({ title: "Today's step is waiting", url: expect.stringMatching(/^\/dashboard\?reminder=\d+$/) });
    const left = await db().query('select endpoint from public.push_subscriptions where user_id = $1', [id]);
    expect(left.rows).toEqual([{ endpoint: phone.endpoint }]);

    // Never twice: a second run sends this learner nothing.
    expect((await callApi('POST', '/api/reminders/run', { headers: service })).status).toBe(200);
    expect(await receiver.received(phone.endpoint)).toHaveLength(1);
    expect((await inbox(learner.email)).filter((caught) => caught.subject === "Today's step is waiting")).toHaveLength(1);

    // Opening it counts once; the one-click link stops e-mails (no sign-in).
    const sendId = Number(payload.url.split('=')[1]);
    expect((await callApi('POST', `/api/users/${id}/reminders/${sendId}/opened`, { token })).status).toBe(200);
    expect((await db().query('select opened_at is not null as opened from public.reminder_sends where id = $1', [sendId])).rows[0]).toEqual({ opened: true });
    expect((await callApi('POST', '/api/reminders/unsubscribe', { body: { token: unsubscribe } })).status).toBe(200);
    expect((await callApi('GET', `/api/users/${id}/reminders`, { token })).json).toMatchObject({ byEmail: false, byPush: true });
    expect((await callApi('POST', '/api/reminders/unsubscribe', { body: { token: randomUUID() } })).status).toBe(404);
  });
});
