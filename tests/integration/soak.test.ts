/**
 * A bounded load soak (about a minute) on a stack of this file's own, so the memory measured is
 * this load's alone: 200 simulated learners arrive through the api (40 register, 160 log in to
 * accounts made beforehand), then keep a mixed workload going through the gateway for a 10 s
 * warm-up and SOAK_SECONDS (30) of steady load — missions, the leaderboard and their rank,
 * rewards, quiz answers, course progress, now and then a fresh login — with up to 2 s think time.
 *
 * Passes when no answer is a 5xx and none hangs, every 2xx promise is in the database, no reward
 * was paid twice, the books balance, the function and Postgres never restarted, and the resident
 * memory of the Deno function and of the Postgres server processes levels off: the average of the
 * last third of the steady phase stays within +50% of the first third's (memory, not timing).
 */
import { poolAt } from '../support/clients';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childPids,
  createAccounts,
  expectEachRewardPaidOnce,
  expectPromisesKept,
  learnerContent,
  LoadStats,
  logIn,
  noPromises,
  registerLearner,
  residentKiB,
  SimulatedLearner,
  type Content,
  type Mix,
} from '../support/load';
import { startThrowawayStack } from '../support/throwaway-stack';
import { expectBooksBalanced } from './db-helpers';

const SEED = Number(process.env.SOAK_SEED ?? 4242);
const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 200);
/** Of the learners, this many arrive by registering; the others log in to existing accounts. */
const REGISTERING = Math.min(LEARNERS, 40);
/** The mixed workload runs WARMUP_MS, then STEADY_MS during which memory is compared. */
const WARMUP_MS = 10_000;
const STEADY_MS = Number(process.env.SOAK_SECONDS ?? 30) * 1000;
const ARRIVING_AT_ONCE = 8;
const THINK_MS = 2000;
/** An answer slower than this counts as a hang. */
const TIMEOUT_MS = 30_000;
const SAMPLE_EVERY_MS = 500;
const ALLOWED_GROWTH = 1.5;

const MIX: Mix = {
  missions: 3,
  leaderboard: 4,
  'my-rank': 2,
  'my-progress': 2,
  'complete-mission': 3,
  'redeem-reward': 2,
  'answer-quiz': 3,
  'course-progress': 3,
  // A login costs a bcrypt comparison in the auth server: rare, as in real use.
  login: 0.1,
};

type Stack = Awaited<ReturnType<typeof startThrowawayStack>>;
let running: Stack;
let pool: pg.Pool;
let accounts: Awaited<ReturnType<typeof createAccounts>>;

beforeAll(async () => {
  running = await startThrowawayStack({ web: 'none' });
  pool = poolAt(running.info.dbUrl, 2);
  // 200 learners arrive from one address here, where real ones come from many: the per-address
  // budgets would refuse most sign-ins. This file measures load, not the rate limits
  // (api-rate-limits.test.ts does), so its own stack lifts them.
  await pool.query('update app.settings set rate_public_per_minute = 1000000, signin_failures_per_address = 1000000');
  accounts = await createAccounts(pool, LEARNERS - REGISTERING, 'Soak');
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await running?.dispose();
});

interface Sample {
  at: number;
  functionKiB: number;
  postgresKiB: number;
}

