/**
 * The API benchmark: for each operation, requests through the gateway (HTTP keep-alive, real
 * access tokens) and the same database transaction sent straight to Postgres, with the same
 * concurrency, one after the other in the same run.
 *
 * "The same transaction" is what the api function sends for the request (supabase/functions/
 * _shared/db.ts), with the same round trips:
 * - reads (`statementAsUser`): one simple-protocol Query message holding the role-and-claims
 *   statement and the route's statement, run by Postgres as one implicit transaction;
 * - writes (`asUser`): BEGIN; then the role-and-claims statement and the route's statement
 *   pipelined together; then COMMIT. (The API spends one round trip more here: postgres.js
 *   sends a statement with parameters as Parse/Describe first; the baseline does not.)
 * The claims travel base64-encoded and are decoded by Postgres, as db.ts `roleStatement` sends
 * them. The baseline takes each client's claims from a small table keyed by pgbench's client
 * number inside that same statement, so the lookup adds no round trip. (The node-postgres
 * fallback cannot pipeline the writes: it makes one round trip more than the API there.)
 */
import pg from 'pg';
import { runBaseline, type BaselineResult, type SqlOperation } from './baseline';
import { cpuSince, cpuSnapshot, waitForQuiet, type CpuGroups } from './cpu';
import { runHttpLoad, type HttpCall, type LoadResult } from './http-load';
import type { StackProcess } from '../../tests/support/stack-process';
import { fixed, summarize, table } from './stats';
import type { BenchUser } from './users';

export const MISSIONS = 5;
const REWARD = 'email_swipes';

export interface ApiBenchSetup {
  stack: StackProcess;
  pool: pg.Pool;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** One signed-in learner per client (reads, redeem, quiz), used by both sides. */
  clients: BenchUser[];
  /** Fresh learners for the API's mission completions: each completes stations 1-5 once. */
  missionUsersApi: BenchUser[];
  /** Fresh learners for the baseline's completions (claims shaped like real sessions). */
  missionUsersBaseline: BenchUser[];
  /** Completions per pgbench client: warm-up and measured. */
  baselineMissionJobs: { warmup: number; measured: number };
  quizIds: number[];
}

interface Operation {
  name: string;
  api: (worker: number) => HttpCall | undefined;
  sql: SqlOperation;
}

/** Stores what the baseline's scripts read: each client's claims and the mission work list. */
export async function prepareBaselineTables(setup: ApiBenchSetup): Promise<void> {
  const { pool, clients, missionUsersBaseline: users } = setup;
  await pool.query(`
    drop schema if exists bench cascade;
    create schema bench;
    -- claims: base64 of the claims JSON, as db.ts roleStatement writes it into its statement.
    create table bench.clients (client integer primary key, claims text not null);
    create table bench.mission_jobs (n bigint primary key, claims text not null, mission integer not null);
    create sequence bench.mission_job;
    -- The station of a baseline job is read with currval() after the role is already set.
    grant usage on schema bench to authenticated;
    grant select on sequence bench.mission_job to authenticated;`);
  await pool.query(`insert into bench.clients select * from unnest($1::integer[], $2::text[])`, [
    clients.map((_, i) => i),
    clients.map((user) => base64Claims(user.claims)),
  ]);
  // Job n (from 1) = learner (n - 1) % U, station (n - 1) / U + 1: every learner does station 1
  // before anyone starts station 2, so a station's prerequisite was committed long before.
  await pool.query(
    `insert into bench.mission_jobs (n, claims, mission)
     select (m - 1) * cardinality($1::text[]) + u, ($1::text[])[u], m
       from generate_series(1, cardinality($1::text[])) u, generate_series(1, ${MISSIONS}) m`,
    [users.map((user) => base64Claims(user.claims))],
  );
  await pool.query('analyze bench.clients, bench.mission_jobs');
}

function base64Claims(claims: unknown): string {
  return Buffer.from(JSON.stringify(claims), 'utf8').toString('base64');
}

/** The claims statement's value, as db.ts `roleStatement` has Postgres decode it. */
const decoded = (base64: string) => `convert_from(decode(${base64}, 'base64'), 'utf8')`;

