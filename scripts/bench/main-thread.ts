/**
 * `npm run bench:main-thread`: how much a page (`/`, and `/dashboard`: the Today screen) blocks a
 * phone's main thread after its first paint, estimated from CPU time instead of wall time, so that
 * a change to the web app can be compared on a machine that other work keeps busy (Lighthouse's
 * total blocking time follows the machine's load: on a shared 2-core machine the same build scored
 * /dashboard anywhere from 63 to 83).
 *
 * For each page, BENCH_MAIN_THREAD_RUNS (5) loads in headless Chromium at a phone's viewport from an
 * empty cache, traced; for each top-level task on the page's main thread after the first
 * contentful paint, its thread CPU time (the trace's `tdur`, which a busy machine does not inflate)
 * times BENCH_CPU_SLOWDOWN (4, Lighthouse's phone) is the task as a phone would run it, and what
 * exceeds 50 ms of it blocks input (Lighthouse's rule for total blocking time). Printed: the median
 * of that sum, the median CPU time after the paint, the longest tasks of the median run, and the
 * median of the most elements one style recalculation after the paint restyled.
 * It is an estimate for before/after comparisons, not a Lighthouse score (no network simulation).
 *
 *   npm run bench:main-thread     (BENCH_PROFILES=… learners, 1000)
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { storeEntries, type PageStorage } from './page-scripts';
import { bootWithPopulation, say, timed } from './setup';
import { fixed, percentile } from './stats';
import { BENCH_PASSWORD, createUsers, signIn, type BenchUser } from './users';
import { pageLabel, signedInStorage } from './web';

const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 5);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** How long after the navigation the trace runs: the dashboard's panels render within it. */
const TRACE_MS = 10_000;
const PHONE = { width: 412, height: 823 };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { frame?: string; elementCount?: number; data?: { frame?: string; url?: string; functionName?: string } };
}

interface RunFigures {
  blockingMs: number;
  cpuAfterPaintMs: number;
  longest: number[];
  /** What the longest tasks were made of: their biggest direct parts (event name, script), phone ms. */
  anatomy: string[];
  /**
   * The most elements one style recalculation after the paint restyled. A panel's arrival should
   * restyle the panel, not the page (web/src/config/emotion-cache.ts).
   */
  largestRestyle: number;
}

const phone = (event: TraceEvent, slowdown: number) => ((event.tdur ?? event.dur ?? 0) / 1000) * slowdown;

/** Scheduler wrappers, whose parts say more than they do. */
const WRAPPERS = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'BlinkScheduler_PerformMicrotaskCheckpoint', 'RunMicrotasks']);

/** The biggest trace events directly inside `task` on its thread, looking through scheduler wrappers. */
function partsOf(task: TraceEvent, events: TraceEvent[], slowdown: number, depth = 0): string {
  const end = task.ts + (task.dur ?? 0);
  const within = (inner: TraceEvent, outer: TraceEvent) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const inside = events.filter(
    (e) => e !== task && e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && (e.dur ?? 0) > 0 && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
  );
  const direct = inside.filter((e) => !inside.some((o) => o !== e && (o.dur ?? 0) > (e.dur ?? 0) && within(e, o)));
  return direct
    .sort((a, b) => phone(b, slowdown) - phone(a, slowdown))
    .slice(0, 3)
    .filter((e) => phone(e, slowdown) >= 5)
    .map((e) =>
      WRAPPERS.has(e.name) && depth < 4
        ? partsOf(e, inside, slowdown, depth + 1)
        : `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${fixed(phone(e, slowdown), 0)}`,
    )
    .filter((part) => part !== '')
    .join(' + ');
}

/** The blocking estimate of one traced load (see the header). */
export function blockingFromTrace(events: TraceEvent[], slowdown = SLOWDOWN): RunFigures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts,
  );
  const phoneMs = tasks.map((task) => phone(task, slowdown));
  const byLength = [...tasks].sort((a, b) => phone(b, slowdown) - phone(a, slowdown)).slice(0, 5);
  return {
    anatomy: byLength.map(
      (task) => `${fixed(phone(task, slowdown), 0)} ms at +${fixed((task.ts - paint.ts) / 1000, 0)} ms: ${partsOf(task, events, slowdown)}`,
    ),
    blockingMs: phoneMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    cpuAfterPaintMs: phoneMs.reduce((sum, ms) => sum + ms, 0) / slowdown,
    longest: phoneMs.sort((a, b) => b - a).slice(0, 5),
    largestRestyle: Math.max(
      0,
      ...events
        .filter((event) => event.name === 'UpdateLayoutTree' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts)
        .map((event) => event.args?.elementCount ?? 0),
    ),
  };
}

async function tracedLoad(browser: Browser, url: string, storage: PageStorage | undefined): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (storage) {
      await page.goto(new URL('/404-main-thread-setup', url).href);
      await page.evaluate(storeEntries, storage);
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'] });
    await page.goto(url);
    await page.waitForTimeout(TRACE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return blockingFromTrace(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const profiles = Number(process.env.BENCH_PROFILES ?? 1000);
const bench = await bootWithPopulation(profiles, { web: 'build' });
try {
  const { info } = bench.stack;
  const [reader] = (await createUsers(bench.pool, { prefix: 'mainthread', count: 1, spreadPoints: true })) as [BenchUser];
  await signIn(info.apiUrl, info.anonKey, [reader]);
  const storage = await signedInStorage(info.apiUrl, info.anonKey, reader.session ?? {}, { email: reader.email, password: BENCH_PASSWORD });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    for (const { path, pageStorage } of [
      { path: '/', pageStorage: undefined },
      { path: '/dashboard', pageStorage: storage },
    ]) {
      const runs = await timed(`${RUNS} traced loads of ${path}`, async () => {
        const all: RunFigures[] = [];
        for (let run = 0; run < RUNS; run++) all.push(await tracedLoad(browser, `${info.appUrl}${path}`, pageStorage));
        return all;
      });
      const blocking = percentile(
        runs.map((run) => run.blockingMs),
        50,
      );
      const medianRun = runs.find((run) => run.blockingMs === blocking) ?? runs[0]!;
      say(
        `${pageLabel(path)}: blocking after first paint (CPU time x${SLOWDOWN}) ${fixed(blocking, 0)} ms [${runs.map((run) => fixed(run.blockingMs, 0)).join(', ')}]; ` +
          `CPU after paint ${fixed(
            percentile(
              runs.map((run) => run.cpuAfterPaintMs),
              50,
            ),
            0,
          )} ms; longest tasks ${medianRun.longest.map((ms) => fixed(ms, 0)).join(', ')} ms; ` +
          `largest style recalculation ${fixed(
            percentile(
              runs.map((run) => run.largestRestyle),
              50,
            ),
            0,
          )} elements`,
      );
      for (const line of medianRun.anatomy) say(`   ${line}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await bench.close();
}
