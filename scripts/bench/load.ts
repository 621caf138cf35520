/**
 * `npm run bench:load`: 200 signed-in learners at once, each going round the app as its screens do
 * (the catalogue and amounts, the user, the missions, the leaderboard and their rank, their league,
 * their claimed rewards, then one write: the next station's completion, or a quiz answer once the
 * stations are done), against this checkout and an older commit side by side in one run. Each
 * commit runs on a throwaway stack of its own (the older one from a git worktree, checkout.ts) with
 * the same population; the runs alternate A B A B, each with its own fresh learners, so both see the
 * machine's load alike. After each run the books must balance (app.books_check() and the ledger
 * invariants, population.ts). Each stack times its SQL functions (function-profile.ts) for the
 * profile printed last. Not a test: it prints figures.
 *
 *   npm run bench:load    (BENCH_LOAD_BASELINE=<commit> (98b820b^1), BENCH_LEARNERS=200,
 *                          BENCH_SECONDS=60 measured per run, BENCH_WARMUP=10, BENCH_ROUNDS=2,
 *                          BENCH_PROFILES=10000 learners in the population)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { checkout } from './checkout';
import { cpuSince, cpuSnapshot, waitForQuiet, type CpuGroups } from './cpu';
import { functionTimes, profileTable, timesSince, trackFunctions, type FunctionTimes } from './function-profile';
import { runHttpLoad, type HttpCall, type LoadOptions, type LoadResult } from './http-load';
import { assertLedgerHolds, loadPopulation, verifyLedger } from './population';
import { say, timed } from './setup';
import { startStackProcess, type StackProcess } from '../../tests/support/stack-process';
import { fixed, percentile, table } from './stats';
import { createUsers, signIn, type BenchUser } from './users';

const baselineRef = process.env.BENCH_LOAD_BASELINE ?? '98b820b^1';
const learners = Number(process.env.BENCH_LEARNERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const populationSize = Number(process.env.BENCH_PROFILES ?? 10_000);
const STATIONS = 5;

interface Side {
  label: 'A' | 'B';
  name: string;
  stack: StackProcess;
  pool: pg.Pool;
  /** One set of fresh learners per round. */
  learnersByRound: BenchUser[][];
  quizIds: number[];
}

interface Run {
  side: Side;
  round: number;
  load: LoadResult;
  cpu: CpuGroups;
  loadBefore: number;
  loadAfter: number;
  books: string;
}

async function prepare(label: Side['label'], name: string, root?: string): Promise<Side> {
  const stack = await timed(`${label}: throwaway stack of ${name}`, () => startStackProcess({ web: 'none' }, root));
  const pool = new pg.Pool({ connectionString: stack.info.dbUrl, max: 4 });
  try {
    await timed(`${label}: ${populationSize.toLocaleString('en-US')} learners with their ledger rows`, () =>
      loadPopulation(stack.info.dbUrl, populationSize, say),
    );
    const learnersByRound = await timed(`${label}: ${rounds} × ${learners} bench learners, signed in through the auth server`, async () => {
      const sets: BenchUser[][] = [];
      for (let round = 1; round <= rounds; round++) {
        const users = await createUsers(pool, { prefix: `load-${round}`, count: learners, tokens: 100, spreadPoints: true });
        await signIn(stack.info.apiUrl, stack.info.anonKey, users);
        sets.push(users);
      }
      return sets;
    });
    const { rows } = await pool.query<{ id: string }>(
      `select q.id from public.quizzes q left join public.courses c on c.id = q.course_id where q.course_id is null or c.is_public order by q.id`,
    );
    if (rows.length === 0) throw new Error(`${label}: no quizzes visible to learners: is the seed loaded?`);
    await trackFunctions(pool);
    return { label, name, stack, pool, learnersByRound, quizIds: rows.map((row) => Number(row.id)) };
  } catch (error) {
    await pool.end().catch(() => undefined);
    await stack.stop();
    throw error;
  }
}

/** The last lines of a stack's log that report an error (why a request failed), before the stack and its log go. */
function errorLines(stackDir: string, most = 12): string[] {
  const file = join(stackDir, 'stack.log');
  if (!existsSync(file)) return ['(no stack.log)'];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /error|exception|fail/i.test(line))
    .slice(-most)
    .map((line) => line.slice(0, 400));
}

