/**
 * The operators' reports (schema `reports`, docs/operators.md): each view's rows on a small known
 * data set made here (the day-by-day views are compared before and after it, since the stack also
 * holds demo content and other tests' data), and that nobody but the database owner reads them:
 * not a learner, not an admin, not the anon key, not service_role, neither through supabase-js nor
 * as those roles in SQL.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, closeDb, db } from '../support/clients';
import { newLearner } from './api-helpers';
import { createAdmin, createUser, expectBooksBalanced, failureOf, makeCourses, makeQuiz, rpc, sqlAs, type TestUser } from './db-helpers';

const REPORTS = [
  'signups_by_source',
  'signups_by_link_source',
  'signups_by_referrer',
  'activation_funnel',
  'course_completion',
  'quiz_results',
  'token_economy',
  'redemptions_waiting',
  'books_check',
  'referral_refusals',
] as const;

type Row = Record<string, unknown>;
const read = async (view: string, where = 'true', values: unknown[] = []): Promise<Row[]> =>
  (await db().query(`select * from reports.${view} where ${where}`, values)).rows;

/** The counts of the rows matching `key`, as numbers, so a before/after difference can be taken. */
function countsBy(rows: Row[], key: (row: Row) => string, field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + Number(row[field]));
  return counts;
}
const grown = (before: Map<string, number>, after: Map<string, number>) =>
  Object.fromEntries([...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)]).filter(([, v]) => v !== 0));

