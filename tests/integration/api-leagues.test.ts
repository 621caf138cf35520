/**
 * Weekly starter leagues (docs/product.md#weekly-starter-leagues) on the real stack: placement by
 * the week of joining (the 31st joiner of a week starts a new league), this week's points from the
 * ledger, promotion of last week's top 5 stored on the first read after the week (and only once),
 * the live standings on the league's private topic, and what a learner may not read or write.
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_STANDINGS_EVENT, leagueTopic, type League, type LeagueStandings } from '../../contract/leagues';
import { callApi, closeDb, db } from '../support/clients';
import { leagueOf as leagueOfIds } from '../support/leagues';
import { createAuthAccounts } from '../support/accounts';
import { eventually } from '../support/eventually';
import { type Caller, expectError, newLearner } from './api-helpers';
import { claimsOf, expectBooksBalanced, grant, sqlAs } from './db-helpers';

const myLeague = async (caller: Caller) => {
  const answer = await callApi('GET', '/api/league', { token: caller.token });
  expect(answer.status).toBe(200);
  return answer.json as unknown as League;
};

/** A fresh league of the given cohort week holding these learners, its id as the api gives it (a number). */
const leagueOf = async (users: Caller[], cohortWeekSql?: string): Promise<number> =>
  Number(
    await leagueOfIds(
      users.map((user) => user.id),
      cohortWeekSql,
    ),
  );

/** Points in the ledger at a given time (an adjustment, as support staff would). */
const pointsAt = (user: Caller, points: number, atSql: string) =>
  db().query(`insert into public.ledger (user_id, delta_points, reason, reference, created_at) values ($1, $2, 'adjustment', $3, ${atSql})`, [
    user.id,
    points,
    `test:${randomUUID()}`,
  ]);

const learners: Caller[] = [];
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  for (let index = 0; index < 7; index += 1) learners.push(await newLearner(`League Rider ${index + 1}`));
});

afterAll(async () => {
  for (const channel of channels) await channel.unsubscribe();
  for (const learner of learners) learner.client?.realtime.disconnect();
  await expectBooksBalanced();
  await closeDb();
});