function operations(setup: ApiBenchSetup): Operation[] {
  const { clients, missionUsersApi, quizIds, stack } = setup;
  const headers = (user: BenchUser, json = false): Record<string, string> => ({
    apikey: stack.info.anonKey,
    authorization: `Bearer ${user.accessToken}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const client = (worker: number) => clients[worker % clients.length] as BenchUser;
  const quizOf = (worker: number) => quizIds[worker % quizIds.length] as number;
  const fn = '/functions/v1/api';

  const roleSet = (claims: string, claimsFrom: string) =>
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${decoded(claims)}, true) ${claimsFrom}`;
  const fromClients = 'from bench.clients c where c.client = :client_id';
  /** BEGIN; role + claims pipelined with the route's statement; COMMIT: as db.ts asUser sends it. */
  const asClient = (statement: string, claimsFrom = fromClients, claims = 'c.claims') => `begin;
\\startpipeline
${roleSet(claims, claimsFrom)};
${statement};
\\endpipeline
commit;
`;
  const nodeTx = async (db: pg.ClientBase, claims: unknown, statement: string, values: unknown[] = []) => {
    await db.query('begin');
    await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', ${decoded('$2')}, true)`, ['authenticated', base64Claims(claims)]);
    await db.query(statement, values);
    await db.query('commit');
  };
  /**
   * One simple-protocol Query message with both statements, as db.ts statementAsUser sends it
   * (pgbench: a compound command, joined with a backslash-semicolon, sent whole in simple mode).
   */
  const readOp = (name: string, path: string, statement: string): Operation => {
    // Each worker repeats one request: the same object, which http-load serialises once.
    const calls = clients.map((user): HttpCall => ({ method: 'GET', path: `${fn}${path}`, headers: headers(user) }));
    return {
      name,
      api: (worker) => calls[worker % calls.length],
      sql: {
        protocol: 'simple',
        pgbench: `${roleSet('c.claims', fromClients)} \\;\n${statement};\n`,
        run: (db, id) => db.query(`${roleSet(`'${base64Claims(client(id).claims)}'`, '')};\n${statement}`).then(() => undefined),
      },
    };
  };

  let apiJob = 0;
  const missionUsers = missionUsersApi.length;
  let baselineJob = 0;
  const baselineUsers = setup.missionUsersBaseline;

  return [
    readOp('GET /api/leaderboard (top 10)', '/leaderboard?limit=10', 'select app.leaderboard((10)::integer) as result'),
    readOp('GET /api/leaderboard/me', '/leaderboard/me', 'select app.my_rank() as result'),
    readOp(
      'GET /api/missions',
      '/missions',
      'select id, station, title, description, content, tokens, points, unlock_after as "unlockAfter" from public.missions order by id',
    ),
    {
      name: 'POST complete-mission',
      api: () => {
        const job = apiJob++;
        if (job >= missionUsers * MISSIONS) return undefined;
        const user = missionUsersApi[job % missionUsers] as BenchUser;
        const missionId = Math.floor(job / missionUsers) + 1;
        return { method: 'POST', path: `${fn}/users/${user.id}/complete-mission`, headers: headers(user, true), body: JSON.stringify({ missionId }) };
      },
      sql: {
        // The job number comes from a sequence; its learner's claims from the job table, and the
        // station from the same number (job n: station (n - 1) / U + 1), read with currval.
        pgbench: asClient(
          `select app.complete_mission(((currval('bench.mission_job') - 1) / ${setup.missionUsersBaseline.length} + 1)::integer) as result`,
          `from (select nextval('bench.mission_job') as n) s join bench.mission_jobs j on j.n = s.n`,
          'j.claims',
        ),
        run: (db) => {
          const job = baselineJob++;
          const user = baselineUsers[job % baselineUsers.length] as BenchUser;
          return nodeTx(db, user.claims, 'select app.complete_mission($1::integer) as result', [Math.floor(job / baselineUsers.length) + 1]);
        },
        transactionsPerClient: setup.baselineMissionJobs,
      },
    },
    {
      name: 'POST redeem-reward',
      api: (worker) => ({
        method: 'POST',
        path: `${fn}/users/${client(worker).id}/redeem-reward`,
        headers: headers(client(worker), true),
        body: JSON.stringify({ rewardType: REWARD }),
      }),
      sql: {
        pgbench: asClient(`select app.redeem_reward('${REWARD}') as result`),
        run: (db, id) => nodeTx(db, client(id).claims, 'select app.redeem_reward($1) as result', [REWARD]),
      },
    },
    {
      name: 'POST quiz-answer',
      api: (worker) => ({
        method: 'POST',
        path: `${fn}/users/${client(worker).id}/quiz-answer`,
        headers: headers(client(worker), true),
        body: JSON.stringify({ quizId: quizOf(worker), answer: Math.floor(Math.random() * 4) }),
      }),
      sql: {
        // pgbench's client n answers the same quiz as API worker n; the answer is random.
        pgbench: `\\set answer random(0, 3)\n${asClient(
          `select app.answer_quiz((array[${quizIds.join(',')}]::bigint[])[1 + :client_id % ${quizIds.length}], :answer::integer) as result`,
        )}`,
        run: (db, id) =>
          nodeTx(db, client(id).claims, 'select app.answer_quiz($1::bigint, $2::integer) as result', [quizOf(id), Math.floor(Math.random() * 4)]),
      },
    },
  ];
}

export interface ApiRow {
  name: string;
  api: LoadResult;
  apiCpu: CpuGroups;
  baseline: BaselineResult;
  baselineCpu: CpuGroups;
}

export async function runApiBench(setup: ApiBenchSetup, say: (line: string) => void, only: (name: string) => boolean = () => true): Promise<ApiRow[]> {
  await prepareBaselineTables(setup);
  const ops = operations(setup);
  await warmUp(setup, ops);
  const rows: ApiRow[] = [];
  for (const op of ops.filter((candidate) => only(candidate.name))) rows.push(await measureOperation(setup, op, say));
  return rows;
}

/**
 * Warms the function up first (Deno compiles lazily, pools fill): otherwise the first operation
 * measured would pay for it. The reads leave no trace.
 */
async function warmUp(setup: ApiBenchSetup, ops: Operation[]): Promise<void> {
  let warm = 0;
  const reads = ops.slice(0, 3);
  await runHttpLoad({
    baseUrl: setup.stack.info.apiUrl,
    concurrency: setup.concurrency,
    warmupMs: 0,
    durationMs: 3000,
    next: (worker) => (reads[warm++ % reads.length] as Operation).api(worker),
  });
}

/** One operation through the API, then the same transaction by the baseline, with their CPU. */
async function measureOperation(setup: ApiBenchSetup, op: Operation, say: (line: string) => void): Promise<ApiRow> {
  // What the writes touch, vacuumed before every run so autovacuum does not start in the middle
  // of a measurement (it did: a run's Postgres CPU doubled).
  const settle = async () => {
    await setup.pool.query(
      'vacuum (analyze) public.profiles, public.leaderboard, public.ledger, public.mission_completions, public.redemptions, public.quiz_answers, app.leaderboard_buckets',
    );
    return waitForQuiet(setup.stack.pids);
  };
  const busy = await settle();
  if (busy >= 0.2) say(`    (the machine was ${Math.round(busy * 100)} % busy just before this run: other programs share the CPU)`);
  let before = cpuSnapshot(setup.stack.pids);
  const api = await runHttpLoad({
    baseUrl: setup.stack.info.apiUrl,
    concurrency: setup.concurrency,
    warmupMs: setup.warmupMs,
    durationMs: setup.durationMs,
    next: op.api,
  });
  const apiCpu = cpuSince(before, setup.stack.pids);
  await settle();
  before = cpuSnapshot(setup.stack.pids);
  const baseline = await runBaseline(op.sql, {
    dbUrl: setup.stack.info.dbUrl,
    concurrency: setup.concurrency,
    warmupMs: setup.warmupMs,
    durationMs: setup.durationMs,
  });
  const baselineCpu = cpuSince(before, setup.stack.pids);
  say(
    `  ${op.name}: API ${fixed(api.perSecond, 0)} req/s (${api.requests} requests, ${api.errors} errors), ` +
      `baseline ${fixed(baseline.perSecond, 0)} tx/s (${baseline.tool}, ${baseline.transactions} tx, ${baseline.failures.length} failures)`,
  );
  for (const sample of [...api.errorSamples, ...baseline.failures]) say(`    ! ${sample}`);
  return { name: op.name, api, apiCpu, baseline, baselineCpu };
}

export function apiTable(rows: ApiRow[]): string {
  return table(
    ['operation', 'API req/s', 'API p50 ms', 'API p99 ms', 'baseline tx/s', 'base p50 ms', 'base p99 ms', 'API/baseline', 'errors'],
    rows.map((row) => {
      const a = summarize(row.api.latenciesMs);
      const b = summarize(row.baseline.latenciesMs);
      return [
        row.name,
        fixed(row.api.perSecond, 0),
        fixed(a.p50, 2),
        fixed(a.p99, 2),
        fixed(row.baseline.perSecond, 0),
        fixed(b.p50, 2),
        fixed(b.p99, 2),
        fixed(row.api.perSecond / row.baseline.perSecond, 2),
        String(row.api.errors + row.baseline.failures.length),
      ];
    }),
  );
}

/**
 * CPU per request (µs) by component: where the API's extra cost goes. "stack node" is the stack's
 * Node process: the gateway's proxying, and for writes also Realtime decoding the WAL they make
 * (which the baseline's writes cost it too).
 */
export function cpuTable(rows: ApiRow[]): string {
  const per = (ms: number, count: number) => fixed((ms * 1000) / Math.max(1, count), 0);
  return table(
    ['operation', 'API: client µs', 'stack node µs', 'deno µs', 'postgres µs', 'baseline: client µs', 'stack node µs', 'postgres µs'],
    rows.map((row) => {
      const n = row.api.allRequests;
      const m = row.baseline.allTransactions;
      return [
        row.name,
        per(row.apiCpu.client, n),
        per(row.apiCpu.gateway, n),
        per(row.apiCpu.deno, n),
        per(row.apiCpu.postgres, n),
        per(row.baselineCpu.client, m),
        per(row.baselineCpu.gateway, m),
        per(row.baselineCpu.postgres, m),
      ];
    }),
  );
}
