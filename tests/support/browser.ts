/**
 * Headless Debian Chromium driven by playwright-core (no downloaded browser): the headless shell,
 * or the full browser for a file that needs notifications or the PDF viewer (`launchBrowser({
 * notifications: true })`; scripts/chromium.ts). The flags keep it off the network it cannot reach here (it hangs
 * otherwise). Screenshots go to test-results/screenshots/ for review.
 *
 * Service workers are blocked in every context unless the file asks for them (`serviceWorker:
 * true`): the files that test the worker's own behaviour (offline, install, push) run with it, every
 * other file tests the pages themselves (docs/decisions.md, "Service workers in the e2e tests").
 *
 * Every context the browser opens reports Content-Security-Policy violations (the page's
 * `securitypolicyviolation` events and Chromium's CSP console errors) into a list that
 * tests/support/e2e-setup.ts checks after every test: the e2e run fails on any violation.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { rootDir } from '../../local/settings';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/chromium';
import { closeDb } from './clients';
import { journalContext, journalWorkerControl } from './page-journal';

export const screenshotDir = join(rootDir, 'test-results', 'screenshots');

const violations: string[] = [];

/** The CSP violations seen since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__mtaCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'page'}:${event.lineNumber}) on ${location.href}`;
      (window as unknown as { __mtaCspViolation: (text: string) => void }).__mtaCspViolation(report);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

/** What only the full browser does; a file that needs one of them gets it (scripts/chromium.ts). */
export interface BrowserNeeds {
  /** The page shows notifications (a push through the service worker). */
  notifications?: boolean;
  /** A PDF opened in a new tab is shown there (the shell downloads it: the tab's address stays empty). */
  pdfViewer?: boolean;
  /**
   * The app's service worker runs in this file's contexts (installs, precaches, answers the api's
   * reads, shows pushes): for the files that test offline use, installing and push. Blocked otherwise.
   */
  serviceWorker?: boolean;
}

/** The browsers launched here and not closed yet (a file closes its own: tests/README.md, rule 8). */
const launched = new Set<Browser>();

/**
 * Closes the browsers launched and left open since the last call and answers how many there were:
 * e2e-setup.ts fails the file that left them, whose worker runs other files after it.
 */
export async function closeBrowsersLeftOpen(): Promise<number> {
  const open = [...launched].filter((browser) => browser.isConnected());
  launched.clear();
  await Promise.all(open.map((browser) => browser.close()));
  return open.length;
}

export async function launchBrowser(needs: BrowserNeeds = {}): Promise<Browser> {
  const browser = await launchChromium(needs);
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: needs.serviceWorker ? 'allow' : 'block', ...options });
    journalContext(context);
    if (needs.serviceWorker) await journalWorkerControl(context);
    await reportCspViolations(context);
    return context;
  };
  // browser.newPage makes a context of its own: made here instead, so it reports too.
  browser.newPage = async (options) => (await browser.newContext(options)).newPage();
  return browser;
}

/** The browser of one test file (`browserOfFile`): pages and contexts, each with storage of its own. */
export interface FileBrowser {
  /** A page in a new context with reduced motion at `viewport`. */
  page(viewport: { width: number; height: number }): Promise<Page>;
  /** A new context with reduced motion (unless `options` says otherwise) and `options` (locale, viewport, ...). */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * The browser of one test file, launched before its tests; after them (and after the file's own
 * `afterAll` hooks, which run first as they were registered later) it is closed and so is the
 * file's database pool (`closeDb`). Call it once at the top of the file.
 */
export function browserOfFile(needs: BrowserNeeds = {}): FileBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(needs);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });
  const context = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('browserOfFile(): the browser is launched in beforeAll; open pages in tests and hooks');
    return browser.newContext({ reducedMotion: 'reduce', ...options });
  };
  return { context, page: async (viewport) => (await context({ viewport })).newPage() };
}

/**
 * V8 runs the pages' JavaScript on its interpreter and baseline compiler only (no Maglev or TurboFan):
 * a test's page lives for seconds, and optimising its code cost more CPU than it saved (8–16 % less
 * of Chromium's CPU per file; docs/performance.md, "Fewer page loads per log-in, and V8's baseline
 * tier"). The tiers run the same JavaScript; the benchmarks keep V8's defaults, as a phone runs it.
 */
const V8_BASELINE_ONLY = '--js-flags=--max-opt=1';

/** The headless shell unless the file needs the full browser (or the shell is not installed: `npm test` installs it). */
function launchChromium(needs: BrowserNeeds): Promise<Browser> {
  const shell = !needs.notifications && !needs.pdfViewer && existsSync(HEADLESS_SHELL_PATH);
  return chromium.launch({
    executablePath: shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run', '--disable-dev-shm-usage', V8_BASELINE_ONLY],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
