/**
 * The two reports read from what triggers keep (docs/operators.md, "Reports"):
 * reports.activation_funnel groups app.activation_milestones, and reports.books_check reads the
 * index of profiles whose balances differ from the ledger sums the posting trigger keeps beside
 * them. Here a walk through every path that adds or removes the facts, with the expected funnel
 * and books computed in the test from what it did; the books check catching a balance or a kept
 * sum changed with the triggers off; and nobody but the owner reading the milestones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';
import { createUser, expectBooksBalanced, failureOf, grant, ledgerRows, makeCourses, rpc, sqlAs, type TestUser } from './db-helpers';

type Row = Record<string, unknown>;
const STEPS = ['station_1', 'all_stations', 'first_course', 'first_referral'] as const;
type Step = (typeof STEPS)[number];

/** What the test expects of one learner: the signup week and the steps ever reached. */
interface Expected {
  user: TestUser;
  week: string;
  steps: Set<Step>;
}

const funnel = async (): Promise<Map<string, Row>> =>
  new Map((await db().query<Row>('select signup_week::text as week, * from reports.activation_funnel')).rows.map((r) => [String(r.week), r]));

const weekOf = async (id: string): Promise<string> =>
  (await db().query<{ w: string }>(`select date_trunc('week', created_at at time zone 'UTC')::date::text as w from public.profiles where id = $1`, [id]))
    .rows[0]!.w;

const codeOf = async (user: TestUser): Promise<string> =>
  (await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [user.id])).rows[0]!.invite_code;

/** The milestone rows of these learners, as the steps each has reached. */
async function keptSteps(ids: string[]): Promise<Record<string, Step[]>> {
  const { rows } = await db().query<Row>('select * from app.activation_milestones where user_id = any($1::uuid[])', [ids]);
  return Object.fromEntries(rows.map((r) => [String(r.user_id), STEPS.filter((s) => r[`${s}_at`] !== null)]));
}