const WRITE_LABEL = 'POST complete-mission / quiz-answer';

/**
 * Each learner's round of the app: seven reads, then one write. A station's completion that failed
 * is sent again in the next round (the next station would only be refused as locked).
 */
function learnerLoop(side: Side, users: BenchUser[]): Pick<LoadOptions, 'next' | 'answered'> {
  const fn = '/functions/v1/api';
  const loops = users.map((user) => {
    const headers = { apikey: side.stack.info.anonKey, authorization: `Bearer ${user.accessToken}` };
    const get = (label: string, path: string): HttpCall => ({ method: 'GET', path: `${fn}${path}`, headers, label });
    return {
      user,
      headers: { ...headers, 'content-type': 'application/json' },
      reads: [
        get('GET /api/settings', '/settings'),
        get('GET /api/auth/me', '/auth/me'),
        get('GET /api/missions', '/missions'),
        get('GET /api/leaderboard', '/leaderboard?limit=10'),
        get('GET /api/leaderboard/me', '/leaderboard/me'),
        get('GET /api/league', '/league'),
        get('GET /api/users/:id/rewards', `/users/${user.id}/rewards`),
      ],
      step: 0,
      station: 1,
    };
  });
  const write = (loop: (typeof loops)[number]): HttpCall => {
    const mission = loop.station <= STATIONS;
    const quizId = side.quizIds[Math.floor(Math.random() * side.quizIds.length)];
    return {
      method: 'POST',
      path: `${fn}/users/${loop.user.id}/${mission ? 'complete-mission' : 'quiz-answer'}`,
      headers: loop.headers,
      body: JSON.stringify(mission ? { missionId: loop.station } : { quizId, answer: Math.floor(Math.random() * 4) }),
      label: WRITE_LABEL,
    };
  };
  return {
    next: (worker) => {
      const loop = loops[worker] as (typeof loops)[number];
      const step = loop.step++ % (loop.reads.length + 1);
      return step < loop.reads.length ? (loop.reads[step] as HttpCall) : write(loop);
    },
    answered: (worker, call, good) => {
      const loop = loops[worker] as (typeof loops)[number];
      if (good && call.path.endsWith('/complete-mission')) loop.station++;
    },
  };
}

async function measure(side: Side, round: number): Promise<Run> {
  await side.pool.query(
    'vacuum (analyze) public.profiles, public.leaderboard, public.ledger, public.mission_completions, public.quiz_answers, app.leaderboard_buckets',
  );
  await waitForQuiet(side.stack.pids, 30_000);
  const loadBefore = loadavg()[0] ?? 0;
  const before = cpuSnapshot(side.stack.pids);
  const load = await runHttpLoad({
    baseUrl: side.stack.info.apiUrl,
    concurrency: learners,
    warmupMs: warmupSeconds * 1000,
    durationMs: seconds * 1000,
    ...learnerLoop(side, side.learnersByRound[round - 1] as BenchUser[]),
    ok: (status) => status >= 200 && status < 300,
  });
  const cpu = cpuSince(before, side.stack.pids);
  const loadAfter = loadavg()[0] ?? 0;
  const ledger = await verifyLedger(side.pool);
  assertLedgerHolds(ledger);
  const books = `balanced (${ledger.balanceMismatches} books_check rows)`;
  say(
    `  ${side.label}${round}: ${fixed(load.perSecond, 0)} req/s, p95 ${fixed(percentile(load.latenciesMs, 95), 0)} ms, ` +
      `p99 ${fixed(percentile(load.latenciesMs, 99), 0)} ms, ${load.errors} errors; books ${books}; load average ${fixed(loadBefore, 1)} → ${fixed(loadAfter, 1)}`,
  );
  for (const sample of load.errorSamples) say(`    ! ${sample}`);
  return { side, round, load, cpu, loadBefore, loadAfter, books };
}

