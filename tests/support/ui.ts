/**
 * Steps and checks the end-to-end tests share: the wait they allow a screen, logging in through
 * the real login form, and axe-core's WCAG 2.1 A/AA rules run inside the page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '../../web/src/config/paths';
import { screenshot, screenshotDir } from './browser';
import { stack } from './clients';

export const WAIT = { timeout: 15_000 };

/**
 * Waits until the page, since its document loaded, has had no request in flight for 500 ms: an
 * offline action sent a second time would go out as the page opens, so "counted once" is read from
 * the books only after this. Once per document load (Playwright's `networkidle`): after the load has
 * settled it returns at once, so it does not wait for what an in-page step sends later; wait for
 * that thing itself.
 */
export async function requestsSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is now; returns "rule: element" lines for every WCAG 2.1 A/AA violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are read once what is changing has settled: a button leaving its loading state fades
  // from its disabled opacity, and read mid-fade it failed color-contrast (a clean clone's "Send the
  // link again" on Forgot password).
  await animationsSettled(page);
  // Evaluated through the devtools protocol, not added as an inline <script>: the app's CSP blocks
  // inline script, and the e2e run fails on the violation report. Once per document: its 640 KB
  // cost ~20 ms of CPU each time they were sent and compiled again (docs/performance.md).
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')}`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The dashboard's heading: "Welcome, {name}!" on the registration day, "Welcome back, {name}!" after (docs/product.md#dashboard). */
export const welcomeHeading = (name?: string) => new RegExp(`^Welcome( back)?, ${name === undefined ? '' : `${escapeRegExp(name)}!$`}`);

/**
 * Scrolls the page down to each panel still showing its placeholder, as a learner scrolling would,
 * until every deferred panel has loaded (they load near the viewport:
 * web/src/app/dashboard/reveal-near-viewport.ts; the courses list's quick quizzes and guide); then
 * back to the top. `heading`: the page's level-1 heading, waited for first.
 */
export async function revealPanels(page: Page, heading: RegExp | string = welcomeHeading()): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
  await page.waitForFunction(
    () => {
      const placeholder = document.querySelector('[data-testid="panel-placeholder"]');
      placeholder?.scrollIntoView({ block: 'center' });
      return !placeholder;
    },
    undefined,
    { ...WAIT, polling: 100 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits for Today (the dashboard) with the learner's name in its heading and its next step decided. */
export async function dashboardReady(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: welcomeHeading(name) }).waitFor(WAIT);
  await page.getByTestId('today-next-step').getByRole('link').waitFor(WAIT);
}

/** Opens the League page (the leaderboard and the daily challenges) with a page load, once its leaderboard shows. */
export async function openLeague(page: Page): Promise<void> {
  await page.goto(`${stack().appUrl}/league`);
  await page.getByRole('heading', { level: 2, name: 'Leaderboard' }).waitFor(WAIT);
}

/** Fills in and sends the login form the page shows. */
export async function submitLogin(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor(WAIT);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
}

/** Fills in and sends the registration form the page shows (/auth/register or an invitation's /signup), and waits for the dashboard. */
export async function submitRegistration(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard', WAIT);
}

/**
 * Opens `path` and waits until the page has recorded its signed-in visit (POST /api/users/{id}/visit,
 * sent when the profile channel joins; docs/product.md#login-streak). A test that then moves the learner's
 * last visit back a day must wait for this: a visit still on its way would count the moved day itself.
 */
export async function openAfterVisit(page: Page, path: string): Promise<void> {
  const visited = page.waitForResponse((response) => /\/api\/users\/[^/]+\/visit$/.test(response.url()) && response.request().method() === 'POST', WAIT);
  await page.goto(`${stack().appUrl}${path}`);
  await visited;
}

/**
 * Logs in through /auth/login as a person would and waits for where they land: a learner's Today
 * (`/dashboard`), an administrator's admin home (`/admin`; docs/product.md#admin-home), or `lands`
 * when it is another page of the app: the login page then carries it as its `next`, as the links of a
 * signed-out visitor's page do (docs/product.md#sign-up-and-sign-in), and the sign-in goes there
 * instead of drawing the start page first and loading the app again (half a second of a renderer's
 * CPU each time: docs/performance.md, "Fewer page loads per log-in, and V8's baseline tier").
 */
export async function logIn(page: Page, person: { email: string; password: string }, lands = '/dashboard'): Promise<void> {
  const start = lands === paths.dashboard.getHref() || lands === paths.admin.getHref();
  await page.goto(`${stack().appUrl}${paths.auth.getHref('login', start ? undefined : lands)}`);
  await submitLogin(page, person);
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === lands, WAIT);
  // The address changes while the login page's "on its way" layout (LeavingFor) is still drawn; its
  // header is replaced by the landing page's a moment later, closing a Menu opened meanwhile.
  await page.locator('main h1').first().waitFor(WAIT);
}

/**
 * Follows one of the header's links (docs/product.md#header): from its Menu where the links are folded
 * (phones and tablets; an administrator's below 1536 px), else from the links in the header.
 */
