/**
 * `npm run bench:live`: the live leaderboard at scale, the broadcast design against the old
 * postgres_changes design in one run, on one throwaway stack with 1,000,000 learners
 * (population.ts). docs/leaderboard-live.md explains the design; docs/performance.md has the figures.
 *
 * Three phases of T seconds each, the same load in each: W points changes a second by random
 * learners spread over the whole board (+5 points each, an `adjustment` ledger row through the
 * ledger's triggers, as every reward is posted), and every BENCH_TOP_EVERY_MS one "leader" change
 * that puts a bench learner at the top, so the visible list really changes.
 *   1. no dashboards open: what a points change costs Postgres without the live board;
 *   2. N dashboards on the broadcast design (the web app's own subscription code);
 *   3. N_old dashboards on the postgres_changes design (the baseline).
 * Printed per phase: live-board API requests per points change (per dashboard), messages delivered
 * a second, top-list delivery latency p50/p99 (from the leader change's statement being sent,
 * its commit included, to each dashboard's callback), CPU per points change (Postgres; the stack's
 * Node process, where the local Realtime runs), joins, errors and dashboards left stale.
 *
 *   npm run bench:live   (BENCH_PROFILES=1000000 BENCH_DASHBOARDS=2000 BENCH_OLD_DASHBOARDS=…
 *                         BENCH_WRITES=50 BENCH_SECONDS=30 BENCH_TOP_EVERY_MS=2000)
 */
import type pg from 'pg';
import type { LeaderboardEntry } from '../../contract/leaderboard';
import { cpuSince, cpuSnapshot, waitForQuiet } from './cpu';
import { closeDashboards, openDashboards, type Dashboard, type Design } from './live-dashboards';
import { bootWithPopulation, checkLedger, say, timed, type Bench } from './setup';
import { fixed, summarize, table } from './stats';
import { createUsers, signIn, type BenchUser } from './users';

