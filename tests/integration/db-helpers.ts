/**
 * SQL-level helpers for the database tests (db-*.test.ts): run statements exactly as PostgREST and
 * the `api` edge function do — `begin; set local role <role>; set_config('request.jwt.claims', …)` —
 * create accounts as the auth server does (an auth.users row; the signup trigger does the rest),
 * and check the invariants every test file ends with (balances = ledger sums, leaderboard in sync).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { createAuthAccounts } from '../support/accounts';
import { db, uniqueEmail } from '../support/clients';

export interface TestUser {
  id: string;
  email: string;
  claims: Record<string, unknown>;
}

/** Who runs a statement: a signed-in user, the anon role, service_role, or `authenticated` without any claims. */
export type Caller = TestUser | 'anon' | 'service_role' | 'no-claims';

type Queryable = pg.Pool | pg.PoolClient;

export function claimsOf(id: string, email: string): Record<string, unknown> {
  return { sub: id, email, role: 'authenticated', aud: 'authenticated', app_metadata: { provider: 'email' }, user_metadata: {} };
}

/** Inserts an account as the auth server does; app.handle_new_user makes the profile. */
export async function createUser(
  options: { email?: string; name?: string; phone?: string; referralCode?: string; meta?: Record<string, unknown>; anonymous?: boolean } = {},
  pool: Queryable = db(),
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? uniqueEmail('db');
  const meta: Record<string, unknown> = { name: options.name ?? 'DB Test Learner', ...options.meta };
  if (options.phone !== undefined) meta.phone = options.phone;
  if (options.referralCode !== undefined) meta.referralCode = options.referralCode;
  await createAuthAccounts(pool, { ids: [id], emails: [email], meta: [meta], identities: false, anonymous: options.anonymous ?? false });
  return { id, email, claims: claimsOf(id, email) };
}

export async function createAdmin(): Promise<TestUser> {
  const user = await createUser({ name: 'DB Test Admin' });
  await db().query('update public.profiles set is_admin = true where id = $1', [user.id]);
  return user;
}