/** Resident memory of the Deno function, and of all Postgres processes without shared buffers. */
function sample(functionPid: number, postmasterPid: number): Sample {
  const postgres = [postmasterPid, ...childPids(postmasterPid)].reduce((sum, pid) => sum + (residentKiB(pid, 'anon') ?? 0), 0);
  return { at: Date.now(), functionKiB: residentKiB(functionPid) ?? 0, postgresKiB: postgres };
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

/** First and last third of a series, averaged. */
function thirds(values: number[]): { first: number; last: number } {
  const third = Math.floor(values.length / 3);
  return { first: average(values.slice(0, third)), last: average(values.slice(values.length - third)) };
}

/** Runs tasks with at most `limit` running at once. */
function limiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

describe('a load soak', () => {
  it(`${LEARNERS} learners with a mixed workload: no 5xx, books balanced, memory levels off`, async () => {
    const { info } = running;
    const pids = { fn: running.pids().functions.api!, postgres: running.pids().postgres! };
    const stats = new LoadStats();
    const promises = noPromises();
    const started = Date.now();
    let steadyFrom = Number.POSITIVE_INFINITY;
    let stopping = false;

    const samples: Sample[] = [];
    const sampler = setInterval(() => samples.push(sample(pids.fn, pids.postgres)), SAMPLE_EVERY_MS);

    // Learners arrive: some register (a bcrypt hash each in the auth server), the others log in.
    const gate = limiter(ARRIVING_AT_ONCE);
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, (_, index) =>
        gate(() => (index < REGISTERING ? registerLearner(info, `Soak Newcomer ${index + 1}`, stats) : logIn(info, accounts[index - REGISTERING]!, stats))),
      ),
    );
    const arrivedMs = Date.now() - started;
    const content: Content = await learnerContent(info, learners[0]!);
    const loops = learners.map(async (learner, index) => {
      const sim = new SimulatedLearner(learner, info, content, MIX, SEED + index, TIMEOUT_MS);
      while (!stopping) {
        await sim.step(stats, promises);
        await sim.think(THINK_MS);
      }
    });
    try {
      // Memory is compared after a warm-up under the full mix (a runtime's heap grows to its working size first).
      await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
      steadyFrom = Date.now();
      await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    } finally {
      stopping = true;
      await Promise.all(loops);
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;

    const steady = samples.filter((point) => point.at >= steadyFrom);
    const fnMemory = thirds(steady.map((point) => point.functionKiB));
    const pgMemory = thirds(steady.map((point) => point.postgresKiB));
    console.log(
      `soak: ${LEARNERS} learners arrived (${REGISTERING} registered, ${LEARNERS - REGISTERING} logged in) in ${(arrivedMs / 1000).toFixed(1)} s, ` +
        `then ${WARMUP_MS / 1000} s warm-up and ${STEADY_MS / 1000} s steady; ` +
        `${stats.requests} requests in ${seconds.toFixed(1)} s (${Math.round(stats.requests / seconds)}/s), ` +
        `${stats.count((status) => status >= 500)} 5xx, ${stats.failures.length} without an answer, slowest ${Math.round(stats.maxMs)} ms\n` +
        `memory over ${steady.length} steady samples (first third → last third): Deno function ${mib(fnMemory.first)} → ${mib(fnMemory.last)}, ` +
        `Postgres (anonymous RSS, all server processes) ${mib(pgMemory.first)} → ${mib(pgMemory.last)}\n` +
        `Deno function RSS every ${SAMPLE_EVERY_MS} ms from the first arrival (MiB): ${samples.map((point) => Math.round(point.functionKiB / 1024)).join(' ')}\n${stats.summary()}`,
    );

    expect(stats.serverErrors.map((answer) => `${answer.operation} ${answer.status} ${answer.text.slice(0, 200)}`)).toEqual([]);
    expect(stats.failures).toEqual([]);
    expect(stats.count((status) => status >= 200 && status < 300)).toBeGreaterThan(LEARNERS * 10);
    // Neither the function nor the database restarted under the load.
    expect(running.pids()).toEqual({ postgres: pids.postgres, functions: { api: pids.fn } });

    await expectPromisesKept(pool, promises);
    await expectEachRewardPaidOnce(pool);
    await expectBooksBalanced(pool);

    expect(steady.length).toBeGreaterThanOrEqual(12);
    expect(fnMemory.last).toBeLessThanOrEqual(fnMemory.first * ALLOWED_GROWTH);
    expect(pgMemory.last).toBeLessThanOrEqual(pgMemory.first * ALLOWED_GROWTH);
  }, 240_000);
});