const today = async () => (await db().query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d;
const thisWeek = async () => (await db().query<{ w: string }>(`select date_trunc('week', now() at time zone 'UTC')::date::text as w`)).rows[0]!.w;

let day: string;
let week: string;
let referrer: TestUser;
let referred: TestUser;
let direct: TestUser;
let course: number;
let quiz: number;
let waiting: number;
const before: Record<string, Row[]> = {};

beforeAll(async () => {
  day = await today();
  week = await thisWeek();
  before.source = await read('signups_by_source', 'day = $1::date', [day]);
  before.funnel = await read('activation_funnel', 'signup_week = $1::date', [week]);
  before.economy = await read('token_economy', 'day = $1::date', [day]);

  referrer = await createUser({ name: 'Report Referrer' });
  const code = (await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.id])).rows[0]!.invite_code;
  referred = await createUser({ name: 'Report Referred', referralCode: code });
  direct = await createUser({ name: 'Report Direct' });

  ({ publicCourse: course } = await makeCourses());
  quiz = await makeQuiz(course, 2);
  // The referred learner does station 1, starts the course and answers the quiz right; the direct
  // learner does all five stations, completes the course, answers wrong and buys two rewards.
  await rpc(referred, 'complete_mission', [1]);
  await rpc(referred, 'update_course_progress', [course, 60, false]);
  await rpc(referred, 'answer_quiz', [quiz, 2]);
  for (const mission of [1, 2, 3, 4, 5]) await rpc(direct, 'complete_mission', [mission]);
  await rpc(direct, 'update_course_progress', [course, 100, true]);
  await rpc(direct, 'answer_quiz', [quiz, 0]);
  await rpc(direct, 'redeem_reward', ['social_posts']);
  const bought = await rpc<{ redemption: { id: number } }>(direct, 'redeem_reward', ['warm_leads']);
  waiting = bought.redemption.id;
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('reports on a known data set', () => {
  it('signups_by_source counts the referred signup as referral and the other two as direct', async () => {
    const key = (row: Row) => String(row.source);
    expect(grown(countsBy(before.source!, key, 'signups'), countsBy(await read('signups_by_source', 'day = $1::date', [day]), key, 'signups'))).toEqual({
      referral: 1,
      direct: 2,
    });
  });

  it('signups_by_referrer names the referrer, with the signup rewarded', async () => {
    expect(await read('signups_by_referrer', 'referrer_id = $1', [referrer.id])).toEqual([
      { day: expect.any(Date), referrer_id: referrer.id, referrer: 'Report Referrer', signups: '1', rewarded: '1' },
    ]);
  });

  it('activation_funnel moves this week by the three signups, two station-1s, and the one who did every step but a referral', async () => {
    const fields = ['registered', 'station_1', 'all_stations', 'first_course', 'first_referral'];
    const [now] = await read('activation_funnel', 'signup_week = $1::date', [week]);
    const was = before.funnel![0] ?? {};
    expect(Object.fromEntries(fields.map((f) => [f, Number(now![f]) - Number(was[f] ?? 0)]))).toEqual({
      registered: 3,
      station_1: 2,
      all_stations: 1,
      first_course: 1,
      // The referrer brought someone but did no station: a funnel step needs every step before it.
      first_referral: 0,
    });
  });

  it('course_completion: two started, one completed, 50 %', async () => {
    expect(await read('course_completion', 'course_id = $1', [course])).toEqual([
      { course_id: String(course), title: expect.any(String), is_public: true, started: '2', completed: '1', percent_completed: '50.0' },
    ]);
  });

  it('quiz_results: two answers, one correct, 50 %', async () => {
    expect(await read('quiz_results', 'quiz_id = $1', [quiz])).toEqual([
      {
        quiz_id: String(quiz),
        course_id: String(course),
        course: expect.any(String),
        question: 'Which is right?',
        answers: '2',
        correct: '1',
        percent_correct: '50.0',
      },
    ]);
  });

  it('token_economy: issued by reason and spent by reward, to the token', async () => {
    const missions = (await db().query<{ id: number; tokens: number }>('select id, tokens from public.missions order by id')).rows;
    const missionTokens = missions.reduce((sum, m) => sum + m.tokens, 0) + missions[0]!.tokens;
    const settings = (await db().query<{ referral_tokens: number; course_completion_tokens: number }>('select * from app.settings')).rows[0]!;
    const costs = Object.fromEntries((await db().query<{ id: string; cost: number }>(`select id, cost from public.rewards`)).rows.map((r) => [r.id, r.cost]));
    const key = (row: Row) => `${String(row.flow)}:${String(row.what)}`;
    const after = await read('token_economy', 'day = $1::date', [day]);
    expect(grown(countsBy(before.economy!, key, 'tokens'), countsBy(after, key, 'tokens'))).toEqual({
      'issued:mission': missionTokens,
      'issued:referral': settings.referral_tokens,
      'issued:course_completion': settings.course_completion_tokens,
      'spent:social_posts': costs.social_posts,
      'spent:warm_leads': costs.warm_leads,
    });
    expect(grown(countsBy(before.economy!, key, 'entries'), countsBy(after, key, 'entries'))).toMatchObject({ 'issued:mission': 6, 'spent:warm_leads': 1 });
  });

  it('redemptions_waiting lists the manual reward with the learner and how long it has waited', async () => {
    expect(await read('redemptions_waiting', 'redemption_id = $1', [waiting])).toEqual([
      {
        redemption_id: String(waiting),
        redeemed_at: expect.any(Date),
        waiting: expect.anything(),
        reward: '10 Warm Leads',
        learner: 'Report Direct',
        learner_email: direct.email,
        user_id: direct.id,
      },
    ]);
  });

  it('referral_refusals lists a refused referral with its reason', async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await createUser({ name: 'Refused Referrer', email: `mailbox-${tag}@example.com` });
    const code = (await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [owner.id])).rows[0]!.invite_code;
    await createUser({ email: `mailbox-${tag}+again@example.com`, referralCode: code });
    expect(await read('referral_refusals', 'referrer_id = $1', [owner.id])).toEqual([
      {
        day: expect.any(Date),
        created_at: expect.any(Date),
        referrer_id: owner.id,
        referrer: 'Refused Referrer',
        referred_email: `mailbox-${tag}+again@example.com`,
        mailbox: `mailbox-${tag}@example.com`,
        reason: `Same mailbox as the referrer (mailbox-${tag}@example.com)`,
      },
    ]);
  });

  it('reads a window: a signup of 100 days ago is in no row of signups_by_source or activation_funnel', async () => {
    const old = await createUser({ name: 'Old Signup' });
    const { rows } = await db().query<{ day: string; week: string }>(
      `update public.profiles set created_at = now() - interval '100 days' where id = $1
       returning (created_at at time zone 'UTC')::date::text as day, date_trunc('week', created_at at time zone 'UTC')::date::text as week`,
      [old.id],
    );
    expect(await read('signups_by_source', 'day = $1::date', [rows[0]!.day])).toEqual([]);
    expect(await read('activation_funnel', 'signup_week = $1::date', [rows[0]!.week])).toEqual([]);
    expect((await read('activation_funnel')).length).toBeLessThanOrEqual(12);
  });

  it('books_check is empty while the books balance', async () => {
    expect(await read('books_check')).toEqual([]);
  });

  it('every report says what it shows (comment on)', async () => {
    const { rows } = await db().query<{ name: string; comment: string | null }>(
      `select c.relname as name, obj_description(c.oid, 'pg_class') as comment
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'reports' order by 1`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([...REPORTS].sort());
    for (const row of rows) expect(row.comment, row.name).toMatch(/^\S.{30,}$/);
  });
});

