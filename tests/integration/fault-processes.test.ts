/**
 * Process faults under load, on a stack of this file's own (free ports, temporary STACK_DIR), so
 * killing its processes never touches the stack the other test files share:
 *
 * - the Deno process of the api function is killed with SIGKILL while learners keep calling: the
 *   gateway answers 502/503 JSON meanwhile (never HTML, never a hang), restarts the function, and
 *   service resumes without a stack restart;
 * - Postgres is killed with SIGKILL in the middle of a mixed write load, and the stack is stopped
 *   and started again on the same STACK_DIR: every request that was answered 2xx is in the
 *   database, no reward is paid twice, and the ledger sums equal every balance.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, poolAt } from '../support/clients';
import {
  childPids,
  createAccounts,
  expectEachRewardPaidOnce,
  expectPromisesKept,
  isAlive,
  learnerContent,
  LoadStats,
  logIn,
  noPromises,
  runLearners,
  SimulatedLearner,
  waitUntil,
  WRITE_MIX,
  type Answer,
  type Content,
  type Learner,
  type Mix,
} from '../support/load';
import { startThrowawayStack } from '../support/throwaway-stack';
import { expectBooksBalanced } from './db-helpers';

const SEED = Number(process.env.FAULT_SEED ?? 20261122);
const LEARNERS = 40;

type Stack = Awaited<ReturnType<typeof startThrowawayStack>>;
let running: Stack;
let pool: pg.Pool;
let learners: Learner[];
let content: Content;

function connect(stack: Stack): pg.Pool {
  const next = poolAt(stack.info.dbUrl, 4);
  next.on('error', () => undefined); // idle clients see the crash; the tests look at answers instead
  return next;
}

beforeAll(async () => {
  console.log(`fault-processes: seed ${SEED} (set FAULT_SEED to replay)`);
  running = await startThrowawayStack({ web: 'none' });
  pool = connect(running);
  const accounts = await createAccounts(pool, LEARNERS, 'Fault');
  learners = await Promise.all(accounts.map((account) => logIn(running.info, account)));
  content = await learnerContent(running.info, learners[0]!);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await running?.dispose();
});

/** Runs the learners in the background; `stop()` ends the loops and waits for the last answers. */
function startLoad(mix: Mix, seedOffset: number) {
  const stats = new LoadStats();
  const promises = noPromises();
  let stopping = false;
  const sims = learners.map((learner, index) => new SimulatedLearner(learner, running.info, content, mix, SEED + seedOffset + index));
  const loop = runLearners(sims, stats, promises, () => stopping);
  return {
    stats,
    promises,
    async stop() {
      stopping = true;
      await loop;
    },
  };
}

/** Waits until the stats show `n` more answers than now (the load is really running). */
async function answersPass(stats: LoadStats, n: number): Promise<void> {
  const target = stats.requests + n;
  await waitUntil(() => stats.requests >= target, `${n} answers`, 30_000, 10);
}

/** 5xx answers during a fault: 502 (cut off) or 503 (down), as JSON with a message — never HTML, never 500. */
function expectJsonGatewayErrors(answers: Answer[]): void {
  for (const answer of answers) {
    expect({ status: answer.status, body: answer.text }).toMatchObject({ status: expect.toBeOneOf([502, 503]) });
    expect(answer.contentType).toMatch(/application\/json/);
    expect(answer.text.trimStart().startsWith('<')).toBe(false);
    expect((JSON.parse(answer.text) as { message?: unknown }).message).toEqual(expect.any(String));
  }
}

