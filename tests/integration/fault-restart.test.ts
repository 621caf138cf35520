/**
 * A fast restart of Postgres under load, on a stack of this file's own (docs/leaderboard-live.md#the-local-stack):
 * learners keep calling the api while the postmaster gets SIGINT (what `pg_ctl stop -m fast`
 * sends). With the local Realtime's replication connection open and the load writing, the
 * shutdown must finish within 10 s (it hung for minutes while that connection reported a
 * position one byte ahead of what it had received); Postgres is then started again on the same
 * data and port, and the api answers again without a stack restart: the function's Deno process
 * lives through the dropped connections (503 JSON meanwhile, never a 502), and Realtime's
 * replication comes back by itself. The second cause of slow shutdowns was the function's
 * postgres.js leaving a reconnecting socket silent until its connect_timeout, which Postgres 17
 * waits for (docs/architecture.md#timeouts).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../../local/postgres';
import { callApi, poolAt } from '../support/clients';
import {
  createAccounts,
  isAlive,
  learnerContent,
  LoadStats,
  logIn,
  noPromises,
  runLearners,
  SimulatedLearner,
  waitUntil,
  WRITE_MIX,
  type Content,
  type Learner,
} from '../support/load';
import { startThrowawayStack } from '../support/throwaway-stack';

const SEED = 20261124;
const LEARNERS = 20;

type Stack = Awaited<ReturnType<typeof startThrowawayStack>>;
let running: Stack;
let pool: pg.Pool;
let learners: Learner[];
let content: Content;
let restarted: RunningPostgres | undefined;

beforeAll(async () => {
  running = await startThrowawayStack({ web: 'none' });
  pool = poolAt(running.info.dbUrl, 2);
  pool.on('error', () => undefined);
  const accounts = await createAccounts(pool, LEARNERS, 'Restart');
  learners = await Promise.all(accounts.map((account) => logIn(running.info, account)));
  content = await learnerContent(running.info, learners[0]!);
}, 120_000);

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await restarted?.stop().catch(() => undefined);
  await running?.dispose();
});

describe('Postgres restarted with a fast shutdown under load', () => {
  it('stops within 10 s with Realtime connected, starts again, and the api answers again', { timeout: 120_000 }, async () => {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_replication`);
    expect(rows[0]!.n).toBeGreaterThan(0); // Realtime's replication connections are open

    const stats = new LoadStats();
    let stopping = false;
    const sims = learners.map((learner, index) => new SimulatedLearner(learner, running.info, content, WRITE_MIX, SEED + index));
    const loop = runLearners(sims, stats, noPromises(), () => stopping);
    await waitUntil(() => stats.requests >= 50, '50 answers under load', 30_000, 10);

    const functionPid = running.pids().functions.api;
    const postmaster = running.pids().postgres!;
    const stopAt = Date.now();
    process.kill(postmaster, 'SIGINT');
    await waitUntil(() => !isAlive(postmaster), 'the fast shutdown to finish', 10_000, 20);
    const stoppedMs = Date.now() - stopAt;

    restarted = await startPostgres(running.settings.stackDir, running.settings.host, running.settings.dbPort, () => undefined);
    const startedMs = Date.now() - stopAt;
    await waitUntil(
      async () => (await callApi('GET', '/api/leaderboard', { token: learners[0]!.token, target: running.info }).catch(() => ({ status: 0 }))).status === 200,
      'the api to answer again',
      30_000,
      200,
    );
    const servingMs = Date.now() - stopAt;
    stopping = true;
    await loop;
    console.log(
      `fast restart: stopped in ${stoppedMs} ms, started again at ${startedMs} ms, api answering at ${servingMs} ms; ${stats.requests} requests\n${stats.summary()}`,
    );
    expect(stoppedMs).toBeLessThan(10_000);
    // The function's Deno process lived through the dropped connections (no restart by the stack).
    expect(running.pids().functions.api).toBe(functionPid);
    // While the database was away the api said so: 503 with a JSON body, never a 502 (a function
    // that died) or an answer that never came.
    expect(stats.failures).toEqual([]);
    for (const answer of stats.serverErrors) {
      expect({ status: answer.status, contentType: answer.contentType }).toEqual({ status: 503, contentType: expect.stringContaining('application/json') });
      expect(JSON.parse(answer.text)).toMatchObject({ message: expect.any(String) });
    }

    // Writes go through again, and Realtime's replication is back.
    await waitUntil(
      async () => (await pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_replication`).catch(() => ({ rows: [{ n: 0 }] }))).rows[0]!.n > 0,
      'replication back',
      30_000,
      200,
    );
  });
});
