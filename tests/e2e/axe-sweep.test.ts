/**
 * Every page and dialog state, looked at and checked with axe (WCAG 2.1 A/AA), at 390 and 1280 px,
 * in headless Chromium against the real stack (docs/product.md#screens-and-routes):
 * - a visitor: landing, login, register, sign-up through an invitation, forgot password, courses,
 *   a course (gated content), a page that does not exist;
 * - a learner with a long name: Today, a loading Quest Map, the mission modal, the mission page,
 *   courses, a course, the quiz modal, league, rewards, earnings, team (empty), profile, invite, and
 *   the courses page when the server fails (the error state);
 * - the admin: the admin home, the content manager folded and open, its confirm dialog, insights.
 * Each screen is saved to test-results/screenshots as `sweep-<screen>-<width>`.
 * Speed a person feels (docs/performance.md): a tap that has to load code shows its feedback — the
 * mission modal's loading overlay and the route's loading bar — while the code's request is held
 * back, so before the code arrives; the milliseconds it took are printed (the target is 100 ms; a
 * timed assertion would fail a correct page whenever the machine is busy).
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { capture, dashboardReady, logIn, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 300_000;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const LONG_NAME = 'Maximiliana Alexandra Konstantinopoulou-Featherstonehaugh';

let browser: Browser;
let courseId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const { rows } = await db().query<{ id: string }>(
    `select c.id from public.courses c where c.is_public and exists (select 1 from public.quizzes q where q.course_id = c.id) order by c.id limit 1`,
  );
  courseId = Number(rows[0]!.id);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Service workers stay blocked here (tests/support/browser.ts): the app's worker answers the api's
 * GETs itself (web/src/sw.ts), and page.route never sees a request the worker makes, so holding one
 * back would wait forever.
 */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

const url = (path: string) => `${stack().appUrl}${path}`;

/** Holds back every request matching `pattern` until the returned `release` is called. */
async function holdBack(page: Page, pattern: string): Promise<{ release: () => void; seen: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seenResolve!: () => void;
  const seen = new Promise<void>((resolve) => (seenResolve = resolve));
  await page.route(pattern, async (route: Route) => {
    seenResolve();
    await released;
    await route.continue();
  });
  return { release, seen };
}

/** Clicks `selector` inside the page and resolves with the milliseconds until `feedback` is in the DOM. */
function msToFeedback(page: Page, selector: string, feedback: string): Promise<number> {
  return page.evaluate(
    ({ selector, feedback }) =>
      new Promise<number>((resolve, reject) => {
        const target = document.querySelector<HTMLElement>(selector);
        if (!target) return reject(new Error(`no ${selector}`));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector(feedback)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        target.click();
        if (document.querySelector(feedback)) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      }),
    { selector, feedback },
  );
}

/** Waits until no "Loading…" line is left in the page's main landmark (the loaded state, not the loading one). */
function loaded(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => ![...document.querySelectorAll('main *')].some((element) => element.childElementCount === 0 && /^Loading\b/.test(element.textContent ?? '')),
    undefined,
    { ...WAIT, polling: 100 },
  );
}

/** The loaded screen, shot and checked. */
async function captureLoaded(page: Page, name: string): Promise<void> {
  await loaded(page);
  await capture(page, name);
}

