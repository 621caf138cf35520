/**
 * `npm run bench:phone`: the learner's screens on a mid-range phone, timed in headless Chromium
 * against the production build on a throwaway stack with the demo seed (docs/performance.md,
 * "Speed on a mid-range phone").
 *
 * The phone: a 390×844 viewport (touch, device scale 3), the page's CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`) and Lighthouse's mobile network figures applied per request
 * (CDP `Network.emulateNetworkConditions`: 150 ms latency, 1.6 Mbps down, 750 Kbps up). Service
 * workers are blocked: the worker's own fetches would bypass the page's network emulation, so "warm"
 * below is the HTTP cache only (a returning phone with the worker would be faster, not slower).
 *
 * Measured BENCH_PHONE_RUNS times each (5), median and p90, all on the page's own clock
 * (performance.now(): a moment is recorded in the first animation frame after a DOM change shows it):
 * - login → Today filled: the login form's button clicked → Today's streak and its one action (the
 *   action's link, not its skeleton) laid out;
 * - a station from Today: Today's "Start Station 1" clicked → the station page's lesson laid out;
 * - a station from the Quest Map: Station 1's button clicked → the mission dialog's lesson laid out;
 * - hard loads of the learner pages, cold (a new browser context: empty HTTP cache) and warm (the
 *   same page loaded again in that context): navigation start → the page's main content.
 * The baseline of the same run is the landing page's cold load under the same throttling, and each
 * median is printed as a ratio to it; the load average is printed before and after.
 * One run measures everything once; with BENCH_PHONE_BASELINE_ROOT (a worktree of an older commit,
 * node_modules linked or installed) the runs alternate between that build and this one on two stacks,
 * and each median is also printed as a ratio to the older build's.
 * Then Lighthouse (npm `lighthouse`, its own mobile emulation and simulated throttling, median of
 * BENCH_LIGHTHOUSE_RUNS) on `/` and `/dashboard` signed in from an empty HTTP cache, unless
 * BENCH_PHONE_LIGHTHOUSE=0; and on every learner page signed in with storage kept, as Lighthouse's
 * `--disable-storage-reset` leaves it (HTTP cache, service worker and Cache Storage from a load of the
 * page just before), unless BENCH_PHONE_LIGHTHOUSE_KEPT=0.
 *
 *   npm run bench:phone     (BENCH_PHONE_RUNS=5, BENCH_PHONE_CPU=4, BENCH_PHONE_NETWORK=0 for no network emulation, BENCH_PHONE_WATERFALL=1,
 *                            BENCH_PHONE_BASELINE_ROOT=<checkout>, BENCH_PHONE_PAGES=/course/:id,…, BENCH_PHONE_MOMENTS=0, BENCH_PHONE_LOCALE=es|ar, BENCH_PHONE_PROFILE=<dir>, BENCH_PHONE_LIGHTHOUSE_KEPT=0; about 2.5 min a run and build on a busy machine)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { say, timed } from './setup';
import { startStackProcess, type StackProcess } from '../../tests/support/stack-process';
import { fixed, percentile, table } from './stats';
import { BENCH_PASSWORD, createUsers, signIn, type BenchUser } from './users';
import { type LighthouseScore, lighthouseScores, pageLabel, signedInStorage } from './web';

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const CPU_RATE = Number(process.env.BENCH_PHONE_CPU ?? 4);
const NETWORK = process.env.BENCH_PHONE_NETWORK !== '0';
const LIGHTHOUSE = process.env.BENCH_PHONE_LIGHTHOUSE !== '0';
/** BENCH_PHONE_LIGHTHOUSE_KEPT=0: no Lighthouse run of the learner pages with storage kept (docs/performance.md, "Which load"). */
const LIGHTHOUSE_KEPT = process.env.BENCH_PHONE_LIGHTHOUSE_KEPT !== '0';
/** BENCH_PHONE_PAGES=/course/:id,/league: only those hard loads; BENCH_PHONE_MOMENTS=0: no login or station moments. */
const ONLY_PAGES = process.env.BENCH_PHONE_PAGES?.split(',');
const MOMENTS = process.env.BENCH_PHONE_MOMENTS !== '0';
/**
 * BENCH_PHONE_LOCALE=es (or ar): the learner's profile language, so the signed-in screens load and
 * show that language's catalogues. The browser stays English, so the login form (found by its English
 * names) is English and Today after it the learner's language; the stations' moments, whose buttons
 * are found by their English names, are left out.
 */
