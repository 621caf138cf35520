/**
 * The visit streak and its freezes (docs/product.md#login-streak): the one rule
 * (app.streak_after_visit) day by day, visits around local midnight in several time zones, and
 * app.record_visit through the gateway keeping the learner's zone, spending a freeze on a missed day
 * and never letting a learner set freezes themselves, and a login counted in the zone it sends.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db, signUpUser } from '../support/clients';
import { createUser, rpc, sqlAs } from './db-helpers';

interface Step {
  streak: number;
  freezes: number;
  freezes_used: number;
}

async function rule(streak: number, freezes: number, last: string | null, today: string): Promise<Step> {
  const { rows } = await db().query<Step>('select * from app.streak_after_visit($1, $2, $3::date, $4::date)', [streak, freezes, last, today]);
  return rows[0]!;
}

/** Visits at these instants by a learner in this zone, through the rule, from a 1-day streak on the first. */
async function visitsAt(zone: string, instants: string[]): Promise<Step> {
  const { rows } = await db().query<Step>(
    `with recursive days as (
       select row_number() over () as n, (t::timestamptz at time zone $1)::date as day from unnest($2::text[]) as t
     ), walk as (
       select n, day, 1 as streak, 0 as freezes, 0 as freezes_used from days where n = 1
       union all
       select d.n, d.day, s.streak, s.freezes, s.freezes_used
         from walk w join days d on d.n = w.n + 1,
              lateral app.streak_after_visit(w.streak, w.freezes, w.day, d.day) s
     )
     select streak, freezes, freezes_used from walk order by n desc limit 1`,
    [zone, instants],
  );
  return rows[0]!;
}

afterAll(async () => {
  await closeDb();
});

describe('app.streak_after_visit (the one rule)', () => {
  it('keeps the same day, adds the next one, and restarts at 1 after a missed day without a freeze', async () => {
    expect(await rule(4, 0, '2026-11-24', '2026-11-24')).toEqual({ streak: 4, freezes: 0, freezes_used: 0 });
    expect(await rule(4, 0, '2026-11-23', '2026-11-24')).toEqual({ streak: 5, freezes: 0, freezes_used: 0 });
    expect(await rule(4, 0, '2026-11-22', '2026-11-24')).toEqual({ streak: 1, freezes: 0, freezes_used: 0 });
    expect(await rule(0, 0, null, '2026-11-24')).toEqual({ streak: 1, freezes: 0, freezes_used: 0 });
    // A time-zone change westwards can make "today" earlier than the last visit: the same day.
    expect(await rule(4, 0, '2026-11-25', '2026-11-24')).toEqual({ streak: 4, freezes: 0, freezes_used: 0 });
  });

  it('earns a freeze on every 7th day of a streak, at most two held', async () => {
    expect(await rule(6, 0, '2026-11-23', '2026-11-24')).toEqual({ streak: 7, freezes: 1, freezes_used: 0 });
    expect(await rule(13, 1, '2026-11-23', '2026-11-24')).toEqual({ streak: 14, freezes: 2, freezes_used: 0 });
    expect(await rule(20, 2, '2026-11-23', '2026-11-24')).toEqual({ streak: 21, freezes: 2, freezes_used: 0 });
    expect(await rule(8, 1, '2026-11-23', '2026-11-24')).toEqual({ streak: 9, freezes: 1, freezes_used: 0 });
  });

  it('spends one freeze per missed day and goes on; too few freezes restart the streak and keep them', async () => {
    expect(await rule(9, 1, '2026-11-22', '2026-11-24')).toEqual({ streak: 10, freezes: 0, freezes_used: 1 });
    expect(await rule(9, 2, '2026-11-21', '2026-11-24')).toEqual({ streak: 10, freezes: 0, freezes_used: 2 });
    expect(await rule(9, 1, '2026-11-21', '2026-11-24')).toEqual({ streak: 1, freezes: 1, freezes_used: 0 });
    // The day a freeze is spent can itself be a 7th day, which earns one back.
    expect(await rule(13, 1, '2026-11-22', '2026-11-24')).toEqual({ streak: 14, freezes: 1, freezes_used: 1 });
  });

  it('counts days at the learner’s midnight, in several time zones', async () => {
    // 23:50 and 00:10 local: two days in a row, whatever the UTC dates are.
    for (const [zone, late, early] of [
      ['America/Los_Angeles', '2026-11-23T23:50:00-08:00', '2026-11-24T00:10:00-08:00'],
      ['Asia/Tokyo', '2026-11-23T23:50:00+09:00', '2026-11-24T00:10:00+09:00'],
      ['Asia/Kolkata', '2026-11-23T23:50:00+05:30', '2026-11-24T00:10:00+05:30'],
      ['UTC', '2026-11-23T23:50:00Z', '2026-11-24T00:10:00Z'],
    ] as const) {
      expect(await visitsAt(zone, [late, early]), zone).toMatchObject({ streak: 2 });
      // 00:10 and 23:50 of the same local day: one day (their UTC dates differ except in UTC).
      expect(await visitsAt(zone, [early, early.replace('00:10', '23:50')]), zone).toMatchObject({ streak: 1 });
    }
    // Los Angeles: Monday 23:50 then Wednesday 00:10 local is a missed Tuesday, though in UTC the
    // two instants are only one date apart.
    expect(await visitsAt('America/Los_Angeles', ['2026-11-23T23:50:00-08:00', '2026-11-25T00:10:00-08:00'])).toMatchObject({ streak: 1 });
    // Seven days in a row in Tokyo, late at night, earn a freeze; it then covers a missed day.
    const week = Array.from({ length: 7 }, (_, day) => `2026-11-${String(16 + day).padStart(2, '0')}T23:55:00+09:00`);
    expect(await visitsAt('Asia/Tokyo', week)).toEqual({ streak: 7, freezes: 1, freezes_used: 0 });
    expect(await visitsAt('Asia/Tokyo', [...week, '2026-11-24T00:05:00+09:00'])).toEqual({ streak: 8, freezes: 0, freezes_used: 1 });
  });
});

