/**
 * `npm run bench:api`: the API at 100,000 learners. Boots a throwaway stack,
 * loads the learners with their ledger rows, and prints for each operation the requests per second
 * and p50/p99 latency through the gateway with 50 concurrent clients, the same database
 * transaction run directly against Postgres with the same concurrency, and their ratio.
 * Not a test: it prints figures and asserts only the ledger invariants.
 *
 *   npm run bench:api     (BENCH_PROFILES=… learners, BENCH_SECONDS=… measured per run)
 */
import { apiTable, cpuTable, runApiBench } from './api-ops';
import { pgbenchPath } from './baseline';
import { bootWithPopulation, checkLedger, prepareApiBench, say, timed } from './setup';

const profiles = Number(process.env.BENCH_PROFILES ?? 100_000);
const started = performance.now();
const bench = await bootWithPopulation(profiles, { web: 'none' });
try {
  await checkLedger(bench, 'after loading');
  const setup = await prepareApiBench(bench, {
    warmupMs: 2000,
    durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
    missionUsersApi: 1200,
    baselineMissionJobs: { warmup: 20, measured: 180 },
  });
  const rows = await timed(`API vs ${pgbenchPath() ? 'pgbench' : 'node-postgres'} baseline, 50 concurrent clients each`, () => runApiBench(setup, say));
  await checkLedger(bench, 'after the run');
  say('');
  say(
    `API through the gateway vs the same transaction direct to Postgres (${rows[0]?.baseline.tool}) — ${profiles.toLocaleString('en-US')} learners, 50 clients`,
  );
  say(apiTable(rows));
  say('');
  say('CPU per request by component (all runs on the same 2-core machine):');
  say(cpuTable(rows));
  say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await bench.close();
}