export async function headerLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  // The header renders with the signed-in user: wait for whichever this width shows.
  await menu.or(link).first().waitFor(WAIT);
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

/** Opens a folded section of the content manager by its title (docs/product.md#content-manager). */
export async function openSection(page: Page, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded', WAIT)) !== 'true') await toggle.click();
  await page.getByRole('button', { name: title, exact: true, expanded: true }).waitFor(WAIT);
}

/** Every finite animation has ended (a loading spinner or skeleton pulses for as long as it shows). */
const animationsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** Screenshot and accessibility check of one screen; an open dialog is shot as the viewport shows it. */
export async function capture(page: Page, name: string, { dialog = false } = {}): Promise<void> {
  // Dialogs fade in: shoot and check them once every CSS animation has finished.
  await animationsSettled(page);
  if (dialog) {
    await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
  } else {
    // From the top, so the sticky header is where it belongs in the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }
  let violations = await axeViolations(page);
  // A toast that began to fade out while axe read the page fails contrast with its mid-fade colours
  // (seen with the login toast): such a finding is read again once that animation has ended.
  if (violations.length > 0) {
    await animationsSettled(page);
    violations = await axeViolations(page);
  }
  expect(violations, `axe violations on ${name}`).toEqual([]);
}

export async function toast(page: Page, title: string, description?: string): Promise<void> {
  const matching = page.getByTestId('toast').filter({ hasText: title });
  await (description ? matching.filter({ hasText: description }) : matching).first().waitFor(WAIT);
}

/**
 * The line a content manager's form or file part (a course's or a translation's video or captions)
 * says under its buttons in place of a toast, once it saved or refused a try
 * (web/src/components/ui/said-line.tsx): `title`, then `description`.
 */
export async function saidIn(part: Locator, title: string, description?: string): Promise<void> {
  await part
    .getByTestId(/-saved$|^form-said$/)
    .filter({ hasText: description ? `${title} ${description}` : title })
    .waitFor(WAIT);
}

/** Waits until the app's service worker controls the page (its requests go through the worker from then on). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, WAIT);
}

/**
 * The celebration that replaced an action's toast (docs/product.md#moments), once its figures have
 * settled: its dialog, named by its title, holding `description` when given.
 */
export async function celebration(page: Page, title: string | RegExp, description?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor(WAIT);
  if (description) await dialog.getByText(description).waitFor(WAIT);
  await page.waitForFunction(() => !document.querySelector('[data-testid="celebration"] [data-counting="true"]'), undefined, WAIT);
  return dialog;
}

/** Closes the celebration with its "Not now" button, for a test that goes on with the page under it. */
export async function dismissCelebration(page: Page, title: string | RegExp, description?: string): Promise<void> {
  const dialog = await celebration(page, title, description);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
}

/**
 * The controls on screen (buttons, links, fields and their labels) a toast covers, each as "toast title over control":
 * their boxes (getBoundingClientRect) intersect. docs/product.md#notifications: a toast never covers a
 * control. The toast's own close button and the page under an open dialog do not count; with no
 * toast on screen it answers ["no toast on screen"], so a check can only pass while one shows.
 */
export async function toastsOverControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')].map((node) => ({
      text: (node.textContent ?? '').trim().slice(0, 40),
      box: node.getBoundingClientRect(),
    }));
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]',
      ),
    ].filter((node) => !node.closest('[data-testid="toast"], [aria-hidden="true"], [inert]'));
    // No toast on screen answers so too: a caller polling for [] must not pass once the toast has gone.
    const covered: string[] = toasts.some(({ box }) => box.width > 0 && box.height > 0) ? [] : ['no toast on screen'];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      for (const toast of toasts) {
        const apart = toast.box.right <= box.left || box.right <= toast.box.left || toast.box.bottom <= box.top || box.bottom <= toast.box.top;
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40);
        if (!apart && toast.box.width > 0 && toast.box.height > 0) covered.push(`${toast.text} over ${name}`);
      }
    }
    return covered;
  });
}

/**
 * The toasts on screen that cover any of `targets` (a primary button, a first screen's heading),
 * each as "toast title over target": their boxes (getBoundingClientRect) intersect.
 * docs/product.md#notifications: no toast covers a primary button or the first screen's content on a phone.
 */
export async function toastsOver(page: Page, targets: Record<string, Locator>): Promise<string[]> {
  const toasts = await page
    .getByTestId('toast')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ text: (node.textContent ?? '').trim().slice(0, 40), box: node.getBoundingClientRect().toJSON() as DOMRect })),
    );
  const covered: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect);
    for (const toast of toasts) {
      const apart = toast.box.right <= box.left || box.right <= toast.box.left || toast.box.bottom <= box.top || box.bottom <= toast.box.top;
      if (!apart && toast.box.width > 0 && toast.box.height > 0) covered.push(`${toast.text} over ${name}`);
    }
  }
  return covered;
}

/**
 * Whether a tap at the middle of `control` reaches it: it is on screen and nothing lies over that
 * point (the tab bar, a sticky bar, a toast), as the browser's own hit test finds.
 */
export async function tappable(control: Locator): Promise<boolean> {
  return control.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && node.contains(top);
  });
}