describe('app.record_visit with the learner’s time zone and freezes', () => {
  it('keeps the zone the browser sends, ignores an unknown one, and spends a held freeze on a missed day', async () => {
    const user = await createUser();
    const zone = 'Pacific/Kiritimati';
    const local = `(now() at time zone '${zone}')::date`;
    await db().query(`update public.profiles set login_streak = 9, streak_freezes = 1, last_login_on = ${local} - 2 where id = $1`, [user.id]);
    const visit = await rpc<{ loginStreak: number; streakFreezes: number; freezesUsed: number; user: { streakFreezes: number } }>(user, 'record_visit', [zone]);
    expect(visit).toMatchObject({ loginStreak: 10, streakFreezes: 0, freezesUsed: 1, user: { loginStreak: 10, streakFreezes: 0 } });
    const stored = await db().query(`select time_zone, last_login_on = ${local} as today from public.profiles where id = $1`, [user.id]);
    expect(stored.rows[0]).toEqual({ time_zone: zone, today: true });

    expect(await rpc<{ loginStreak: number }>(user, 'record_visit', ['Mars/Olympus_Mons'])).toMatchObject({ loginStreak: 10 });
    expect((await db().query('select time_zone from public.profiles where id = $1', [user.id])).rows[0]).toEqual({ time_zone: zone });
  });

  it('makes the first visit day one in the learner’s own zone, so the next local day is day two, east or west of UTC', async () => {
    // A zone whose date differs from UTC's right now: 12 hours behind before noon UTC, 14 ahead after 10:00.
    const { rows } = await db().query<{ hour: number }>(`select extract(hour from now() at time zone 'UTC')::int as hour`);
    for (const zone of rows[0]!.hour < 12 ? ['Etc/GMT+12', 'UTC'] : ['Etc/GMT-14', 'UTC']) {
      const learner = await signUpUser();
      const token = learner.session.access_token;
      const first = await callApi('POST', `/api/users/${learner.user.id}/visit`, { token, body: { timeZone: zone } });
      expect(first.json, zone).toMatchObject({ loginStreak: 1 });
      const day = await db().query(`select last_login_on = (now() at time zone $2)::date as local from public.profiles where id = $1`, [learner.user.id, zone]);
      expect(day.rows[0], zone).toEqual({ local: true });
      // The learner's next local day (their past moved one day back, as tests/support/days.ts does).
      await db().query('update public.profiles set last_login_on = last_login_on - 1 where id = $1', [learner.user.id]);
      const second = await callApi('POST', `/api/users/${learner.user.id}/visit`, { token, body: { timeZone: zone } });
      expect(second.json, zone).toMatchObject({ loginStreak: 2 });
    }
  });

  it('counts a login, by password or from an e-mailed link, on the day of the zone it sends, as the visit after it does', async () => {
    // The stored zone 12 hours behind UTC and the browser's 14 ahead: their dates differ at any hour, as
    // UTC's and a zone east of it do from the learner's midnight to UTC's (a never-visited account is
    // stored in UTC). Counted in the stored zone, the login and the visit after it fell on two dates.
    const [stored, browser] = ['Etc/GMT+12', 'Etc/GMT-14'];
    const onBrowserDay = async (id: string) =>
      (await db().query(`select time_zone, last_login_on = (now() at time zone $2)::date as local from public.profiles where id = $1`, [id, browser])).rows[0];
    for (const way of ['password', 'link'] as const) {
      const learner = await signUpUser();
      const token = learner.session.access_token;
      await db().query('update public.profiles set time_zone = $2 where id = $1', [learner.user.id, stored]);
      const login =
        way === 'password'
          ? await callApi('POST', '/api/auth/login', { body: { email: learner.email, password: learner.password, timeZone: browser } })
          : await callApi('POST', '/api/auth/session', { token, body: { timeZone: browser } });
      expect(login.status, way).toBe(200);
      expect(login.json, way).toMatchObject({ user: { loginStreak: 1 } });
      expect(await onBrowserDay(learner.user.id), way).toEqual({ time_zone: browser, local: true });
      const visit = await callApi('POST', `/api/users/${learner.user.id}/visit`, { token, body: { timeZone: browser } });
      expect(visit.json, way).toMatchObject({ loginStreak: 1, daysMissed: 0 });
    }
    // Without a zone (an older web) a login keeps the stored one; a malformed one is refused.
    const older = await signUpUser();
    await db().query('update public.profiles set time_zone = $2 where id = $1', [older.user.id, browser]);
    expect((await callApi('POST', '/api/auth/login', { body: { email: older.email, password: older.password } })).status).toBe(200);
    expect(await onBrowserDay(older.user.id)).toEqual({ time_zone: browser, local: true });
    const bad = await callApi('POST', '/api/auth/login', { body: { email: older.email, password: older.password, timeZone: "x'; drop table--" } });
    expect(bad.status).toBe(400);
  });

  it('gives a learner no way to set freezes, streak or zone except by visiting', async () => {
    const user = await createUser();
    const attempt = sqlAs(user, `update public.profiles set streak_freezes = 2, login_streak = 99 where id = auth.uid()`, []);
    await expect(attempt).rejects.toThrow(/permission denied/);
    const anon = await db().query(`select has_function_privilege('anon', 'app.streak_after_visit(integer, integer, date, date)', 'execute') as rule,
                                          has_function_privilege('authenticated', 'app.streak_after_visit(integer, integer, date, date)', 'execute') as learner`);
    expect(anon.rows[0]).toEqual({ rule: false, learner: false });
  });

  it('POST /api/users/:id/visit takes the browser’s zone, answers the freezes held, and refuses a malformed zone', async () => {
    const learner = await signUpUser();
    const token = learner.session.access_token;
    // The first visit is day one in the zone it sends, whatever the UTC date is.
    const answer = await callApi('POST', `/api/users/${learner.user.id}/visit`, { token, body: { timeZone: 'Asia/Kolkata' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ loginStreak: 1, streakFreezes: 0, user: { streakFreezes: 0 } });
    expect((await db().query('select time_zone from public.profiles where id = $1', [learner.user.id])).rows[0]).toEqual({ time_zone: 'Asia/Kolkata' });
    // No body (an older web) keeps the stored zone.
    expect((await callApi('POST', `/api/users/${learner.user.id}/visit`, { token })).status).toBe(200);
    expect((await db().query('select time_zone from public.profiles where id = $1', [learner.user.id])).rows[0]).toEqual({ time_zone: 'Asia/Kolkata' });
    const bad = await callApi('POST', `/api/users/${learner.user.id}/visit`, { token, body: { timeZone: "x'; drop table--" } });
    expect(bad.status).toBe(400);
  });
});
