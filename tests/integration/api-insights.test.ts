/**
 * Insights for admins (`GET /api/insights`, app.insights(); docs/product.md#insights): the admin
 * reads the funnel, signups by source and the token economy exactly as the operators' reports hold
 * them, within their windows, and a known data set made here moves them as it should; nobody else
 * reads them: a learner (403 through the API, MT403 calling the RPC in SQL, nothing through
 * supabase-js), the anon key (401; no execute right in SQL) and service_role (no execute right).
 * Answers are parsed against the contract by callApi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '../../contract/index.ts';
import { anonClient, callApi, closeDb, db } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { createAdmin, createUser, expectBooksBalanced, failureOf, rpc, sqlAs } from './db-helpers';

const insightsAs = async (caller: Caller | undefined) => callApi('GET', '/api/insights', { token: caller?.token });

async function adminInsights(): Promise<Insights> {
  const answer = await insightsAs(await fileAdmin());
  expect(answer.status).toBe(200);
  return answer.json as unknown as Insights;
}

const today = async () => (await db().query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d;
const thisWeek = async () => (await db().query<{ w: string }>(`select date_trunc('week', now() at time zone 'UTC')::date::text as w`)).rows[0]!.w;

/** The three reports as their owner reads them, in the answer's shape and order. */
async function reportsAsOwner(): Promise<Omit<Insights, 'windows' | 'retention'>> {
  const funnel = await db().query<Insights['funnel'][number]>(
    `select signup_week::text as week, registered::int, station_1::int as "station1", all_stations::int as "allStations",
            first_course::int as "firstCourse", first_referral::int as "firstReferral"
       from reports.activation_funnel order by signup_week`,
  );
  const signups = await db().query<Insights['signups'][number]>(`select day::text, source, signups::int from reports.signups_by_source order by day, source`);
  const tokens = await db().query<Insights['tokens'][number]>(
    `select day::text, flow, what, entries::int, tokens::int from reports.token_economy order by day, flow, tokens desc, what`,
  );
  return { funnel: funnel.rows, signups: signups.rows, tokens: tokens.rows };
}

const sumWhere = <T>(rows: T[], keep: (row: T) => boolean, value: (row: T) => number) => rows.filter(keep).reduce((sum, row) => sum + value(row), 0);

let day: string;
let week: string;
let before: Insights;