function runsTable(runs: Run[]): string {
  return table(
    ['run', 'code', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'Postgres CPU ms/req', 'Deno CPU ms/req', 'books', 'load avg (1 min) before → after'],
    runs.map((run) => {
      const per = (ms: number) => fixed(ms / Math.max(1, run.load.allRequests), 2);
      return [
        `${run.side.label}${run.round}`,
        run.side.name,
        fixed(run.load.perSecond, 0),
        fixed(percentile(run.load.latenciesMs, 50), 0),
        fixed(percentile(run.load.latenciesMs, 95), 0),
        fixed(percentile(run.load.latenciesMs, 99), 0),
        String(run.load.errors),
        per(run.cpu.postgres),
        per(run.cpu.deno),
        run.books,
        `${fixed(run.loadBefore, 1)} → ${fixed(run.loadAfter, 1)}`,
      ];
    }),
  );
}

/** p95 of each route, per side, over all of that side's runs. */
function routesTable(runs: Run[], sides: Side[]): string {
  const labels = [...new Set(runs.flatMap((run) => [...run.load.byLabel.keys()]))];
  const merged = (side: Side, label: string) => runs.filter((run) => run.side === side).flatMap((run) => run.load.byLabel.get(label)?.latenciesMs ?? []);
  return table(
    ['route', ...sides.flatMap((side) => [`${side.label} p50 ms`, `${side.label} p95 ms`])],
    labels.map((label) => [label, ...sides.flatMap((side) => [fixed(percentile(merged(side, label), 50), 0), fixed(percentile(merged(side, label), 95), 0)])]),
  );
}

const started = performance.now();
say(
  `bench:load: ${learners} learners, ${seconds} s measured (+${warmupSeconds} s warm-up) per run, A B × ${rounds}, ${populationSize.toLocaleString('en-US')} learners in each population`,
);
const old = checkout(baselineRef, say);
const sides: Side[] = [];
try {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const changed = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
  sides.push(await prepare('A', `this checkout (${head}${changed ? ' + uncommitted changes' : ''})`));
  sides.push(await prepare('B', `${old.sha.slice(0, 7)} (${baselineRef}: ${old.subject.slice(0, 60)})`, old.root));
  const runs: Run[] = [];
  const timesBefore = await Promise.all(sides.map((side) => functionTimes(side.pool)));
  for (let round = 1; round <= rounds; round++) {
    for (const side of sides) runs.push(await timed(`run ${side.label}${round}: ${side.name}`, () => measure(side, round)));
  }
  // The last run's function counts reach pg_stat_user_functions once its backends have been idle.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const functionProfiles = await Promise.all(
    sides.map(async (side, i) => ({
      label: side.label,
      times: timesSince(await functionTimes(side.pool), timesBefore[i] as FunctionTimes),
      requests: runs.filter((run) => run.side === side).reduce((sum, run) => sum + run.load.allRequests, 0),
    })),
  );
  say('');
  say(`${learners} concurrent learners, ${seconds} s each run, alternating; ${populationSize.toLocaleString('en-US')}-learner population per stack`);
  say(runsTable(runs));
  say('');
  say('Each route (p50 / p95 over both runs of a side):');
  say(routesTable(runs, sides));
  say('');
  say(`Postgres time in the project's SQL functions per request (pg_stat_user_functions, warm-up included; self: not in a function it called):`);
  say(profileTable(functionProfiles));
  const perSecond = (side: Side) => runs.filter((run) => run.side === side).map((run) => run.load.perSecond);
  const [a, b] = sides as [Side, Side];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const worstP99 = Math.max(...runs.filter((run) => run.side === a).map((run) => percentile(run.load.latenciesMs, 99)));
  const errors = runs.filter((run) => run.side === a).reduce((sum, run) => sum + run.load.errors, 0);
  say('');
  say(
    `A/B throughput ${fixed(mean(perSecond(a)) / mean(perSecond(b)), 2)} (${fixed(mean(perSecond(a)), 0)} vs ${fixed(mean(perSecond(b)), 0)} req/s); ` +
      `A: ${errors} errors, worst p99 ${fixed(worstP99, 0)} ms. Target: A ≥ B's throughput, 0 errors, p99 ≤ 1,000 ms.`,
  );
  for (const side of sides) {
    if (runs.some((run) => run.side === side && run.load.errors > 0)) {
      say(`\n${side.label}'s stack log, its last error lines (${side.stack.stackDir}/stack.log):`);
      for (const line of errorLines(side.stack.stackDir)) say(`  ${line}`);
    }
  }
  say(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  for (const side of sides) {
    await side.pool.end().catch(() => undefined);
    await side.stack.stop();
  }
}