describe('every screen at 390 and 1280 px, axe clean', () => {
  it(
    'a visitor: landing, login, register, invitation sign-up, forgot password, courses, a gated course, not found',
    async () => {
      for (const viewport of VIEWPORTS) {
        const page = await newPage(viewport);
        const w = viewport.width;
        await page.goto(url('/'));
        await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
        await capture(page, `sweep-landing-${w}`);
        await page.goto(url('/auth/login'));
        await page.getByRole('heading', { name: 'Welcome Back' }).waitFor(WAIT);
        await capture(page, `sweep-login-${w}`);
        // The form's inline errors.
        await page.getByRole('button', { name: 'Login', exact: true }).last().click();
        await page.locator('[aria-invalid="true"]').first().waitFor(WAIT);
        await capture(page, `sweep-login-errors-${w}`);
        await page.goto(url('/auth/register'));
        await page.getByLabel('Email').waitFor(WAIT);
        await capture(page, `sweep-register-${w}`);
        await page.goto(url('/signup?ref=SWEEP1&sponsor=Leo+Learner&source=whatsapp'));
        await page.getByRole('heading', { name: 'Create Your Account' }).waitFor(WAIT);
        await capture(page, `sweep-signup-invited-${w}`);
        await page.goto(url('/auth/forgot-password'));
        await page.getByLabel('Email').waitFor(WAIT);
        await capture(page, `sweep-forgot-password-${w}`);
        await page.goto(url('/courses'));
        await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
        await page.locator('[data-testid^="course-card"], a[href^="/course/"]').first().waitFor(WAIT);
        await captureLoaded(page, `sweep-courses-visitor-${w}`);
        await page.goto(url(`/course/${courseId}`));
        await page.getByText('Please log in to access course content.').waitFor(WAIT);
        await captureLoaded(page, `sweep-course-visitor-${w}`);
        await page.goto(url('/no-such-page'));
        await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
        await capture(page, `sweep-not-found-${w}`);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'a learner with a long name: Today, loading, mission modal and page, courses, quiz modal, league, rewards, earnings, team, profile, invite, an error state',
    async () => {
      for (const viewport of VIEWPORTS) {
        const w = viewport.width;
        const learner = await signUpUser({ name: `${LONG_NAME} ${w}` });
        const person = { email: learner.email, password: learner.password };
        const page = await newPage(viewport);
        await logIn(page, person);
        await dashboardReady(page, `${LONG_NAME} ${w}`);
        await capture(page, `sweep-dashboard-${w}`);

        // The Quest Map while the stations are on their way. The mission modal's code is held back
        // from the start: the map fetches it in the first idle period after the stations show.
        const modalCode = await holdBack(page, '**/assets/mission-modal-*.js');
        const missions = await holdBack(page, '**/api/missions');
        await page.reload();
        await missions.seen;
        await page.getByText('Loading missions...').waitFor(WAIT);
        await capture(page, `sweep-dashboard-loading-${w}`, { dialog: true });
        missions.release();
        await page.unroute('**/api/missions');

        // The mission modal: its code held back, the tap shows the loading overlay at once.
        await page.getByTestId('station-1').getByRole('button').waitFor(WAIT);
        const ms = await msToFeedback(page, '[data-testid="station-1"] button', '[data-testid="mission-modal-loading"]');
        // The overlay shows while the modal's code is still held back: the feedback does not wait
        // for the code. How soon is a figure against the 100 ms target (docs/performance.md), not
        // an assertion: under load a correct page takes longer (186 ms seen at load average 17).
        console.info(`tap on a station -> "Loading mission..." overlay: ${ms.toFixed(0)} ms at ${w} px`);
        await capture(page, `sweep-mission-modal-loading-${w}`, { dialog: true });
        modalCode.release();
        await page.unrouteAll({ behavior: 'wait' });
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Lesson objectives').waitFor(WAIT);
        await capture(page, `sweep-mission-modal-${w}`, { dialog: true });
        await dialog.getByRole('button', { name: 'Start Mission' }).click();
        await page.waitForURL('**/mission/*', WAIT);
        await page.getByRole('button', { name: 'Complete Mission' }).waitFor(WAIT);
        await captureLoaded(page, `sweep-mission-page-${w}`);

        await page.goto(url('/courses'));
        await page.locator('a[href^="/course/"]').first().waitFor(WAIT);
        await captureLoaded(page, `sweep-courses-${w}`);
        await page.goto(url(`/course/${courseId}`));
        await page.getByTestId('journey-phase').waitFor(WAIT);
        await captureLoaded(page, `sweep-course-${w}`);
        await page
          .getByRole('button', { name: /^Take Quiz/ })
          .first()
          .click();
        await page.getByTestId('quiz-modal').getByRole('button', { name: 'Submit Answer' }).waitFor(WAIT);
        await capture(page, `sweep-quiz-modal-${w}`, { dialog: true });
        await page.keyboard.press('Escape');
        await page.getByTestId('quiz-modal').waitFor({ state: 'detached', ...WAIT });

        // A route whose code is held back shows the loading bar at once.
        const leagueCode = await holdBack(page, '**/assets/league-*.js');
        await page.goto(url('/dashboard'));
        // Once Today has settled (while the dashboard's former panels still arrived, the tap waited
        // 140-164 ms for the bar on this machine: docs/performance.md).
        await dashboardReady(page, `${LONG_NAME} ${w}`);
        const link = w < 768 ? 'nav[aria-label="Tabs"] a[href="/league"]' : '[data-testid="today-league"]';
        const routeMs = await msToFeedback(page, link, '[role="progressbar"][aria-label="Loading page"]');
        // Shown while the route's code is held back; how soon is a printed figure, as above.
        console.info(`tap on League -> the loading bar: ${routeMs.toFixed(0)} ms at ${w} px`);
        leagueCode.release();
        await page.unrouteAll({ behavior: 'wait' });
        await page.waitForURL('**/league', WAIT);
        await page.getByRole('tab', { name: "This week's league" }).waitFor(WAIT);
        await captureLoaded(page, `sweep-league-${w}`);

        for (const [path, ready] of [
          ['/rewards', 'rewards-tokens'],
          ['/earnings', 'calc-reality-paragraph'],
          ['/invite', 'invite-link'],
        ] as const) {
          await page.goto(url(path));
          await page.getByTestId(ready).first().waitFor(WAIT);
          await captureLoaded(page, `sweep-${path.slice(1)}-${w}`);
        }
        await page.goto(url('/team'));
        await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
        await page.getByText(/^No one has joined with your link yet/).waitFor(WAIT);
        await captureLoaded(page, `sweep-team-empty-${w}`);
        await page.goto(url('/profile'));
        await page.getByRole('heading', { name: 'Name and phone' }).waitFor(WAIT);
        await captureLoaded(page, `sweep-profile-${w}`);

        // The error state: the server fails the courses list.
        await page.route('**/api/courses', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }));
        await page.goto(url('/courses'));
        await page
          .getByRole('button', { name: /retry|try again/i })
          .first()
          .waitFor(WAIT);
        expect(await page.locator('main').textContent()).not.toContain('503');
        await capture(page, `sweep-courses-error-${w}`);
        await page.unrouteAll({ behavior: 'wait' });
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'the admin: content manager and its confirm dialog, insights',
    async () => {
      for (const viewport of VIEWPORTS) {
        const w = viewport.width;
        const page = await newPage(viewport);
        await logIn(page, ADMIN, '/admin');
        await page.getByTestId('admin-home-figure-signups').waitFor(WAIT);
        await captureLoaded(page, `sweep-admin-home-${w}`);
        await page.goto(url('/content-manager'));
        await page.getByRole('heading', { level: 2, name: 'Courses' }).waitFor(WAIT);
        await page.getByText(/^\d+ courses?: /).waitFor(WAIT);
        await captureLoaded(page, `sweep-content-manager-${w}`);
        await page.getByRole('button', { name: 'Open every section' }).click();
        await page.getByTestId('admin-course-1').or(page.locator('[data-testid^="admin-course-"]').first()).first().waitFor(WAIT);
        await captureLoaded(page, `sweep-content-manager-open-${w}`);
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await confirm.getByText('Please confirm').waitFor(WAIT);
        await capture(page, `sweep-content-manager-confirm-${w}`, { dialog: true });
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'detached', ...WAIT });
        await page.goto(url('/insights'));
        await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
        await page.locator('table').first().waitFor(WAIT);
        await captureLoaded(page, `sweep-insights-${w}`);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );
});
