/**
 * `npm run bench:reports`: the operators' reports at 1,000,000 learners, alone (the same step
 * `npm run bench` runs among the others). Boots a throwaway stack, loads the learners, adds the
 * activity the reports count (reports-sql.ts), and prints each view's read time.
 * Not a test: it prints figures and asserts only the ledger invariants.
 *
 *   npm run bench:reports     (BENCH_PROFILES=… learners)
 */
import { addReportActivity, reportsTable, runReportsSql } from './reports-sql';
import { bootWithPopulation, checkLedger, say, timed } from './setup';

const profiles = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const started = performance.now();
const bench = await bootWithPopulation(profiles, { web: 'none' });
try {
  await timed('activity for the reports', () => addReportActivity(bench.pool, say));
  const timings = await timed('reports at the SQL level', () => runReportsSql(bench.pool));
  await checkLedger(bench, 'after the run');
  say('');
  say(`Reports (schema reports), ${profiles.toLocaleString('en-US')} learners: each view read whole as the owner, 5 reads after one warm-up`);
  say(reportsTable(timings));
  say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await bench.close();
}