const LOCALE = process.env.BENCH_PHONE_LOCALE;
if (LOCALE !== undefined && !['en', 'es', 'ar'].includes(LOCALE)) throw new Error(`BENCH_PHONE_LOCALE=${LOCALE}: en, es or ar`);
const ENGLISH = LOCALE === undefined || LOCALE === 'en';
/** BENCH_PHONE_WATERFALL=1: each cold hard load of the first run prints what the page fetched and when (its critical path). */
const WATERFALL = process.env.BENCH_PHONE_WATERFALL === '1';
/** BENCH_PHONE_PROFILE=<dir>: a CPU profile (CDP Profiler, at the run's CPU rate) of the first run's login → Today, per build. */
const PROFILE_DIR = process.env.BENCH_PHONE_PROFILE;
/** Lighthouse's mobile profile (its `mobileSlow4G`): 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** How long one measured moment may take before the run fails (a screen that never fills is a failure, not a figure). */
const LIMIT_MS = 60_000;

/** Today filled: the streak (the hero) and the one action's link (only there once the action is decided). */
const TODAY = ['[data-testid="today-streak"]', '[data-testid="today-next-step"] a[href]'];
/** Each learner page's main content, the thing a learner opened it for. */
const PAGE_CONTENT: Record<string, string[]> = {
  '/dashboard': TODAY,
  '/courses': ['[data-testid="course-category"]'],
  '/course/:id': ['[data-testid="course-total-progress"]'],
  '/mission/:id': ['[data-testid="mission-lesson"]'],
  '/league': ['[data-testid="league-week"]'],
  '/rewards': ['[data-testid="catalogue-reward"]'],
  '/team': ['[data-testid="invite-link"]'],
};
const LANDING = ['h1'];

interface Marks {
  clickAt: number | null;
  seen: Record<string, number>;
}

/**
 * Runs in the page before its scripts: records the last click's time and, checking once per animation
 * frame until each is seen, the first frame in which each selector matches an element with a box (an
 * element can get its box without a DOM change, when a style sheet or font arrives). One
 * `querySelector` per pending selector per frame is the watcher's whole cost. Plain JavaScript
 * source: tsx would wrap a compiled function's inner functions in a helper the page does not have.
 */
const watchSelectors = (selectors: string[]) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const marks = { clickAt: null, seen: {} };
  window.__phone = marks;
  addEventListener('click', () => { marks.clickAt = performance.now(); }, true);
  const check = (now) => {
    for (const selector of selectors) {
      if (marks.seen[selector] !== undefined) continue;
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) marks.seen[selector] = now;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

type Storage = { cookies: []; origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }> } | undefined;

