/**
 * What every page of the e2e browser did, kept so that a failed test can say what the page was
 * waiting for: requests started, finished and failed (with the service worker's part), console
 * messages, page errors, navigations and service workers. tests/support/e2e-setup.ts writes the
 * journal of every open page to test-results/diagnostics/ when a test fails, with a probe of the
 * page's own state (readyState, the worker controlling it, its text, scripts still loading) and a
 * screenshot.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { rootDir } from '../../local/settings';

const LIMIT = 400;
const journals = new WeakMap<Page, string[]>();
const pendingRequests = new WeakMap<Page, Set<Request>>();
const startedAt = new WeakMap<Page, number>();
const contexts = new Set<BrowserContext>();

function journalOf(page: Page): string[] {
  let journal = journals.get(page);
  if (!journal) {
    journal = [];
    journals.set(page, journal);
  }
  return journal;
}

function note(page: Page, line: string): void {
  const journal = journalOf(page);
  journal.push(`${String(Date.now() - (startedAt.get(page) ?? Date.now())).padStart(7)} ms  ${line}`);
  if (journal.length > LIMIT) journal.splice(0, journal.length - LIMIT);
}

const via = (request: Request) => (request.serviceWorker() ? ' (by the worker)' : '');

function watchPage(page: Page): void {
  startedAt.set(page, Date.now());
  const pending = new Set<Request>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => {
    pending.add(request);
    note(page, `→ ${request.method()} ${request.url()}${via(request)}`);
  });
  page.on('requestfinished', (request) => {
    pending.delete(request);
    note(page, `← ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    pending.delete(request);
    note(page, `✗ ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => note(page, `console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(page, `pageerror: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(page, `navigated to ${frame.url()}`);
  });
  page.on('crash', () => note(page, 'the page crashed'));
}

/** Journals every page this context opens (called for each context tests/support/browser.ts makes). */
export function journalContext(context: BrowserContext): void {
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  context.on('page', watchPage);
  context.on('serviceworker', (worker) => {
    for (const page of context.pages()) note(page, `service worker started: ${worker.url()}`);
  });
}

/** Journals the moment a service worker takes each page of `context` (what it keeps for offline depends on it). */
export async function journalWorkerControl(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => navigator.serviceWorker?.addEventListener('controllerchange', () => console.debug('a service worker took the page')));
}

interface PageProbe {
  readyState: string;
  text: string;
  notifications: string;
  controller: string;
  /** The api reads the service worker keeps (web/src/lib/pwa/api-cache.ts). */
  keptReads: string[];
  scripts: string[];
  visibility: string;
}

async function probe(page: Page): Promise<PageProbe | string> {
  return page
    .evaluate(
      async () =>
        ({
          keptReads:
            typeof caches !== 'undefined' && (await caches.has('mta-api-reads'))
              ? (await (await caches.open('mta-api-reads')).keys()).map((request) => request.url)
              : [],
          readyState: document.readyState,
          text: document.body.innerText.slice(0, 600),
          notifications: document.querySelector('[aria-label^="Notifications"]')?.textContent ?? '',
          visibility: document.visibilityState,
          controller: navigator.serviceWorker?.controller?.state ?? 'none',
          // Scripts whose response has not ended (a chunk the page still waits for).
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.js(\?|$)/.test(entry.name))
            .map((entry) => {
              const timing = entry as PerformanceResourceTiming;
              return `${timing.name} ${Math.round(timing.startTime)}+${Math.round(timing.duration)} ms ${timing.responseEnd === 0 ? 'NOT ENDED' : ''}${timing.transferSize === 0 ? ' (cache or worker)' : ''}`;
            }),
        }) satisfies PageProbe,
    )
    .catch((error: unknown) => `the page did not answer: ${String(error)}`);
}

/** Writes what every open page did and is doing to test-results/diagnostics/<name>.txt; returns the path. */
export async function writePageReport(name: string): Promise<string> {
  const dir = join(rootDir, 'test-results', 'diagnostics');
  mkdirSync(dir, { recursive: true });
  const base = join(dir, name.replace(/[^a-z0-9]+/gi, '-').slice(0, 120));
  const parts: string[] = [];
  let shown = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      shown += 1;
      const shot = `${base}-${shown}.png`;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      const pending = [...(pendingRequests.get(page) ?? [])].map((request) => `  ${request.method()} ${request.url()}${via(request)}`);
      parts.push(
        `## page ${page.url()} (screenshot ${shot})`,
        `probe: ${JSON.stringify(await probe(page), null, 2)}`,
        `requests still open (${pending.length}):`,
        ...pending,
        'journal:',
        ...journalOf(page),
        '',
      );
    }
  }
  const file = `${base}.txt`;
  writeFileSync(file, parts.join('\n'));
  return file;
}