/** Runs `fn` in one transaction as the caller would reach Postgres through PostgREST or the api. */
export async function as<T>(caller: Caller, fn: (client: pg.PoolClient) => Promise<T>, pool: pg.Pool = db()): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(caller === 'anon' || caller === 'service_role' ? `set local role ${caller}` : 'set local role authenticated');
    if (caller === 'anon' || caller === 'service_role') {
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: caller })]);
    } else if (caller !== 'no-claims') {
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
    }
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Runs `work` in one transaction on its own connection and rolls it back: nothing it does is seen by other files. */
export async function inRolledBackTransaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await db().connect();
  try {
    await client.query('begin');
    await work(client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** One statement as the caller; returns its rows. */
export function sqlAs<R extends pg.QueryResultRow = Record<string, unknown>>(
  caller: Caller,
  text: string,
  values: unknown[] = [],
  pool?: pg.Pool,
): Promise<R[]> {
  return as(caller, async (client) => (await client.query<R>(text, values)).rows, pool);
}

/** Number of rows a write touched, as the caller (RLS `using` filters silently match zero rows). */
export function rowCountAs(caller: Caller, text: string, values: unknown[] = []): Promise<number | null> {
  return as(caller, async (client) => (await client.query(text, values)).rowCount);
}

/** Calls `app.<name>(args…)` as the caller, the way the api function does; returns its json. */
export async function rpc<T = Record<string, unknown>>(caller: Caller, name: string, args: unknown[] = [], pool?: pg.Pool): Promise<T> {
  const placeholders = args.map((_, index) => `$${index + 1}`).join(', ');
  const rows = await sqlAs<{ result: T }>(caller, `select app.${name}(${placeholders}) as result`, args, pool);
  return rows[0]!.result;
}

/** Gives a user tokens and points through the ledger (an adjustment, as support staff would). */
export async function grant(user: TestUser, tokens: number, points = 0): Promise<void> {
  await db().query(`insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference) values ($1, $2, $3, 'adjustment', $4)`, [
    user.id,
    tokens,
    points,
    `test:${randomUUID()}`,
  ]);
}

export async function balances(user: TestUser): Promise<{ tokens: number; points: number; invites: number }> {
  const { rows } = await db().query<{ tokens: number; points: number; invites: number }>(
    'select tokens, leaderboard_pts as points, invites from public.profiles where id = $1',
    [user.id],
  );
  return rows[0]!;
}

export async function ledgerRows(user: TestUser): Promise<{ reason: string; reference: string; delta_tokens: number; delta_points: number }[]> {
  const { rows } = await db().query('select reason, reference, delta_tokens, delta_points from public.ledger where user_id = $1 order by id', [user.id]);
  return rows;
}

/** The video link every course of makeCourses carries. */
export const TEST_COURSE_VIDEO = 'https://videos.example.com/db-test';

/** A user-visible public course id and a draft (non-public) course id, made for the test. */
export async function makeCourses(): Promise<{ publicCourse: number; draftCourse: number; noDurationCourse: number }> {
  // Each has a video link: a course without a video is its quizzes alone, and its last right answer
  // completes it and pays (docs/product.md#courses), which tests of ordinary courses do not expect.
  const insert = `insert into public.courses (title, description, category, duration, is_public, video_url)
                  values ($1, 'Made by a database test.', $2, $3, $4, $5) returning id`;
  const run = async (title: string, category: string, duration: number | null, isPublic: boolean) =>
    Number((await db().query<{ id: string }>(insert, [title, category, duration, isPublic, TEST_COURSE_VIDEO])).rows[0]!.id);
  return {
    publicCourse: await run(`DB test public ${randomUUID().slice(0, 6)}`, 'training', 20, true),
    draftCourse: await run(`DB test draft ${randomUUID().slice(0, 6)}`, 'bonus', 10, false),
    noDurationCourse: await run(`DB test no duration ${randomUUID().slice(0, 6)}`, 'daily-challenge', null, true),
  };
}

/** A quiz (and its key) made as the database owner. */
export async function makeQuiz(courseId: number | null, correctAnswer = 2, points = 10): Promise<number> {
  const client = await db().connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `insert into public.quizzes (course_id, question, choices, points) values ($1, 'Which is right?', $2, $3) returning id`,
      [courseId, ['Choice A', 'Choice B', 'Choice C', 'Choice D'], points],
    );
    const id = Number(rows[0]!.id);
    await client.query(`insert into public.quiz_keys (quiz_id, correct_answer, explanation) values ($1, $2, 'Because C.')`, [id, correctAnswer]);
    await client.query('commit');
    return id;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The ledger invariants (docs/architecture.md#ledger), checked over the whole database: every
 * balance equals its ledger sums (app.books_check()), the kept sums equal the ledger rows
 * (app.ledger_totals_check()), public.leaderboard mirrors profiles, and the
 * rank histogram matches reality.
 * `pool` reaches another stack than the shared one (the fault and soak tests start their own).
 */
export async function expectBooksBalanced(pool: Queryable = db()): Promise<void> {
  const { rows: drift } = await pool.query('select * from app.books_check()');
  expect(drift).toEqual([]);
  const { rows: sums } = await pool.query('select * from app.ledger_totals_check()');
  expect(sums).toEqual([]);

  // Deleted accounts keep their profile (for the books) but leave the leaderboard.
  const { rows: mirror } = await pool.query(`
    select coalesce(p.id, l.id) as id
      from (select * from public.profiles where deleted_at is null) p full join public.leaderboard l on l.id = p.id
     where p.id is null or l.id is null or p.name <> l.name or p.leaderboard_pts <> l.leaderboard_pts`);
  expect(mirror).toEqual([]);

  const { rows: histogram } = await pool.query(`
    with truth as (select leaderboard_pts as points, count(*)::int as users from public.profiles
                    where leaderboard_pts > 0 and deleted_at is null group by 1),
         kept as (select points, sum(users)::int as users from app.leaderboard_buckets group by 1)
    select coalesce(t.points, k.points) as points, t.users as truth, k.users as kept
      from truth t full join kept k on k.points = t.points
     where t.users is distinct from k.users`);
  expect(histogram).toEqual([]);

  const { rows: negative } = await pool.query('select * from app.leaderboard_buckets where users <= 0');
  expect(negative).toEqual([]);
}

/** The SQLSTATE and message a rejected statement carried. */
export async function failureOf(promise: Promise<unknown>): Promise<{ code?: string; message: string; detail?: string }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { code?: string; message: string; detail?: string };
    return { code: failure.code, message: failure.message, detail: failure.detail };
  }
  throw new Error('expected the statement to fail, but it succeeded');
}
