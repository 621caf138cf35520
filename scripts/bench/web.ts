/**
 * The web page budgets against the production build the stack serves (compressed, as a static host
 * would): the JavaScript each page loads before the network goes idle, counted in gzip bytes (and as
 * served: Brotli where the build has a copy), and a Lighthouse performance score per page
 * (lighthouse from npm, Debian Chromium).
 * /dashboard is loaded signed in, as the app leaves a browser after its login: the supabase-js session
 * and the app's current user (kept in local storage: docs/product.md#current-user) are put in local storage before the
 * page's scripts run. A page that ends up elsewhere (the dashboard redirects to / without a user)
 * fails the run instead of measuring the wrong page. Every Lighthouse run starts from an empty HTTP
 * cache; each page and form factor is run BENCH_LIGHTHOUSE_RUNS times (3) and the median is reported.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CURRENT_USER_KEY } from '../../web/src/lib/current-user';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { assertLanded, type BenchPage, type PageScripts, type PageStorage, storeEntries } from './page-scripts';
import { say } from './setup';
import { table } from './stats';

export { type BenchPage, measureScripts, type PageScripts, type PageStorage } from './page-scripts';

/**
 * Signs in through POST /api/auth/login as the login form does, and returns what the browser then
 * keeps: the supabase-js session (key `sb-<first host label>-auth-token`) and the current user.
 */