const profiles = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const dashboardsWanted = Number(process.env.BENCH_DASHBOARDS ?? 2000);
const oldDashboardsWanted = Number(process.env.BENCH_OLD_DASHBOARDS ?? dashboardsWanted);
const writesPerSecond = Number(process.env.BENCH_WRITES ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const topEveryMs = Number(process.env.BENCH_TOP_EVERY_MS ?? 2000);
/** After the load stops: time for the last messages to arrive before the final check. */
const SETTLE_MS = 3000;

interface LeaderChange {
  points: number;
  sentAt: number;
}

interface PhaseResult {
  label: string;
  dashboards: number;
  /** Dashboards that did not join within a minute (left out of the phase). */
  joinFailures: number;
  joinSeconds: number;
  changes: number;
  leaderChanges: number;
  writerBehind: number;
  reads: number;
  failedReads: number;
  messages: number;
  latenciesMs: number[];
  /** Leader changes × dashboards that never saw them. */
  missed: number;
  errors: number;
  /** Dashboards whose last list is not the database's at the end (broadcast design). */
  stale: number;
  cpu: { postgres: number; gateway: number; client: number };
  machineBusy: number;
}

/** Random learners with points from the whole board (a random start on the primary key each). */
async function spreadLearners(pool: pg.Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from public.leaderboard tablesample system (least(100, greatest(0.05, 100.0 * $1 / greatest(1, (select reltuples from pg_class where oid = 'public.leaderboard'::regclass))))) limit $1`,
    [count * 2],
  );
  return rows.map((row) => row.id).slice(0, count);
}

async function grantPoints(pool: pg.Pool, userId: string, points: number, reference: string): Promise<void> {
  await pool.query(`insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference) values ($1, 0, $2, 'adjustment', $3)`, [
    userId,
    points,
    reference,
  ]);
}

async function runPhase(
  bench: Bench,
  label: string,
  design: Design | undefined,
  viewers: BenchUser[],
  scorers: string[],
  leader: BenchUser,
): Promise<PhaseResult> {
  const { pool, stack } = bench;
  const leaderChanges: LeaderChange[] = [];
  const latencies: number[] = [];
  const seen = new Map<Dashboard, number>();
  const note = (dashboard: Dashboard, points: number, at: number) => {
    let index = seen.get(dashboard) ?? 0;
    while (index < leaderChanges.length && (leaderChanges[index] as LeaderChange).points <= points) {
      latencies.push(at - (leaderChanges[index] as LeaderChange).sentAt);
      index++;
    }
    seen.set(dashboard, index);
  };
  const events = {
    onTop: (dashboard: Dashboard, entries: LeaderboardEntry[], at: number) => {
      const entry = entries.find((item) => item.id === leader.id);
      if (entry) note(dashboard, entry.leaderboardPts, at);
    },
    onRow: (dashboard: Dashboard, row: { id?: unknown; leaderboard_pts?: unknown }, at: number) => {
      if (row.id === leader.id && typeof row.leaderboard_pts === 'number') note(dashboard, row.leaderboard_pts, at);
    },
  };

  let dashboards: Dashboard[] = [];
  let joinFailures = 0;
  const joinStarted = performance.now();
  if (design) ({ dashboards, failed: joinFailures } = await openDashboards(stack.info, viewers, design, events));
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  const machineBusy = await waitForQuiet(stack.pids, 30_000);
  const readsBefore = dashboards.reduce((sum, d) => sum + d.reads, 0);
  const failedBefore = dashboards.reduce((sum, d) => sum + d.failedReads, 0);
  const messagesBefore = dashboards.reduce((sum, d) => sum + d.messages, 0);
  for (const dashboard of dashboards) seen.set(dashboard, 0);

  // The load: W changes a second (at most 16 in flight), and a leader change every topEveryMs.
  const cpuBefore = cpuSnapshot(stack.pids);
  const started = Date.now();
  const endAt = started + seconds * 1000;
  let changes = 0;
  let inFlight = 0;
  let behind = 0;
  let next = 0;
  const stamp = `${label.replace(/\W+/g, '-')}-${started}`;
  const { rows: topRows } = await pool.query<{ points: number }>('select coalesce(max(leaderboard_pts), 0) as points from public.leaderboard');
  let leaderPoints = (topRows[0]?.points ?? 0) + 100;
  const { rows: leaderRows } = await pool.query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [leader.id]);
  let leaderHas = leaderRows[0]?.points ?? 0;
  const writes: Array<Promise<void>> = [];
  const writer = (async () => {
    for (let n = 0; Date.now() < endAt; n++) {
      const due = started + (n * 1000) / writesPerSecond;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= 16) {
        behind++;
        continue;
      }
      inFlight++;
      const id = scorers[next++ % scorers.length] as string;
      writes.push(
        grantPoints(pool, id, 5, `${stamp}-${n}`)
          .then(() => void changes++)
          .finally(() => inFlight--),
      );
    }
  })();
  const leaderLoop = (async () => {
    for (let n = 1; Date.now() + topEveryMs / 2 < endAt; n++) {
      await new Promise((resolve) => setTimeout(resolve, topEveryMs));
      leaderPoints += 10;
      const change = { points: leaderPoints, sentAt: Date.now() };
      await grantPoints(pool, leader.id, leaderPoints - leaderHas, `${stamp}-leader-${n}`);
      leaderHas = leaderPoints;
      leaderChanges.push(change);
    }
  })();
  await Promise.all([writer, leaderLoop]);
  await Promise.all(writes);
  const elapsed = (Date.now() - started) / 1000;
  const used = cpuSince(cpuBefore, stack.pids);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  let stale = 0;
  if (design === 'broadcast') {
    const { rows } = await pool.query<{ top: LeaderboardEntry[] }>('select app.leaderboard_top(10) as top');
    const shape = (entries: LeaderboardEntry[]) => JSON.stringify(entries.map((entry) => [entry.rank, entry.id, entry.name, entry.leaderboardPts]));
    const expected = shape(rows[0]?.top ?? []);
    stale = dashboards.filter((dashboard) => shape(dashboard.lastTop ?? []) !== expected).length;
  }
  const missed = design ? dashboards.reduce((sum, dashboard) => sum + (leaderChanges.length - (seen.get(dashboard) ?? 0)), 0) : 0;
  const result: PhaseResult = {
    label,
    dashboards: dashboards.length,
    joinFailures,
    joinSeconds,
    changes: changes + leaderChanges.length,
    leaderChanges: leaderChanges.length,
    writerBehind: behind,
    reads: dashboards.reduce((sum, d) => sum + d.reads, 0) - readsBefore,
    failedReads: dashboards.reduce((sum, d) => sum + d.failedReads, 0) - failedBefore,
    messages: (dashboards.reduce((sum, d) => sum + d.messages, 0) - messagesBefore) / elapsed,
    latenciesMs: latencies,
    missed,
    errors: dashboards.reduce((sum, d) => sum + d.errors, 0),
    stale,
    cpu: { postgres: used.postgres, gateway: used.gateway, client: used.client },
    machineBusy,
  };
  await closeDashboards(dashboards);
  return result;
}

function resultTable(results: PhaseResult[]): string {
  return table(
    [
      'design',
      'dashboards',
      'join s',
      'changes (top)',
      'live-board API requests / change / dashboard',
      'messages delivered / s',
      'top list p50 ms',
      'p99 ms',
      'missed',
      'errors',
      'stale',
      'Postgres CPU ms / change',
      'Realtime+gateway CPU ms / change',
    ],
    results.map((r) => {
      const s = summarize(r.latenciesMs);
      const perDashboard = r.dashboards > 0 ? r.reads / r.changes / r.dashboards : Number.NaN;
      return [
        r.label,
        r.joinFailures ? `${r.dashboards} (+${r.joinFailures} not joined)` : String(r.dashboards),
        fixed(r.joinSeconds, 0),
        `${r.changes} (${r.leaderChanges})`,
        r.dashboards > 0 ? `${perDashboard.toFixed(4)}${r.failedReads ? ` (${r.failedReads} failed)` : ''}` : '-',
        fixed(r.messages, 0),
        fixed(s.p50, 0),
        fixed(s.p99, 0),
        String(r.missed),
        String(r.errors),
        r.label.startsWith('broadcast') ? String(r.stale) : '-',
        fixed(r.cpu.postgres / r.changes, 2),
        fixed(r.cpu.gateway / r.changes, 2),
      ];
    }),
  );
}

const started = performance.now();
const bench = await bootWithPopulation(profiles, { web: 'none' });
try {
  await checkLedger(bench, 'after loading');
  const viewers = await timed(
    `${Math.max(dashboardsWanted, oldDashboardsWanted)} dashboard learners (points spread like the population) + a leader`,
    async () => [
      ...(await createUsers(bench.pool, { prefix: 'viewer', count: Math.max(dashboardsWanted, oldDashboardsWanted), spreadPoints: true })),
      ...(await createUsers(bench.pool, { prefix: 'leader', count: 1 })),
    ],
  );
  const leader = viewers.pop() as BenchUser;
  await timed(`sign-ins through the auth server (${viewers.length})`, () => signIn(bench.stack.info.apiUrl, bench.stack.info.anonKey, viewers));
  const scorers = await spreadLearners(bench.pool, Math.max(1000, writesPerSecond * seconds));
  say(`  ${scorers.length} scorers drawn from the whole board`);

  const load = `${writesPerSecond} changes/s for ${seconds} s + a leader change every ${topEveryMs} ms`;
  const results: PhaseResult[] = [];
  results.push(await timed(`no dashboards: ${load}`, () => runPhase(bench, 'no live board', undefined, [], scorers, leader)));
  results.push(
    await timed(`broadcast design: ${dashboardsWanted} dashboards, ${load}`, () =>
      runPhase(bench, 'broadcast (new)', 'broadcast', viewers.slice(0, dashboardsWanted), scorers, leader),
    ),
  );
  results.push(
    await timed(`postgres_changes design: ${oldDashboardsWanted} dashboards, ${load}`, () =>
      runPhase(bench, 'postgres_changes (old)', 'postgres_changes', viewers.slice(0, oldDashboardsWanted), scorers, leader),
    ),
  );
  await checkLedger(bench, 'after the run');

  say('');
  say(`Live leaderboard, ${profiles.toLocaleString('en-US')} learners; ${load} per phase`);
  say(resultTable(results));
  for (const r of results) {
    say(
      `   ${r.label}: ${r.reads} live-board API requests in the load window; writer fell behind ${r.writerBehind} times; ` +
        `machine busy ${(r.machineBusy * 100).toFixed(0)} % before the load; bench client CPU ${fixed(r.cpu.client / 1000, 1)} s`,
    );
  }
  say('   old design: its requests are counted (2 per change per dashboard, as its hook invalidated both queries), not sent.');
  say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await bench.close();
}
