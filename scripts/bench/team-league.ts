/**
 * `npm run bench:team`: only the My Team and weekly league figures of `npm run bench`
 * (team-league-sql.ts) on a population of BENCH_PROFILES learners (1,000,000 by default).
 */
import { bootWithPopulation, say, timed } from './setup';
import { loadavg } from 'node:os';
import { coachingTriggerCost, runTeamLeagueSql, teamLeagueTable } from './team-league-sql';

const profiles = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const started = performance.now();
const bench = await bootWithPopulation(profiles, { web: 'none' });
try {
  const rows = await timed('My Team and the weekly league at the SQL level', () => runTeamLeagueSql(bench.pool));
  say('');
  say(
    `My Team and the weekly league at the SQL level, ${profiles.toLocaleString('en-US')} learners (role authenticated, one connection, round trip per statement)`,
  );
  say(teamLeagueTable(rows));
  say(coachingTriggerCost(rows));
  say(
    `load average (1, 5, 15 min) at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await bench.close();
}