describe('activation funnel after a walk of changes', () => {
  const learners: Expected[] = [];
  let before: Map<string, Row>;
  let course: number;

  const learner = async (options: Parameters<typeof createUser>[0] = {}): Promise<Expected> => {
    const user = await createUser(options);
    const expected = { user, week: await weekOf(user.id), steps: new Set<Step>() };
    learners.push(expected);
    return expected;
  };

  beforeAll(async () => {
    before = await funnel();
    ({ publicCourse: course } = await makeCourses());

    // A invites B; B does station 1, and the referral pays A, then an operator reverses it.
    const a = await learner({ name: 'Funnel Referrer' });
    const b = await learner({ name: 'Funnel Referred', referralCode: await codeOf(a.user) });
    a.steps.add('first_referral');
    await rpc(b.user, 'complete_mission', [1]);
    b.steps.add('station_1');
    await db().query(`select ops.reverse_referral_reward($1, 'Funnel test: reversed on purpose')`, [b.user.id]);

    // C does all five stations, completes the course, resets it, then deletes the account.
    const c = await learner({ name: 'Funnel Finisher' });
    for (const mission of [1, 2, 3, 4, 5]) await rpc(c.user, 'complete_mission', [mission]);
    c.steps.add('station_1').add('all_stations');
    await rpc(c.user, 'update_course_progress', [course, 100, true]);
    c.steps.add('first_course');
    await rpc(c.user, 'reset_course_progress', [course]);
    await db().query('delete from auth.users where id = $1', [c.user.id]);

    // D starts the course, completes it by a later save (the update path), and moves to an older
    // signup week; E does four stations and has the account closed by an operator.
    const d = await learner({ name: 'Funnel Later' });
    await rpc(d.user, 'update_course_progress', [course, 30, false]);
    await rpc(d.user, 'update_course_progress', [course, 30, false]);
    await rpc(d.user, 'update_course_progress', [course, 100, true]);
    d.steps.add('first_course');
    await db().query(`update public.profiles set created_at = now() - interval '21 days' where id = $1`, [d.user.id]);
    d.week = await weekOf(d.user.id);
    const e = await learner({ name: 'Funnel Closer' });
    for (const mission of [1, 2, 3, 4]) await rpc(e.user, 'complete_mission', [mission]);
    e.steps.add('station_1');
    await db().query(`select ops.close_account($1, 'Funnel test: closed on request')`, [e.user.email]);

    // H reaches every step: five stations, a course, then someone joins with H's code (I, who does
    // nothing else): the one learner of the walk the funnel's last bar counts.
    const h = await learner({ name: 'Funnel Whole Way' });
    for (const mission of [1, 2, 3, 4, 5]) await rpc(h.user, 'complete_mission', [mission]);
    await rpc(h.user, 'update_course_progress', [course, 100, true]);
    await learner({ name: 'Funnel Recruit', referralCode: await codeOf(h.user) });
    h.steps.add('station_1').add('all_stations').add('first_course').add('first_referral');

    // F signs up and does nothing; G does station 1 and then its profile row itself is deleted
    // (the owner, not an app path): it leaves the funnel, registered count included.
    await learner({ name: 'Funnel Idle' });
    const g = await createUser({ name: 'Funnel Gone' });
    await rpc(g, 'complete_mission', [1]);
    await db().query('delete from public.profiles where id = $1', [g.id]);
  });

  afterAll(async () => {
    await expectBooksBalanced();
  });

  it('moves each signup week by the learners of the walk: a step counts who ever reached it and every step before it', async () => {
    const after = await funnel();
    const expected = new Map<string, Record<string, number>>();
    for (const l of learners) {
      const week = expected.get(l.week) ?? { registered: 0, station_1: 0, all_stations: 0, first_course: 0, first_referral: 0 };
      week.registered! += 1;
      // A funnel (docs/product.md#insights): A's referral without a station and D's course without the
      // stations count at no step; H, who did everything, at every one.
      for (const [index, step] of STEPS.entries()) if (STEPS.slice(0, index + 1).every((done) => l.steps.has(done))) week[step]! += 1;
      expected.set(l.week, week);
    }
    expect(expected.size).toBe(2);
    const fields = ['registered', ...STEPS];
    const moved = new Map<string, Record<string, number>>();
    for (const [week, row] of after) {
      const was = before.get(week) ?? {};
      const delta = Object.fromEntries(fields.map((f) => [f, Number(row[f]) - Number(was[f] ?? 0)]));
      if (Object.values(delta).some((v) => v !== 0)) moved.set(week, delta);
    }
    expect(moved).toEqual(expected);
  });

  it('keeps per learner exactly the steps the facts show, and a rebuild from the facts agrees', async () => {
    const ids = learners.map((l) => l.user.id);
    const want = Object.fromEntries(learners.map((l) => [l.user.id, STEPS.filter((s) => l.steps.has(s))]));
    expect(await keptSteps(ids)).toEqual(want);
    const client = await db().connect();
    try {
      await client.query('begin');
      const kept = (await client.query('select * from app.activation_milestones where user_id = any($1::uuid[]) order by user_id', [ids])).rows;
      await client.query('select app.rebuild_activation_milestones()');
      const rebuilt = (await client.query('select * from app.activation_milestones where user_id = any($1::uuid[]) order by user_id', [ids])).rows;
      expect(rebuilt).toEqual(kept);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('misses a fact loaded with the triggers off until the rebuild, which finds it', async () => {
    const loaded = await createUser({ name: 'Funnel Bulk Loaded' });
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query('insert into public.mission_completions (user_id, mission_id) select $1, id from public.missions where station = 1', [loaded.id]);
      await client.query('set local session_replication_role = origin');
      const steps = async () =>
        (await client.query('select station_1_at is not null as done from app.activation_milestones where user_id = $1', [loaded.id])).rows;
      expect(await steps()).toEqual([{ done: false }]);
      await client.query('select app.rebuild_activation_milestones()');
      expect(await steps()).toEqual([{ done: true }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('counts the same learners as the profiles in every week of the window', async () => {
    const { rows } = await db().query<{ week: string; profiles: string; registered: string }>(`
      with p as (select date_trunc('week', created_at at time zone 'UTC')::date as week, count(*) as profiles
                   from public.profiles
                  where created_at >= (date_trunc('week', now() at time zone 'UTC') - interval '11 weeks') at time zone 'UTC'
                  group by 1)
      select p.week::text, p.profiles, f.registered from p full join reports.activation_funnel f on f.signup_week = p.week
       where p.profiles is distinct from f.registered`);
    expect(rows).toEqual([]);
  });
});

describe('books check after a walk of changes', () => {
  const figures = async (user: TestUser) =>
    (
      await db().query<{ tokens: number; points: number; ledger_tokens: number; ledger_points: number }>(
        'select tokens, leaderboard_pts as points, ledger_tokens, ledger_points from public.profiles where id = $1',
        [user.id],
      )
    ).rows[0]!;

  it('keeps every walked balance and kept sum equal to the sums of its ledger rows', async () => {
    const walker = await createUser({ name: 'Books Walker' });
    const recruit = await createUser({ referralCode: await codeOf(walker) });
    await grant(walker, 40, 10);
    await rpc(walker, 'complete_mission', [1]);
    await rpc(walker, 'redeem_reward', ['social_posts']);
    await db().query(`select ops.correct_balance($1, -3, 5, 'Books test: a correction')`, [walker.id]);
    await db().query(`select ops.reverse_referral_reward($1, 'Books test: reversed')`, [recruit.id]);
    await db().query('delete from auth.users where id = $1', [walker.id]);
    await db().query(`select ops.correct_balance($1, 1, 0, 'Books test: after deletion')`, [walker.id]);

    const rows = await ledgerRows(walker);
    expect(rows.map((r) => r.reason).sort()).toEqual(['adjustment', 'adjustment', 'adjustment', 'adjustment', 'mission', 'redemption', 'referral']);
    const tokens = rows.reduce((sum, r) => sum + r.delta_tokens, 0);
    const points = rows.reduce((sum, r) => sum + r.delta_points, 0);
    expect(await figures(walker)).toEqual({ tokens, points, ledger_tokens: tokens, ledger_points: points });
    expect((await db().query('select * from reports.books_check')).rows).toEqual([]);
    expect((await db().query('select * from app.ledger_totals_check()')).rows).toEqual([]);
  });

  /** Runs `change` as the owner with every ordinary trigger off, returns what the view and the function say, and rolls back. */
  async function behindTheLedger(change: string, values: unknown[]): Promise<{ view: Row[]; fn: Row[]; deep: Row[] }> {
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(change, values);
      await client.query('set local session_replication_role = origin');
      return {
        view: (await client.query('select * from reports.books_check')).rows,
        fn: (await client.query('select * from app.books_check()')).rows,
        deep: (await client.query('select * from app.ledger_totals_check()')).rows,
      };
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('names a balance changed behind the ledger, with both figures, in the view and the function', async () => {
    const user = await createUser();
    await grant(user, 9, 4);
    const seen = await behindTheLedger('update public.profiles set tokens = tokens + 50 where id = $1', [user.id]);
    const row = { user_id: user.id, tokens: 59, points: 4, ledger_tokens: '9', ledger_points: '4' };
    expect(seen).toEqual({ view: [row], fn: [row], deep: [] });
  });

  it('names a kept ledger sum changed behind the ledger', async () => {
    const user = await createUser();
    await grant(user, 9, 4);
    const seen = await behindTheLedger('update public.profiles set ledger_points = 0 where id = $1', [user.id]);
    expect(seen.view).toEqual([{ user_id: user.id, tokens: 9, points: 4, ledger_tokens: '9', ledger_points: '0' }]);
    expect(seen.deep).toEqual([{ user_id: user.id, ledger_tokens: 9, ledger_points: 0, sum_tokens: '9', sum_points: '4' }]);
  });

  it('leaves a ledger row slipped in unposted to the deep check, which names it', async () => {
    const user = await createUser();
    await grant(user, 9, 4);
    const seen = await behindTheLedger(
      `insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference) values ($1, 5, 0, 'adjustment', 'slipped in')`,
      [user.id],
    );
    expect(seen.view).toEqual([]);
    expect(seen.deep).toEqual([{ user_id: user.id, ledger_tokens: 9, ledger_points: 4, sum_tokens: '14', sum_points: '4' }]);
  });

  it('refuses a change of the kept sums outside the ledger while the triggers are on', async () => {
    const user = await createUser();
    expect(await failureOf(db().query('update public.profiles set ledger_tokens = 5 where id = $1', [user.id]))).toMatchObject({
      code: 'MT403',
      message: 'Balances change only through the ledger',
    });
  });
});

describe('who can read the milestones and run the checks', () => {
  it('refuses a learner, the anon role and service_role the milestones table and the owner-only functions', async () => {
    const learner = await createUser();
    const statements = ['select * from app.activation_milestones', 'select app.rebuild_activation_milestones()', 'select * from app.ledger_totals_check()'];
    // service_role may run the checks, as app.books_check() (support queries), not the rebuild.
    for (const statement of statements) {
      const callers = statement.includes('ledger_totals_check') ? [learner, 'anon' as const] : [learner, 'anon' as const, 'service_role' as const];
      for (const caller of callers) {
        expect(await failureOf(sqlAs(caller, statement)), `${statement} as ${typeof caller === 'string' ? caller : 'a learner'}`).toMatchObject({
          code: '42501',
        });
      }
    }
  });

  it('has row-level security on the milestones table and no policy or grant', async () => {
    const { rows } = await db().query(
      `select c.relrowsecurity as rls,
              (select count(*)::int from pg_policies where schemaname = 'app' and tablename = 'activation_milestones') as policies,
              (select count(*)::int from information_schema.role_table_grants
                where table_schema = 'app' and table_name = 'activation_milestones' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')) as grants
         from pg_class c where c.oid = 'app.activation_milestones'::regclass`,
    );
    expect(rows).toEqual([{ rls: true, policies: 0, grants: 0 }]);
  });
});

afterAll(async () => {
  await closeDb();
});