export async function signedInStorage(
  apiUrl: string,
  anonKey: string,
  session: object,
  credentials: { email: string; password: string },
): Promise<PageStorage> {
  const response = await fetch(`${apiUrl}/functions/v1/api/auth/login`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { user?: object };
  if (!response.ok || !body.user) throw new Error(`login for the web pages failed: ${response.status} ${JSON.stringify(body)}`);
  return {
    [`sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`]: JSON.stringify(session),
    [CURRENT_USER_KEY]: JSON.stringify(body.user),
  };
}

export interface LighthouseScore {
  page: string;
  formFactor: 'mobile' | 'desktop';
  /** The median run's score (Lighthouse's computeMedianRun), and every run's score. */
  score: number;
  runs: number[];
  lcpMs: number;
  fcpMs: number;
  /** Speed Index: how soon the visible page filled in. */
  siMs: number;
  /** Time to Interactive (Lighthouse's `interactive` audit: the page quiet for 5 s after its last long task). */
  ttiMs: number;
  tbtMs: number;
  /** Every run's total blocking time, in run order. */
  tbtRunsMs: number[];
  cls: number;
  /** Where the main thread went (Lighthouse's mainthread-work-breakdown and bootup-time). */
  diagnosis: string;
}

interface DetailsItems {
  items?: Array<Record<string, unknown>>;
}

/** The biggest main-thread categories and the scripts that cost most, from a Lighthouse result. */
function diagnose(audits: Record<string, { numericValue?: number; details?: unknown }>): string {
  const groups = ((audits['mainthread-work-breakdown']?.details as DetailsItems | undefined)?.items ?? [])
    .slice(0, 3)
    .map((item) => `${String(item.groupLabel)} ${Number(item.duration).toFixed(0)} ms`);
  const scripts = ((audits['bootup-time']?.details as DetailsItems | undefined)?.items ?? [])
    .slice(0, 3)
    .map((item) => `${String(item.url).split('/').pop()} ${Number(item.scripting).toFixed(0)} ms`);
  const lcpElement = (audits['largest-contentful-paint-element']?.details as DetailsItems | undefined)?.items?.[0] as
    { items?: Array<{ node?: { selector?: string } }> } | undefined;
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  return `FCP ${(fcp / 1000).toFixed(1)} s, LCP element ${lcpElement?.items?.[0]?.node?.selector ?? '?'}; main thread ${(audits['mainthread-work-breakdown']?.numericValue ?? 0).toFixed(0)} ms: ${groups.join(', ')}; scripting: ${scripts.join(', ')}`;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Lighthouse runs per page and form factor; the median run is reported (Lighthouse's own advice). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** How many runs of one page may be repeated because Lighthouse lost the trace's navigation start. */
const MAX_TRACE_RETRIES = 3;

/**
 * How the browser is left before each run. `cold`: an empty HTTP cache (a first visit; Lighthouse keeps
 * the cache when it is told to keep storage) and the page's local storage entries. `kept`: the page
 * loaded once beforehand, signed in, until its network is idle and its service worker is ready, and
 * nothing cleared: what Lighthouse measures when a signed-in page is run with `disableStorageReset`
 * (`--disable-storage-reset`), which skips both its `Network.clearBrowserCache` and its
 * `Storage.clearDataForOrigin` of service workers and Cache Storage (docs/performance.md, "Which load").
 */
export type LighthouseLoad = 'cold' | 'kept';

async function prepareBrowser(port: number, appUrl: string, path: string, storage: PageStorage | undefined, load: LighthouseLoad): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (load === 'cold') await cdp.send('Network.clearBrowserCache');
    if (storage) {
      await page.goto(`${appUrl}/404-lighthouse-setup`);
      await page.evaluate(storeEntries, storage);
    }
    if (load === 'kept') {
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      // The worker registers at the page's load event; a returning learner's phone has it running.
      await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]));
      await page.waitForLoadState('networkidle');
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function lighthouseScores(
  appUrl: string,
  pages: BenchPage[],
  formFactors: ReadonlyArray<'mobile' | 'desktop'> = ['mobile', 'desktop'],
  load: LighthouseLoad = 'cold',
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const scores: LighthouseScore[] = [];
  try {
    for (const { path, storage } of pages) {
      for (const formFactor of formFactors) {
        const runs: LighthouseResult[] = [];
        for (let run = 0, retries = 0; run < LIGHTHOUSE_RUNS; run++) {
          await prepareBrowser(chrome.port, appUrl, path, storage, load);
          const result = await lighthouse(
            `${appUrl}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(storage) },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`lighthouse returned nothing for ${path}`);
          // A trace that lost its navigation start (seen on a busy machine) is Lighthouse's own
          // "run again": the run is repeated, a few times at most; any other error ends the bench.
          if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < MAX_TRACE_RETRIES) {
            retries++;
            run--;
            say(`  ${path} ${formFactor}: Lighthouse lost the trace's navigation start; running again`);
            continue;
          }
          if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          assertLanded(path, lhr.finalDisplayedUrl);
          runs.push(lhr);
        }
        const lhr = computeMedianRun(runs);
        // BENCH_LIGHTHOUSE_DIR=<dir>: keep each median report (open it in the Lighthouse viewer).
        const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${path.replace(/\W+/g, '_') || 'root'}-${formFactor}-${load}.json`), JSON.stringify(lhr));
        }
        const all = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
        scores.push({
          page: path,
          formFactor,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          runs: all,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          siMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
          ttiMs: lhr.audits['interactive']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          tbtRunsMs: runs.map((run) => run.audits['total-blocking-time']?.numericValue ?? Number.NaN),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          diagnosis: diagnose(lhr.audits),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

/** A page as the bench reports name it: `/dashboard` is the Today screen. */
export function pageLabel(path: string): string {
  return path === '/dashboard' ? `${path} (Today)` : path;
}

export function webTable(scripts: PageScripts[], scores: LighthouseScore[] | string): string {
  return table(
    ['page', 'initial JS (gzip)', 'as served (br)', 'scripts', 'Lighthouse mobile', 'Lighthouse desktop'],
    scripts.map((page) => {
      const score = (formFactor: string) => {
        if (typeof scores === 'string') return 'not run';
        const s = scores.find((x) => x.page === page.page && x.formFactor === formFactor);
        return s
          ? `${s.score} [${s.runs.join(', ')}] (LCP ${(s.lcpMs / 1000).toFixed(1)} s, TTI ${(s.ttiMs / 1000).toFixed(1)} s, TBT ${s.tbtMs.toFixed(0)} ms, CLS ${s.cls.toFixed(3)})`
          : '-';
      };
      return [
        page.page,
        `${(page.totalGzipBytes / 1024).toFixed(1)} KB`,
        `${(page.totalServedBytes / 1024).toFixed(1)} KB`,
        String(page.scripts.length),
        score('mobile'),
        score('desktop'),
      ];
    }),
  );
}
