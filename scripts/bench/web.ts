/**
 * The web page budgets against the production build the stack serves (gzip on, as a static host
 * would): the JavaScript each page loads before the network goes idle, counted as the bytes on the
 * wire (gzip), and a Lighthouse performance score per page (lighthouse from npm, Debian Chromium).
 * /dashboard is loaded signed in: a real session is put where supabase-js keeps it (local storage)
 * before the page's scripts run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../chromium';
import { launchBrowser } from '../../tests/support/browser';
import { table } from './stats';

export interface PageSession {
  /** supabase-js's storage key and the session JSON it keeps there. */
  key: string;
  value: string;
}

export interface PageScripts {
  page: string;
  scripts: Array<{ url: string; gzipBytes: number }>;
  totalGzipBytes: number;
}

export function sessionFor(apiUrl: string, session: object): PageSession {
  // supabase-js: `sb-${hostname.split('.')[0]}-auth-token`.
  return { key: `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`, value: JSON.stringify(session) };
}

export async function measureScripts(appUrl: string, pages: Array<{ path: string; session?: PageSession }>): Promise<PageScripts[]> {
  const browser = await launchBrowser();
  const results: PageScripts[] = [];
  try {
    for (const { path, session } of pages) {
      const context = await browser.newContext();
      if (session) await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session);
      const page = await context.newPage();
      const responses: Array<Promise<{ url: string; gzipBytes: number }>> = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        responses.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, gzipBytes: sizes.responseBodySize })));
      });
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(responses);
      results.push({ page: path, scripts, totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export interface LighthouseScore {
  page: string;
  formFactor: 'mobile' | 'desktop';
  score: number;
  lcpMs: number;
  tbtMs: number;
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
  return `main thread ${(audits['mainthread-work-breakdown']?.numericValue ?? 0).toFixed(0)} ms: ${groups.join(', ')}; scripting: ${scripts.join(', ')}`;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function lighthouseScores(appUrl: string, pages: Array<{ path: string; session?: PageSession }>): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const scores: LighthouseScore[] = [];
  try {
    for (const { path, session } of pages) {
      if (session) {
        // Put the session in the origin's local storage, and tell Lighthouse not to clear it.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
        await page.goto(`${appUrl}/404-lighthouse-setup`);
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), session);
        await page.close();
        await browser.close();
      }
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          `${appUrl}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(session) },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse returned nothing for ${path}`);
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        scores.push({
          page: path,
          formFactor,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
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

export function webTable(scripts: PageScripts[], scores: LighthouseScore[] | string): string {
  return table(
    ['page', 'initial JS (gzip)', 'scripts', 'Lighthouse mobile', 'Lighthouse desktop'],
    scripts.map((page) => {
      const score = (formFactor: string) => {
        if (typeof scores === 'string') return 'not run';
        const s = scores.find((x) => x.page === page.page && x.formFactor === formFactor);
        return s ? `${s.score} (LCP ${(s.lcpMs / 1000).toFixed(1)} s, TBT ${s.tbtMs.toFixed(0)} ms, CLS ${s.cls.toFixed(3)})` : '-';
      };
      return [page.page, `${(page.totalGzipBytes / 1024).toFixed(1)} KB`, String(page.scripts.length), score('mobile'), score('desktop')];
    }),
  );
}
