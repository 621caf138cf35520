/**
 * Retention on /insights (docs/product.md#insights) against the real database: a visit counts a
 * learner once a day and once a week, a return exactly 1, 7 or 30 days after signup counts for
 * their signup week, the streak bands count every learner, and reminder sends, opens and e-mail
 * unsubscribes are counted per day. Deltas, so other files' learners do not matter.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Insights } from '../../contract/index.ts';
import { closeDb, db } from '../support/clients';
import { createAdmin, createUser, rpc } from './db-helpers';

afterAll(async () => {
  await closeDb();
});

async function retention(): Promise<Insights['retention']> {
  const admin = await createAdmin();
  return (await rpc<Insights>(admin, 'insights')).retention;
}

const todayUtc = async () => (await db().query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d;
const weekOf = async (day: string) => (await db().query<{ w: string }>('select app.week_of($1::date)::text as w', [day])).rows[0]!.w;

describe('retention figures', () => {
  it('counts a learner active once a day and once a week, however often they visit', async () => {
    const day = await todayUtc();
    const week = await weekOf(day);
    const before = await retention();
    const learner = await createUser();
    await rpc(learner, 'record_visit');
    await rpc(learner, 'record_visit');
    const after = await retention();
    const daily = (r: Insights['retention']) => r.daily.find((row) => row.day === day)?.active ?? 0;
    const weekly = (r: Insights['retention']) => r.weekly.find((row) => row.week === week)?.active ?? 0;
    expect(daily(after) - daily(before)).toBe(1);
    expect(weekly(after) - weekly(before)).toBe(1);
  });

  it('counts a return 1 and 7 days after signup for the signup week, and not on other days', async () => {
    const day1 = await createUser();
    const day7 = await createUser();
    const day3 = await createUser();
    for (const [user, days] of [
      [day1, 1],
      [day7, 7],
      [day3, 3],
    ] as const) {
      await db().query(`update public.profiles set created_at = now() - make_interval(days => $2) where id = $1`, [user.id, days]);
    }
    const weekOfDaysAgo = async (days: number) =>
      (await db().query<{ w: string }>(`select app.week_of(((now() - make_interval(days => $1)) at time zone 'UTC')::date)::text as w`, [days])).rows[0]!.w;
    const counts = async (week: string) =>
      (
        await db().query<{ d1: number; d7: number }>(
          `select coalesce(sum(returned) filter (where offset_days = 1), 0)::int as d1, coalesce(sum(returned) filter (where offset_days = 7), 0)::int as d7
             from app.retention_counts where signup_week = $1`,
          [week],
        )
      ).rows[0]!;
    const [week1, week7, week3] = await Promise.all([weekOfDaysAgo(1), weekOfDaysAgo(7), weekOfDaysAgo(3)]);
    const before = { w1: await counts(week1), w7: await counts(week7), w3: await counts(week3) };
    for (const user of [day1, day7, day3]) await rpc(user, 'record_visit');
    expect((await counts(week1)).d1 - before.w1.d1).toBe(1);
    expect((await counts(week7)).d7 - before.w7.d7).toBe(1);
    // A return on day 3 counts neither (only D1, D7 and D30 are kept).
    const after3 = await counts(week3);
    // The day-1 and day-7 returns above count here only when their signup week is this one too (on a
    // Monday, 1, 3 and 7 days ago are all last week: both count).
    expect(after3.d1 + after3.d7 - (before.w3.d1 + before.w3.d7)).toBe((week3 === week1 ? 1 : 0) + (week3 === week7 ? 1 : 0));
    const cohorts = (await retention()).cohorts;
    expect(cohorts.find((row) => row.week === week1)?.d1).toBeGreaterThanOrEqual(1);
  });

  it('puts every learner in a streak band and counts reminder sends, opens and unsubscribes per day', async () => {
    const before = await retention();
    const streaker = await createUser();
    await db().query('update public.profiles set login_streak = 15 where id = $1', [streaker.id]);
    // As the app records them (kept counters, supabase/schemas/retention.sql): two sends in one
    // statement (a run's claim), the learner opens one (twice: counted once) and unsubscribes by the
    // e-mail's link (again: e-mails were already off, not counted).
    await db().query(`insert into public.reminder_settings (user_id, daily_at, by_email) values ($1, '08:00', true)`, [streaker.id]);
    const { rows: sends } = await db().query<{ id: string }>(
      `insert into public.reminder_sends (user_id, kind, local_day, channels) values ($1, 'daily', current_date, '{email}'), ($1, 'streak_risk', current_date, '{push}') returning id::text`,
      [streaker.id],
    );
    await rpc(streaker, 'reminder_opened', [sends[0]!.id]);
    await rpc(streaker, 'reminder_opened', [sends[0]!.id]);
    const { rows: token } = await db().query<{ t: string }>('select unsubscribe_token::text as t from public.reminder_settings where user_id = $1', [
      streaker.id,
    ]);
    await db().query('select app.unsubscribe_reminders($1::uuid)', [token[0]!.t]);
    await db().query('select app.unsubscribe_reminders($1::uuid)', [token[0]!.t]);
    const after = await retention();
    const band = (r: Insights['retention']) => r.streaks.find((row) => row.streak === '14-29 days')?.learners ?? 0;
    expect(band(after) - band(before)).toBe(1);
    expect(after.streaks.map((row) => row.streak)).toEqual(['0-1 days', '2-6 days', '7-13 days', '14-29 days', '30+ days']);
    const day = await todayUtc();
    const today = (r: Insights['retention']) => r.reminders.find((row) => row.day === day) ?? { sends: 0, opens: 0, unsubscribes: 0 };
    expect({
      sends: today(after).sends - today(before).sends,
      opens: today(after).opens - today(before).opens,
      unsubscribes: today(after).unsubscribes - today(before).unsubscribes,
    }).toEqual({ sends: 2, opens: 1, unsubscribes: 1 });
  });
});