/** A phone (a new context: empty HTTP cache) watching for `selectors`, signed in with `storage`. */
async function newPhone(browser: Browser, storage: Storage, selectors: string[]) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', reducedMotion: 'no-preference', storageState: storage });
  await context.addInitScript({ content: watchSelectors(selectors) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  if (NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  }
  return { context, page, cdp };
}

/** Forgets the marks of the page's earlier moments (an in-app navigation keeps the document). */
const resetMarks = (page: Page) => page.evaluate(() => void ((window as unknown as { __phone: Marks }).__phone.seen = {}));

/** When all of `selectors` were first seen (the latest of them), on the page's clock; waits for them. */
async function seenAt(page: Page, selectors: string[]): Promise<number> {
  const handle = await page
    .waitForFunction(
      (wanted) => {
        const marks = (window as unknown as { __phone?: Marks }).__phone;
        const times = wanted.map((selector) => marks?.seen[selector]);
        return times.every((t) => t !== undefined) ? Math.max(...(times as number[])) : false;
      },
      selectors,
      { timeout: LIMIT_MS, polling: 50 },
    )
    .catch(async (error: unknown) => {
      const shot = join(tmpdir(), `bench-phone-${Date.now()}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`${page.url()}: ${selectors.join(' and ')} not seen (screenshot ${shot}): ${String(error)}`);
    });
  return (await handle.jsonValue()) as number;
}

const clickedAt = (page: Page) => page.evaluate(() => (window as unknown as { __phone: Marks }).__phone.clickAt ?? Number.NaN);

/** Login → Today filled: the login page loaded first (its own load is not counted), then the button. */
async function loginToToday(browser: Browser, appUrl: string, learner: BenchUser, profileTo?: string): Promise<number> {
  const { context, page, cdp } = await newPhone(browser, undefined, TODAY);
  try {
    await page.goto(`${appUrl}/auth/login`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: LIMIT_MS });
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(BENCH_PASSWORD);
    await resetMarks(page);
    if (profileTo) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    const shown = await seenAt(page, TODAY);
    if (WATERFALL && profileTo !== undefined) await waterfall(page, 'login → Today', shown, await clickedAt(page));
    if (profileTo) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
      say(`CPU profile of login → Today: ${profileTo} (node --import tsx scripts/bench/cpuprofile.ts ${profileTo})`);
    }
    return shown - (await clickedAt(page));
  } finally {
    await context.close();
  }
}

/** A station opened from Today (its action, a link to the station's page) or from the Quest Map (the dialog). */
async function stationFrom(browser: Browser, appUrl: string, storage: Storage, from: 'today' | 'quest-map'): Promise<number> {
  const lesson = from === 'today' ? '[data-testid="mission-lesson"]' : '[role="dialog"] [data-testid="mission-lesson"]';
  const { context, page } = await newPhone(browser, storage, [...TODAY, lesson]);
  try {
    await page.goto(`${appUrl}/dashboard`);
    await seenAt(page, TODAY);
    const target =
      from === 'today'
        ? page.getByTestId('today-next-step').getByRole('link', { name: 'Start Station 1' })
        : page.getByTestId('station-1').getByRole('button', { name: /^Start Mission/ });
    await target.waitFor({ timeout: LIMIT_MS });
    // A learner reads Today before tapping: what Today starts loading in that time counts, as on a phone.
    await page.waitForTimeout(1_000);
    await resetMarks(page);
    await target.click();
    const shown = await seenAt(page, [lesson]);
    return shown - (await clickedAt(page));
  } finally {
    await context.close();
  }
}

/**
 * What the page fetched up to now, on its clock (Resource Timing: start → end of each request, gzip
 * bytes, in start order), and when its content was seen: the waterfall of a cold load.
 */
async function waterfall(page: Page, label: string, contentAt: number, from = 0): Promise<void> {
  const rows = await page.evaluate(
    (after) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= after)
        .map((e) => ({
          name: e.name.replace(location.origin, '').replace(/^https?:\/\/[^/]+/, ''),
          start: e.startTime,
          end: e.responseEnd,
          bytes: e.transferSize,
        })),
    from,
  );
  const lines = rows
    .sort((a, b) => a.start - b.start)
    .map(
      (r) =>
        `  ${fixed(r.start, 0).padStart(6)} → ${fixed(r.end, 0).padStart(6)} ms ${String(Math.round(r.bytes / 1024)).padStart(4)} KB  ${r.name.slice(0, 110)}`,
    );
  say([`waterfall of ${label} (${from ? `from ${fixed(from, 0)} ms, ` : ''}content seen at ${fixed(contentAt, 0)} ms):`, ...lines].join('\n'));
}

/** A hard load: navigation start → the page's content; cold in a new context, then warm (loaded again). */
async function hardLoads(browser: Browser, url: string, selectors: string[], storage: Storage, showWaterfall = false): Promise<[number, number]> {
  const { context, page } = await newPhone(browser, storage, selectors);
  try {
    await page.goto(url);
    const cold = await seenAt(page, selectors);
    if (showWaterfall) await waterfall(page, `${new URL(url).pathname}, cold`, cold);
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${page.url()}`);
    await page.waitForLoadState('networkidle');
    await page.goto(url);
    const warm = await seenAt(page, selectors);
    return [cold, warm];
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function lighthouseLine(s: LighthouseScore): string {
  return `${s.score} [${s.runs.join(', ')}], FCP ${seconds(s.fcpMs)}, LCP ${seconds(s.lcpMs)}, SI ${seconds(s.siMs)}, TTI ${seconds(s.ttiMs)}, TBT ${s.tbtMs.toFixed(0)} ms; ${s.diagnosis}`;
}

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}

/** One build to measure: its stack, its learner (signed in for the hard loads) and its ids. */
interface Target {
  label: string;
  stack: StackProcess;
  pool: pg.Pool;
  learner: BenchUser;
  entries: Record<string, string>;
  storage: Storage;
  pages: Array<{ path: string; url: string; selectors: string[] }>;
  figures: Map<string, number[]>;
}

async function prepare(label: string, root: string | undefined): Promise<Target> {
  const stack = await timed(`${label}: throwaway stack with the demo seed, serving the production build of ${root ?? 'this checkout'}`, () =>
    startStackProcess({ web: 'build' }, root),
  );
  const pool = new pg.Pool({ connectionString: stack.info.dbUrl, max: 2 });
  try {
    return await signedInTarget(label, stack, pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await stack.stop();
    throw error;
  }
}

async function signedInTarget(label: string, stack: StackProcess, pool: pg.Pool): Promise<Target> {
  const { info } = stack;
  const { rows } = await pool.query<{ id: string }>(`select id from public.courses where is_public order by id limit 1`);
  const { rows: station1 } = await pool.query<{ id: string }>(`select id from public.missions where station = 1`);
  const courseId = rows[0]?.id;
  const missionId = station1[0]?.id;
  if (!courseId || !missionId) throw new Error('the demo seed has no public course or no station');
  const [learner] = (await createUsers(pool, { prefix: `phone-${Date.now()}`, count: 1 })) as [BenchUser];
  if (LOCALE) await pool.query(`update public.profiles set locale = $1 where id = $2`, [LOCALE, learner.id]);
  await signIn(info.apiUrl, info.anonKey, [learner]);
  const entries = await signedInStorage(info.apiUrl, info.anonKey, learner.session ?? {}, { email: learner.email, password: BENCH_PASSWORD });
  const storage: Storage = { cookies: [], origins: [{ origin: info.appUrl, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }] };
  const pages = Object.entries(PAGE_CONTENT)
    .filter(([path]) => !ONLY_PAGES || ONLY_PAGES.includes(path))
    .map(([path, selectors]) => ({
      path,
      url: `${info.appUrl}${path.replace(':id', path.startsWith('/course') ? courseId : missionId)}`,
      selectors,
    }));
  return { label, stack, pool, learner, entries, storage, pages, figures: new Map() };
}

const LOGIN = 'login → Today filled';
const FROM_TODAY = 'station from Today (click → lesson on the station page)';
const FROM_MAP = 'station from the Quest Map (click → lesson in the dialog)';
const BASELINE = 'baseline: hard load of / (cold)';

/** One run of every measurement on one build. */
async function measureOnce(browser: Browser, target: Target, run: number): Promise<void> {
  const appUrl = target.stack.info.appUrl;
  // Each figure is printed as it is measured too: a run that fails later (a page past the limit at a
  // high load) keeps what it measured.
  const add = (what: string, ms: number) => {
    target.figures.set(what, [...(target.figures.get(what) ?? []), ms]);
    say(`  ${target.label}, run ${run + 1}: ${what} ${fixed(ms, 0)} ms (load ${load()})`);
  };
  const showWaterfall = WATERFALL && run === 0;
  add(BASELINE, (await hardLoads(browser, `${appUrl}/`, LANDING, undefined, showWaterfall))[0]);
  for (const p of target.pages) {
    const [cold, warm] = await hardLoads(browser, p.url, p.selectors, target.storage, showWaterfall);
    add(`hard load ${pageLabel(p.path)}, cold`, cold);
    add(`hard load ${pageLabel(p.path)}, warm`, warm);
  }
  if (!MOMENTS) return;
  const profileTo = PROFILE_DIR && run === 0 ? join(PROFILE_DIR, `login-today-${target.label.replace(/\W+/g, '-')}.cpuprofile`) : undefined;
  add(LOGIN, await loginToToday(browser, appUrl, target.learner, profileTo));
  // The stations' buttons are found by their English names: in another language, login → Today only.
  if (!ENGLISH) return;
  add(FROM_TODAY, await stationFrom(browser, appUrl, target.storage, 'today'));
  add(FROM_MAP, await stationFrom(browser, appUrl, target.storage, 'quest-map'));
}

/** The rows in a fixed order: the three moments, the cold loads, the warm loads, the baseline. */
function rowOrder(target: Target): string[] {
  const keys = [...target.figures.keys()];
  return [
    ...(MOMENTS ? [LOGIN, ...(ENGLISH ? [FROM_TODAY, FROM_MAP] : [])] : []),
    ...keys.filter((k) => k.endsWith(', cold')),
    ...keys.filter((k) => k.endsWith(', warm')),
    BASELINE,
  ];
}

// BENCH_PHONE_BASELINE_ROOT=<another checkout> (a worktree of an older commit with node_modules, as
// bench:load's): that checkout's stack and build are measured too, run for run alternating with this
// one, so both see the same spells of load on a shared machine.
const baselineRoot = process.env.BENCH_PHONE_BASELINE_ROOT;
const targets: Target[] = [];
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
try {
  targets.push(await prepare('this checkout', undefined));
  if (baselineRoot) targets.push(await prepare('baseline', baselineRoot));
  say(
    `phone: 390×844, CPU ×${CPU_RATE}, network ${NETWORK ? '150 ms latency per request, 1.6 Mbps down, 750 Kbps up' : 'not emulated'}; service workers blocked; the learner's language ${LOCALE ?? 'not set (English)'}`,
  );
  const loadBefore = load();
  say(`load average before: ${loadBefore}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < RUNS; run++) {
      // B then A on odd runs: neither build always goes first into a spell of load.
      const order = run % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) await timed(`run ${run + 1} of ${RUNS}, ${target.label}`, () => measureOnce(browser, target, run));
    }
  } finally {
    await browser.close();
  }
  say(`load average after: ${load()} (before: ${loadBefore})`);
  const [main, base] = targets as [Target, Target | undefined];
  const median = (t: Target, what: string) => percentile(t.figures.get(what) ?? [], 50);
  say(
    table(
      ['what', 'median ms', 'p90 ms', 'runs ms', '÷ baseline page', ...(base ? ['baseline build: median', 'p90', 'runs', 'this ÷ baseline build'] : [])],
      rowOrder(main).map((what) => {
        const runs = main.figures.get(what) ?? [];
        const baseRuns = base?.figures.get(what) ?? [];
        return [
          what,
          fixed(percentile(runs, 50), 0),
          fixed(percentile(runs, 90), 0),
          runs.map((ms) => fixed(ms, 0)).join(', '),
          fixed(median(main, what) / median(main, BASELINE), 2),
          ...(base
            ? [
                fixed(percentile(baseRuns, 50), 0),
                fixed(percentile(baseRuns, 90), 0),
                baseRuns.map((ms) => fixed(ms, 0)).join(', '),
                fixed(median(main, what) / median(base, what), 2),
              ]
            : []),
        ];
      }),
    ),
  );
  if (LIGHTHOUSE) {
    for (const target of targets) {
      const scores = await timed(`Lighthouse mobile on / and /dashboard, ${target.label}`, () =>
        lighthouseScores(target.stack.info.appUrl, [{ path: '/' }, { path: '/dashboard', storage: target.entries }], ['mobile']),
      );
      for (const s of scores) say(`Lighthouse ${pageLabel(s.page)} mobile, cold, ${target.label}: ${lighthouseLine(s)}`);
    }
    say(`load average after Lighthouse: ${load()}`);
  }
  if (LIGHTHOUSE_KEPT) {
    // Each learner page signed in as Lighthouse measures one (disableStorageReset: the HTTP cache, the
    // service worker and its Cache Storage kept from a load of the page just before): the warm load.
    for (const target of targets) {
      const pages = target.pages.map((p) => ({ path: new URL(p.url).pathname, storage: target.entries }));
      const scores = await timed(`Lighthouse mobile, storage kept, ${pages.length} learner pages, ${target.label}`, () =>
        lighthouseScores(target.stack.info.appUrl, pages, ['mobile'], 'kept'),
      );
      for (const s of scores) say(`Lighthouse ${pageLabel(s.page)} mobile, storage kept, ${target.label}: ${lighthouseLine(s)}`);
      say(`load average: ${load()}`);
    }
  }
} finally {
  for (const target of targets) {
    await target.pool.end().catch(() => undefined);
    await target.stack.stop();
  }
}