describe('placement', () => {
  it('places every new learner in a league of their join week, at most 30 a league', async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      // Fill this week's leagues with room first (locked by this transaction until it ends).
      const { rows } = await client.query<{ room: string }>(
        'select coalesce(sum(s.league_size - l.members), 0) as room from public.leagues l, app.settings s where l.cohort_week = app.week_start(now()) and l.members < s.league_size',
      );
      const fill = Number(rows[0]!.room);
      const emails = (count: number) => Array.from({ length: count }, () => `league-${randomUUID().slice(0, 8)}@example.com`);
      if (fill > 0) await createAuthAccounts(client, { emails: emails(fill), identities: false, bcryptCost: 4 });
      const thirty = await createAuthAccounts(client, { emails: emails(30), identities: false, bcryptCost: 4 });
      const [last] = await createAuthAccounts(client, { emails: emails(1), identities: false, bcryptCost: 4 });
      const placed = await client.query<{ user_id: string; league_id: string; members: number; cohort_week: string }>(
        `select m.user_id, m.league_id, l.members, to_char(l.cohort_week, 'YYYY-MM-DD') as cohort_week
           from public.league_members m join public.leagues l on l.id = m.league_id where m.user_id = any($1::uuid[])`,
        [[...thirty.map((user) => user.id), last!.id]],
      );
      const leagueOfUser = new Map(placed.rows.map((row) => [row.user_id, row]));
      const first = leagueOfUser.get(thirty[0]!.id)!;
      expect(new Set(thirty.map((user) => leagueOfUser.get(user.id)!.league_id))).toEqual(new Set([first.league_id]));
      expect(first.members).toBe(30);
      const thirtyFirst = leagueOfUser.get(last!.id)!;
      expect(thirtyFirst.league_id).not.toBe(first.league_id);
      expect(thirtyFirst.members).toBe(1);
      const monday = (await client.query<{ d: string }>(`select to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD') as d`)).rows[0]!.d;
      expect(thirtyFirst.cohort_week).toBe(monday);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('this week', () => {
  it('ranks the points each member earned since Monday 00:00 UTC, from the ledger', async () => {
    const [a, b, c] = learners;
    const league = await leagueOf([a!, b!, c!]);
    await pointsAt(a!, 500, `app.week_start(now())::timestamp at time zone 'UTC' - interval '1 minute'`); // last week: not counted
    await grant(a!, 0, 20);
    await grant(b!, 0, 45);
    await grant(c!, 0, 20);
    const mine = await myLeague(a!);
    expect(mine.leagueId).toBe(league);
    expect(mine.members.map((member) => [member.name, member.weeklyPts, member.rank])).toEqual([
      ['League Rider 2', 45, 1],
      ['League Rider 1', 20, 2],
      ['League Rider 3', 20, 2],
    ]);
    expect(mine.myRank).toBe(2);
    expect(mine.starter).toBe(true);
    expect(new Date(mine.weekStart).getUTCDay()).toBe(1);
    expect(new Date(mine.weekEnd).getTime() - new Date(mine.weekStart).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(mine.weekStart).getTime());
    expect(Date.now()).toBeLessThan(new Date(mine.weekEnd).getTime());
    expect(JSON.stringify(mine)).not.toContain(b!.email);
    expectError(await callApi('GET', '/api/league'), 401, /./);
  });

  it('leaves administrators out of the race: not in the standings, not ranked, not in the results', async () => {
    const tag = randomUUID().slice(0, 4);
    const [f, g, admin] = [await newLearner(`Race One ${tag}`), await newLearner(`Race Two ${tag}`), await newLearner(`League Admin ${tag}`)];
    await db().query('update public.profiles set is_admin = true where id = $1', [admin.id]);
    const league = await leagueOf([f, g, admin]);
    await grant(admin, 0, 90);
    await grant(f, 0, 10);
    const seen = await myLeague(f);
    expect(seen.leagueId).toBe(league);
    expect(seen.members.map((member) => [member.name, member.rank])).toEqual([
      [`Race One ${tag}`, 1],
      [`Race Two ${tag}`, 2],
    ]);
    expect(seen.myRank).toBe(1);
    // The admin still reads the league (support), unranked.
    const adminView = await myLeague(admin);
    expect(adminView.members.some((member) => member.id === admin.id)).toBe(false);
    expect(adminView.myRank).toBeNull();
    const { rows } = await db().query('select user_id from app.league_points($1, app.week_start(now())) where user_id = $2', [league, admin.id]);
    expect(rows).toEqual([]);
  });

  it('sends the new standings live to the league’s members only', async () => {
    const [a, b] = learners;
    const outsider = learners[6]!;
    const league = (await myLeague(a!)).leagueId;
    const received: LeagueStandings[] = [];
    await b!.client!.realtime.setAuth(b!.token);
    const channel = b!.client!.channel(leagueTopic(league), { config: { private: true } }).on('broadcast', { event: LEAGUE_STANDINGS_EVENT }, (message) => {
      received.push(message.payload as LeagueStandings);
    });
    channels.push(channel);
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(error ?? new Error(status)) : undefined)),
    );
    await grant(a!, 0, 40);
    const standings = await eventually(() => received.at(-1), 'the league standings broadcast');
    expect(standings.members.find((member) => member.name === 'League Rider 1')).toMatchObject({ weeklyPts: 60, rank: 1 });

    await outsider.client!.realtime.setAuth(outsider.token);
    const refused = await new Promise<string>((resolve) => {
      const intruder = outsider.client!.channel(leagueTopic(league), { config: { private: true } });
      channels.push(intruder);
      intruder.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve(status);
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(error?.message ?? status);
      });
    });
    expect(refused).not.toBe('SUBSCRIBED');
  });
});

