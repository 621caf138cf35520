/**
 * The JavaScript a page of the production build loads before the network goes idle, counted in gzip
 * bytes (each body gzipped here, whatever the server sent) and as served (Brotli where the build has
 * a copy). Used by the benchmark (web.ts) and by the landing-page budget of `npm test`
 * (scripts/budgets.ts). A page that ends up elsewhere than asked (the dashboard redirects to /
 * without a user) fails instead of measuring the wrong page.
 */
import { gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';

/** Local storage entries (key → value) a page needs before its scripts run. */
export type PageStorage = Record<string, string>;

export interface BenchPage {
  path: string;
  storage?: PageStorage;
}

export interface PageScripts {
  page: string;
  scripts: Array<{ url: string; gzipBytes: number; servedBytes: number }>;
  totalGzipBytes: number;
  totalServedBytes: number;
}

/** Puts the entries in the page's local storage (runs in the browser). */
export function storeEntries(entries: PageStorage): void {
  Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value));
}

export function assertLanded(path: string, finalUrl: string): void {
  const landed = new URL(finalUrl).pathname;
  if (landed !== path) throw new Error(`${path} ended at ${landed}: the page measured would not be ${path}`);
}

export async function measureScripts(appUrl: string, pages: BenchPage[]): Promise<PageScripts[]> {
  const browser = await launchBrowser();
  const results: PageScripts[] = [];
  try {
    for (const { path, storage } of pages) {
      const context = await browser.newContext();
      if (storage) await context.addInitScript(storeEntries, storage);
      const page = await context.newPage();
      const responses: Array<Promise<PageScripts['scripts'][number]>> = [];
      const onFinished = (request: Request): void => {
        if (request.resourceType() !== 'script') return;
        // The budget is in gzip bytes; the server may send Brotli, so each script's body
        // is gzipped here, and what went over the wire is kept beside it.
        responses.push(
          (async () => {
            const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
            const body = response ? await response.body() : Buffer.alloc(0);
            return { url: new URL(request.url()).pathname, gzipBytes: gzipSync(body).length, servedBytes: sizes.responseBodySize };
          })(),
        );
      };
      page.on('requestfinished', onFinished);
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
      assertLanded(path, page.url());
      // A script finishing after this point would be read after the context closes (an unhandled
      // rejection that ends the run): the measure is what the page loaded until the network was idle.
      page.off('requestfinished', onFinished);
      const scripts = await Promise.all(responses);
      results.push({
        page: path,
        scripts,
        totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
        totalServedBytes: scripts.reduce((sum, s) => sum + s.servedBytes, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
