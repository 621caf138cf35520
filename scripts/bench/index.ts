/**
 * `npm run bench`: one command, one throwaway stack, 1,000,000 learners with
 * their ledger rows, and every figure measured in the same run as its baseline:
 *   - API vs the same transactions direct to Postgres, 50 concurrent clients (api-ops.ts);
 *   - the leaderboard at the SQL level: top 10 and the rank of learners at the top, middle and
 *     very bottom, against the plain count (leaderboard-sql.ts);
 *   - the operators' reports: each view of schema `reports` read whole, after adding the activity
 *     they count (reports-sql.ts);
 *   - Realtime: 500 subscribers to the leaderboard, commit-to-callback latency (realtime.ts);
 *   - web: initial JavaScript (gzip) of / and /dashboard and Lighthouse scores (web.ts).
 * Not a test: it prints figures, and fails only if the ledger invariants break.
 *
 *   npm run bench     (BENCH_PROFILES=…, BENCH_SECONDS=… per API run, BENCH_SUBSCRIBERS=…)
 */
import { apiTable, cpuTable, runApiBench } from './api-ops';
import { pgbenchPath } from './baseline';
import { leaderboardTable, runLeaderboardSql } from './leaderboard-sql';
import { realtimeTable, runRealtime } from './realtime';
import { runTeamLeagueSql, teamLeagueTable } from './team-league-sql';
import { addReportActivity, reportsTable, runReportsSql } from './reports-sql';
import { bootWithPopulation, checkLedger, prepareApiBench, say, timed } from './setup';
import { lighthouseScores, measureScripts, signedInStorage, webTable, type LighthouseScore } from './web';
import { BENCH_PASSWORD, signIn, type BenchUser } from './users';

const profiles = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const started = performance.now();
const bench = await bootWithPopulation(profiles, { web: 'build' });
try {
  const { info } = bench.stack;
  await checkLedger(bench, 'after loading');
  const setup = await prepareApiBench(bench, {
    warmupMs: 2000,
    durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
    missionUsersApi: Math.max(1200, subscribers),
    baselineMissionJobs: { warmup: 20, measured: 180 },
  });
  const api = await timed(`API vs ${pgbenchPath() ? 'pgbench' : 'node-postgres'} baseline, 50 concurrent clients each`, () => runApiBench(setup, say));

  const leaderboard = await timed('leaderboard at the SQL level', () => runLeaderboardSql(bench.pool));
  const teamLeague = await timed('My Team and the weekly league at the SQL level', () => runTeamLeagueSql(bench.pool));
  await timed('activity for the reports', () => addReportActivity(bench.pool, say));
  const reports = await timed('reports at the SQL level', () => runReportsSql(bench.pool));

  // Fresh tokens: the API run's may be close to an hour old on a slow machine.
  const listeners: BenchUser[] = setup.missionUsersApi.slice(0, subscribers);
  await timed(`sign-ins for ${listeners.length} Realtime subscribers`, () => signIn(info.apiUrl, info.anonKey, listeners));
  const realtime = await timed(`Realtime: ${listeners.length} subscribers to public.leaderboard`, () =>
    runRealtime(info, bench.pool, listeners, { rounds: 20, pauseMs: 300, waitMs: 5000 }),
  );

  const reader = setup.clients[0] as BenchUser;
  const storage = await signedInStorage(info.apiUrl, info.anonKey, reader.session ?? {}, { email: reader.email, password: BENCH_PASSWORD });
  const pages = [{ path: '/' }, { path: '/dashboard', storage }];
  const scripts = await timed('web: JavaScript loaded by / and /dashboard', () => measureScripts(info.appUrl, pages));
  let scores: LighthouseScore[] | string;
  try {
    scores = await timed('web: Lighthouse (mobile and desktop presets)', () => lighthouseScores(info.appUrl, pages));
  } catch (error) {
    scores = `Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`;
    say(`  ${scores}`);
  }
  await checkLedger(bench, 'after the run');

  say('');
  say(
    `1. API through the gateway vs the same transaction direct to Postgres (${api[0]?.baseline.tool}) — ${profiles.toLocaleString('en-US')} learners, 50 clients`,
  );
  say(apiTable(api));
  say('');
  say('   CPU per request by component (everything shares one machine):');
  say(cpuTable(api));
  say('');
  say(`2. Leaderboard at the SQL level, ${profiles.toLocaleString('en-US')} learners (role authenticated, one connection, round trip per statement)`);
  say(leaderboardTable(leaderboard));
  say('');
  say(`   My Team (a sponsor with 5,000 downline members) and the weekly league, ${profiles.toLocaleString('en-US')} learners:`);
  say(teamLeagueTable(teamLeague));
  say(`2b. Reports (schema reports), ${profiles.toLocaleString('en-US')} learners: each view read whole as the owner, 5 reads after one warm-up`);
  say(reportsTable(reports));
  say('');
  say(`3. Realtime: postgres_changes on public.leaderboard, commit → subscriber callback (${realtime.joinSeconds.toFixed(1)} s to join all)`);
  say(realtimeTable(realtime));
  say('');
  say(
    '4. Web (production build as served; JS budget in gzip bytes; Lighthouse performance score with its default throttling, median of BENCH_LIGHTHOUSE_RUNS runs from an empty cache)',
  );
  say(webTable(scripts, scores));
  if (typeof scores !== 'string') {
    for (const score of scores) say(`   ${score.page} ${score.formFactor}: ${score.diagnosis}`);
  }
  for (const page of scripts) {
    say(`   ${page.page}: ${page.scripts.map((s) => `${s.url.split('/').pop()} ${(s.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
  }
  say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await bench.close();
}