describe('the api function killed under load', () => {
  it('answers 502/503 JSON meanwhile, restarts the function, and serves again without a stack restart', async () => {
    const load = startLoad({ ...WRITE_MIX, missions: 2, leaderboard: 2, 'my-rank': 1, 'my-progress': 1 }, 0);
    await answersPass(load.stats, 100);
    const before = running.pids().functions.api!;
    const killedAt = Date.now();
    const answersAtKill = load.stats.requests;
    process.kill(before, 'SIGKILL');

    await waitUntil(() => running.pids().functions.api !== undefined && running.pids().functions.api !== before, 'a new Deno process', 30_000);
    await waitUntil(
      async () => (await callApi('GET', '/api/health', { target: running.info, timeoutMs: 5000 })).status === 200,
      'the restarted function to answer',
      30_000,
    );
    const restartedMs = Date.now() - killedAt;
    await answersPass(load.stats, 200);
    await load.stop();

    const { stats } = load;
    console.log(
      `deno kill: ${stats.requests} requests (${answersAtKill} before the kill), restarted and serving after ${restartedMs} ms, ` +
        `${stats.serverErrors.length} answered 502/503, max ${Math.round(stats.maxMs)} ms\n${stats.summary()}`,
    );
    expect(stats.failures).toEqual([]); // every request got an answer before its 15 s timeout: no hang
    expect(stats.serverErrors.length).toBeGreaterThan(0); // the kill was seen by someone
    expectJsonGatewayErrors(stats.serverErrors);
    expect(running.pids().functions.api).not.toBe(before);

    // Every learner is served again by the same stack, and what was promised is there.
    for (const learner of learners) {
      expect((await callApi('GET', '/api/leaderboard/me', { target: running.info, token: learner.token })).status).toBe(200);
    }
    await expectPromisesKept(pool, load.promises);
    await expectEachRewardPaidOnce(pool);
    await expectBooksBalanced(pool);
  }, 90_000);
});

describe('Postgres killed in the middle of a mixed write load', () => {
  it('keeps every 2xx answer, pays no reward twice, and the books balance after a restart on the same data', async () => {
    const load = startLoad({ ...WRITE_MIX, missions: 1 }, 1000);
    await answersPass(load.stats, 200);
    const postmaster = running.pids().postgres!;
    const serverProcesses = [postmaster, ...childPids(postmaster)];
    const answersAtKill = load.stats.requests;
    process.kill(postmaster, 'SIGKILL');
    // Keep calling while the database is gone: the api must answer, not hang.
    await answersPass(load.stats, 100);
    await load.stop();
    const { stats, promises } = load;
    const outage = stats.serverErrors.length;
    console.log(
      `postgres kill: ${stats.requests} requests (${answersAtKill} before the kill), ${stats.count((s) => s < 300)} answered 2xx, ` +
        `${outage} answered 5xx; promises: ${promises.missions.length} missions, ${promises.redemptions.length} redemptions, ` +
        `${promises.quizAnswers.length} quiz answers, ${promises.progress.length} progress\n${stats.summary()}`,
    );
    expect(stats.failures).toEqual([]);
    expect(outage).toBeGreaterThan(0);
    expectJsonGatewayErrors(stats.serverErrors);

    // Every server process of the old cluster is gone before the same data directory is reused.
    await waitUntil(() => serverProcesses.every((pid) => !isAlive(pid)), 'the old Postgres processes to exit', 30_000);
    const stackDir = running.settings.stackDir;
    await pool.end();
    const stopStarted = Date.now();
    await running.stop();
    const stoppedMs = Date.now() - stopStarted;
    const restartStarted = Date.now();
    running = await startThrowawayStack({ web: 'none', stackDir });
    pool = connect(running);
    console.log(`stack stopped in ${stoppedMs} ms and started again on the same STACK_DIR in ${Date.now() - restartStarted} ms`);

    await expectPromisesKept(pool, promises);
    await expectEachRewardPaidOnce(pool);
    await expectBooksBalanced(pool);

    // The restarted stack serves the same learners (same signing keys, same accounts).
    const [learner] = learners;
    const answer = await callApi('POST', `/api/users/${learner!.id}/course-progress/${content.courses[0]}`, {
      target: running.info,
      token: learner!.token,
      body: { watchTime: 10, isCompleted: false },
    });
    expect(answer.status).toBe(200);
  }, 120_000);
});
