/**
 * Headless Debian Chromium driven by playwright-core (no downloaded browser): the headless shell,
 * or the full browser for a file that needs notifications or the PDF viewer (`launchBrowser({
 * notifications: true })`; scripts/chromium.ts). The flags keep it off the network it cannot reach here (it hangs
 * otherwise). Screenshots go to test-results/screenshots/ for review.
 *
 * Every context the browser opens reports Content-Security-Policy violations (the page's
 * `securitypolicyviolation` events and Chromium's CSP console errors) into a list that
 * tests/support/e2e-setup.ts checks after every test: the e2e run fails on any violation.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { rootDir } from '../../local/settings';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/chromium';
import { journalContext } from './page-journal';

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
}

export async function launchBrowser(needs: BrowserNeeds = {}): Promise<Browser> {
  const browser = await launchChromium(needs);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    journalContext(context);
    await reportCspViolations(context);
    return context;
  };
  // browser.newPage makes a context of its own: made here instead, so it reports too.
  browser.newPage = async (options) => (await browser.newContext(options)).newPage();
  return browser;
}

/**
 * The browser of one test file, launched before its tests and closed after them; `page(viewport)`
 * opens a page in a new context (storage of its own) with reduced motion.
 */
export function browserOfFile(): { page: (viewport: { width: number; height: number }) => Promise<Page> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { page: async (viewport) => (await browser!.newContext({ viewport, reducedMotion: 'reduce' })).newPage() };
}

/** The headless shell unless the file needs the full browser (or the shell is not installed: `npm test` installs it). */
function launchChromium(needs: BrowserNeeds): Promise<Browser> {
  const shell = !needs.notifications && !needs.pdfViewer && existsSync(HEADLESS_SHELL_PATH);
  return chromium.launch({
    executablePath: shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
