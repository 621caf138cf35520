/**
 * db.ts against a real Postgres: run by tests/integration/db-statement.test.ts (which passes the
 * test stack's SUPABASE_DB_URL) with DB_POOL_SIZE=1, so every call below uses the same
 * connection and whatever one call left on it (a role, claims, an open transaction) the next
 * one would see.
 *
 *   SUPABASE_DB_URL=… DB_POOL_SIZE=1 deno test --config supabase/functions/api/deno.json \
 *     --allow-env --allow-net --allow-read supabase/functions/_shared/db.test.ts
 */
import assert from 'node:assert/strict';
import type { UserClaims } from './auth.ts';
import { asUser, integer, type SqlInteger, sql, statement, type Statement, statementAsCaller, statementAsUser } from './db.ts';
import { sqlState } from './errors.ts';

// Quotes, a backslash, a semicolon and non-ASCII text: none of it may change the statement.
const claims = Object.freeze({
  sub: crypto.randomUUID(),
  role: 'authenticated',
  email: `o'brien\\"; select 1; --é@example.com`,
}) as UserClaims;

interface Session {
  who: string;
  claims: string | null;
  /** No transaction was left open: a transaction-local setting does not outlive its statement. */
  fresh: boolean;
}

/** What the connection looks like to plain queries, outside any caller's transaction. */
async function session(): Promise<Session> {
  await sql`select set_config('probe.marker', 'set', true)`;
  const [row] = await sql<Session[]>`
    select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims,
           coalesce(current_setting('probe.marker', true), '') <> 'set' as fresh`;
  return row as Session;
}

const clean: Session = { who: 'postgres', claims: null, fresh: true };

Deno.test.afterAll(() => sql.end());

Deno.test('statementAsUser runs as the caller: role authenticated, their claims, auth.uid()', async () => {
  const [row] = await statementAsUser<{ who: string; uid: string; claims: unknown }>(
    claims,
    statement`select current_user as who, auth.uid()::text as uid, current_setting('request.jwt.claims')::jsonb as claims`,
  );
  assert.deepEqual(row, { who: 'authenticated', uid: claims.sub, claims: { ...claims } });
  assert.deepEqual(await session(), clean);
});

Deno.test('statementAsUser is under RLS: a learner sees only their own profile', async () => {
  const [all] = await sql<{ n: number }[]>`select count(*)::int as n from public.profiles`;
  const [mine] = await statementAsUser<{ n: number }>(claims, statement`select count(*)::int as n from public.profiles`);
  assert.ok((all?.n ?? 0) > 0, 'the test database has profiles');
  assert.equal(mine?.n, 0);
});

Deno.test('statementAsCaller without a user runs as anon', async () => {
  const [row] = await statementAsCaller<{ who: string; role: string }>(undefined, statement`select current_user as who, auth.role() as role`);
  assert.deepEqual(row, { who: 'anon', role: 'anon' });
  assert.deepEqual(await session(), clean);
});

Deno.test('an error in the statement rolls back what it wrote and leaves the connection clean', async () => {
  await sql`create temp table if not exists probe (n integer)`;
  await sql`grant select, insert on pg_temp.probe to authenticated`;
  const failing = statementAsUser(claims, statement`with written as (insert into pg_temp.probe values (1) returning n) select n / 0 from written`);
  await assert.rejects(failing, (error) => sqlState(error) === '22012');
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_temp.probe`;
  assert.equal(row?.n, 0);
  assert.deepEqual(await session(), clean);
  // And the next caller's statement works on the same connection.
  const [ok] = await statementAsUser<{ n: number }>(claims, statement`select ${integer(41)} + 1 as n`);
  assert.equal(ok?.n, 42);
});

Deno.test('a refused statement (RLS, privileges) leaves nothing behind either', async () => {
  await assert.rejects(statementAsUser(claims, statement`select * from auth.users`), (error) => sqlState(error) === '42501');
  assert.deepEqual(await session(), clean);
});

Deno.test('statement takes only checked integers and other statements', () => {
  assert.equal(statement`select ${integer(-3)} - ${integer(2)}`.text, 'select (-3) - (2)');
  const columns = statement`1 as one`;
  assert.equal(statement`select ${columns}`.text, 'select 1 as one');
  assert.throws(() => integer(1.5), TypeError);
  assert.throws(() => integer(Number.NaN), TypeError);
  assert.throws(() => integer(2 ** 53), TypeError);
  const text = '1; drop table public.profiles' as unknown as SqlInteger;
  assert.throws(() => statement`select ${text}`, TypeError);
  const forged = { text: 'select 1' } as unknown as Statement;
  assert.throws(() => statement`select ${forged}`, TypeError);
});

Deno.test('statementAsUser refuses SQL text that statement`…` did not make', async () => {
  const forged = { text: 'select 1' } as unknown as Statement;
  await assert.rejects(statementAsUser(claims, forged), TypeError);
});

Deno.test('asUser pipelines the role statement with the first query and rolls back on a thrown error', async () => {
  await sql`create temp table if not exists probe (n integer)`;
  await sql`grant select, insert on pg_temp.probe to authenticated`;
  const [row] = await asUser(claims, (tx) => tx<{ who: string; uid: string }[]>`select current_user as who, auth.uid()::text as uid`);
  assert.deepEqual(row, { who: 'authenticated', uid: claims.sub });
  await assert.rejects(
    asUser(claims, async (tx) => {
      await tx`insert into pg_temp.probe values (2)`;
      throw new Error('the route failed after writing');
    }),
    /the route failed/,
  );
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from pg_temp.probe where n = 2`;
  assert.equal(count?.n, 0);
  assert.deepEqual(await session(), clean);
});