describe('signups by link source', () => {
  it('counts referred signups by the source their link carried; a source the app does not write is unknown; no referral, no row', async () => {
    const before = await read('signups_by_link_source', 'day = $1::date', [day]);
    const sponsor = await createUser({ name: 'Link Source Sponsor' });
    const code = (await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [sponsor.id])).rows[0]!.invite_code;
    await createUser({ name: 'Came By WhatsApp', referralCode: code, meta: { source: 'whatsapp' } });
    await createUser({ name: 'Came By E-mail', referralCode: code, meta: { source: 'EMAIL ' } });
    // The metadata is the signer's own text: a source the app does not write is not kept.
    await createUser({ name: 'Came From Elsewhere', referralCode: code, meta: { source: 'spam-site' } });
    // A source with no code that matched a referrer makes no referral, so no row.
    await createUser({ name: 'No Referrer', meta: { source: 'facebook' } });
    const key = (row: Row) => String(row.link_source);
    const after = await read('signups_by_link_source', 'day = $1::date', [day]);
    expect(grown(countsBy(before, key, 'signups'), countsBy(after, key, 'signups'))).toEqual({ whatsapp: 1, email: 1, unknown: 1 });
  });
});

describe('who can read the reports', () => {
  it('is not in the Data API: supabase/config.toml exposes public and graphql_public only', () => {
    const config = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    expect(config).toMatch(/^schemas = \["public", "graphql_public"\]$/m);
  });

  it('refuses a learner, an admin, the anon role and service_role in SQL', async () => {
    const learner = await createUser();
    const admin = await createAdmin();
    for (const view of REPORTS) {
      for (const caller of [learner, admin, 'anon' as const]) {
        expect(await failureOf(sqlAs(caller, `select * from reports.${view}`)), `${view}`).toMatchObject({ code: '42501' });
      }
      const client = await db().connect();
      try {
        await client.query('begin');
        await client.query('set local role service_role');
        expect(await failureOf(client.query(`select * from reports.${view}`))).toMatchObject({ code: '42501' });
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  });

  it('gives nothing to supabase-js with the anon key, a learner or the admin', async () => {
    const learner = await newLearner('Report Reader');
    const adminClient = anonClient();
    const signIn = await adminClient.auth.signInWithPassword({ email: 'admin@moneytrain.local', password: 'admin-password' });
    expect(signIn.error).toBeNull();
    for (const client of [anonClient(), learner.client!, adminClient]) {
      const answer = await client.schema('reports').from('books_check').select('*');
      expect(answer.data).toBeNull();
      expect(answer.error).not.toBeNull();
    }
  });
});