describe('promotion', () => {
  it('marks last week’s top 5 with points promoted on the first read after the week, once, and keeps the history', async () => {
    const riders = learners.slice(0, 6);
    const league = await leagueOf(riders, `app.week_start(now()) - 14`);
    const lastWeek = `app.week_start(now())::timestamp at time zone 'UTC' - interval '3 days'`;
    for (const [index, rider] of riders.slice(0, 5).entries()) await pointsAt(rider, 70 - index * 10, lastWeek);
    await pointsAt(riders[0]!, 15, `app.week_start(now())::timestamp at time zone 'UTC' - interval '10 days'`); // the week before

    const mine = await myLeague(riders[5]!);
    expect(mine.promotedLastWeek).toEqual(riders.slice(0, 5).map((rider) => rider.id));
    expect(mine.members.map((member) => member.id)).toContain(riders[5]!.id);

    const history = async () =>
      (
        await db().query<{ week: string; user_id: string; points: number; rank: number; promoted: boolean }>(
          `select (app.week_start(now()) - week_start) / 7 as week, user_id, points, rank, promoted from public.league_results where league_id = $1 order by week_start, rank, user_id`,
          [league],
        )
      ).rows;
    const stored = await history();
    const weeksAgo = (n: number) => stored.filter((row) => Number(row.week) === n);
    expect(
      weeksAgo(1)
        .filter((row) => row.promoted)
        .map((row) => row.user_id),
    ).toEqual(riders.slice(0, 5).map((rider) => rider.id));
    expect(weeksAgo(1).find((row) => row.user_id === riders[5]!.id)).toMatchObject({ points: 0, rank: 6, promoted: false });
    // Two weeks ago only Rider 1 had points: promoted alone (nobody is promoted with 0 points).
    expect(
      weeksAgo(2)
        .filter((row) => row.promoted)
        .map((row) => row.user_id),
    ).toEqual([riders[0]!.id]);

    await myLeague(riders[1]!);
    expect(await history()).toEqual(stored);
    // Another league's results are not the caller's to read.
    const outsider = learners[6]!;
    expect(
      await sqlAs({ ...outsider, claims: claimsOf(outsider.id, outsider.email) }, 'select * from public.league_results where league_id = $1', [league]),
    ).toEqual([]);
  });
});

describe('what a learner may not do', () => {
  it('reads only their own league’s member list and never writes leagues', async () => {
    const [a] = learners;
    const outsider = learners[6]!;
    const league = (await myLeague(a!)).leagueId;
    const me = { ...outsider, claims: claimsOf(outsider.id, outsider.email) };
    expect(await sqlAs(me, 'select * from public.league_members where league_id = $1', [league])).toEqual([]);
    expect(await sqlAs(me, 'select * from public.leagues where id = $1', [league])).toEqual([]);
    expect(await sqlAs(me, 'select phone from public.profiles where id = $1', [a!.id])).toEqual([]);
    const own = await sqlAs<{ league_id: string }>(me, 'select league_id from public.league_members where user_id = $1', [outsider.id]);
    expect(own).toHaveLength(1);
    await expect(sqlAs(me, 'update public.league_members set league_id = $1 where user_id = $2', [league, outsider.id])).rejects.toThrow(/permission denied/);
    await expect(sqlAs(me, 'insert into public.leagues (cohort_week) values (current_date)')).rejects.toThrow(/permission denied/);
    await expect(sqlAs(me, `insert into public.league_results values ($1, current_date, $2, 999, 1, true)`, [league, outsider.id])).rejects.toThrow(
      /permission denied/,
    );
    await expect(sqlAs(me, 'select app.close_league_weeks($1)', [league])).rejects.toThrow(/permission denied/);
    await expect(sqlAs(me, 'select app.place_in_leagues($1, $2)', [[outsider.id], [new Date().toISOString()]])).rejects.toThrow(/permission denied/);
    await expect(sqlAs(me, 'select * from app.league_weeks_closed')).rejects.toThrow(/permission denied/);
  });
});