beforeAll(async () => {
  [day, week] = await Promise.all([today(), thisWeek()]);
  before = await adminInsights();
  // Known data: a referrer, one learner who joined with their code and did station 1, one direct
  // learner who did all five stations and bought a reward.
  const referrer = await createUser({ name: 'Insights Referrer' });
  const code = (await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.id])).rows[0]!.invite_code;
  const referred = await createUser({ name: 'Insights Referred', referralCode: code });
  const direct = await createUser({ name: 'Insights Direct' });
  await rpc(referred, 'complete_mission', [1]);
  for (const mission of [1, 2, 3, 4, 5]) await rpc(direct, 'complete_mission', [mission]);
  await rpc(direct, 'redeem_reward', ['social_posts']);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('GET /api/insights for an admin', () => {
  it('answers the three reports as their owner reads them, within the stated windows', async () => {
    const insights = await adminInsights();
    expect(insights.windows).toEqual({ funnelWeeks: 12, days: 90, asOf: day });
    expect({ funnel: insights.funnel, signups: insights.signups, tokens: insights.tokens }).toEqual(await reportsAsOwner());
    expect(insights.funnel.length).toBeGreaterThan(0);
    expect(insights.funnel.length).toBeLessThanOrEqual(12);
    const oldest = new Date(Date.parse(`${day}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    for (const row of [...insights.signups, ...insights.tokens]) expect(row.day >= oldest && row.day <= day, row.day).toBe(true);
  });

  it('moves by the known data: three signups (one referral), the funnel steps, tokens issued and spent', async () => {
    const after = await adminInsights();
    const signups = (rows: Insights['signups'], source: string) =>
      sumWhere(
        rows,
        (r) => r.day === day && r.source === source,
        (r) => r.signups,
      );
    expect(signups(after.signups, 'referral') - signups(before.signups, 'referral')).toBe(1);
    expect(signups(after.signups, 'direct') - signups(before.signups, 'direct')).toBe(2);

    const weekOf = (rows: Insights['funnel']) => rows.find((row) => row.week === week);
    const now = weekOf(after.funnel)!;
    // The referrer did no station: a funnel step counts who did it and every step before it.
    const was = weekOf(before.funnel) ?? { registered: 0, station1: 0, allStations: 0, firstCourse: 0, firstReferral: 0 };
    expect({
      registered: now.registered - was.registered,
      station1: now.station1 - was.station1,
      allStations: now.allStations - was.allStations,
      firstCourse: now.firstCourse - was.firstCourse,
      firstReferral: now.firstReferral - was.firstReferral,
    }).toEqual({ registered: 3, station1: 2, allStations: 1, firstCourse: 0, firstReferral: 0 });

    const missions = (await db().query<{ tokens: number }>('select tokens from public.missions order by station')).rows;
    const cost = (await db().query<{ cost: number }>(`select cost from public.rewards where id = 'social_posts'`)).rows[0]!.cost;
    const tokens = (rows: Insights['tokens'], flow: string, what: string) =>
      sumWhere(
        rows,
        (r) => r.day === day && r.flow === flow && r.what === what,
        (r) => r.tokens,
      );
    expect(tokens(after.tokens, 'issued', 'mission') - tokens(before.tokens, 'issued', 'mission')).toBe(
      missions.reduce((sum, m) => sum + m.tokens, 0) + missions[0]!.tokens,
    );
    expect(tokens(after.tokens, 'spent', 'social_posts') - tokens(before.tokens, 'spent', 'social_posts')).toBe(cost);
  });

  it('is answered to an admin by the flag as well as by the admin address', async () => {
    const flagged = await createAdmin();
    const [row] = await sqlAs<{ result: Insights }>(flagged, 'select app.insights() as result');
    expect(row!.result.windows).toEqual({ funnelWeeks: 12, days: 90, asOf: day });
  });
});

describe('nobody else reads the insights', () => {
  it('refuses a learner through the API (403) and an anonymous caller (401)', async () => {
    const learner = await newLearner('Insights Learner');
    expectError(await insightsAs(learner), 403, 'Only administrators can read the insights');
    expectError(await insightsAs(undefined), 401, /./);
    expectError(await insightsAs({ ...learner, token: 'not-a-token' }), 401, /./);
  });

  it('refuses a learner calling the RPC directly: supabase-js gets nothing, SQL as the learner is MT403', async () => {
    const learner = await newLearner('Insights RPC Learner');
    const answer = await learner.client!.schema('app').rpc('insights');
    expect(answer.data).toBeNull();
    expect(answer.error).not.toBeNull();
    const anonymous = await anonClient().schema('app').rpc('insights');
    expect(anonymous.data).toBeNull();
    expect(anonymous.error).not.toBeNull();

    const plain = await createUser({ name: 'Insights SQL Learner' });
    expect(await failureOf(sqlAs(plain, 'select app.insights()'))).toMatchObject({ code: 'MT403', message: 'Only administrators can read the insights' });
    expect(await failureOf(sqlAs('no-claims', 'select app.insights()'))).toMatchObject({ code: 'MT401' });
  });

  it('gives anon and service_role no execute right on app.insights(), and no grant on the reports', async () => {
    expect(await failureOf(sqlAs('anon', 'select app.insights()'))).toMatchObject({ code: '42501' });
    const { rows } = await db().query<{ role: string; execute: boolean }>(
      `select r as role, has_function_privilege(r, 'app.insights()', 'execute') as execute
         from unnest(array['anon', 'authenticated', 'service_role', 'public']::text[]) r where r <> 'public'`,
    );
    expect(rows).toEqual([
      { role: 'anon', execute: false },
      { role: 'authenticated', execute: true },
      { role: 'service_role', execute: false },
    ]);
    const grants = await db().query(
      `select grantee, table_name from information_schema.role_table_grants
        where table_schema = 'reports' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')`,
    );
    expect(grants.rows).toEqual([]);
    const definer = await db().query<{ secdef: boolean; config: string[] }>(
      `select prosecdef as secdef, proconfig as config from pg_proc where oid = 'app.insights()'::regprocedure`,
    );
    expect(definer.rows).toEqual([{ secdef: true, config: ['search_path=""'] }]);
  });
});
