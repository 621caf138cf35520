/**
 * A learner's day on the phone, end to end in headless Chromium against the real stack
 * (docs/product.md#navigation):
 * - Today is at most three phone screens (390×844; a new learner and the demo learner who has
 *   everything) and "More for today" puts every other SPEC panel one tap away on its own page, at
 *   390 and 1280 px; old `/dashboard#section` links land there; the calculator is reached from Team
 *   and the menu;
 * - the tab bar under the thumb at 390 px (Today, Courses, League, Rewards, Team), the current tab
 *   marked, hidden at 1280 px where the header's links show; League and Rewards open their panels;
 * - "Welcome" on the registration day, "Welcome back" after (the server's createdAt);
 * - a signed-in learner on "/" is offered the dashboard first;
 * - context kept: a logged-out course page shows the course and its materials list and gates only
 *   the content, and logging in from it returns to the course; a `next` leading off the app is not followed.
 * Every screen is checked with axe and saved to test-results/screenshots at 390 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { makeQuiz } from '../integration/db-helpers';
import { callApi, db, signUpUser, stack } from '../support/clients';
import { watchFrames } from '../support/frames';
import { capture, logIn, submitLogin, WAIT, welcomeHeading } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const suffix = randomUUID().slice(0, 6);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

/** "More for today" on Today: each link's label, where it leads, and the SPEC panel it shows there. */
const MORE_FOR_TODAY = [
  ['Daily Challenges', '/league#daily-challenges', 'Daily Challenges'],
  ['Quick Quizzes', '/courses#quick-quizzes', 'Quick Quizzes'],
  ['Getting Started Guide', '/courses#getting-started', 'Getting Started Guide'],
  ['Leaderboard', '/league', 'Leaderboard'],
  ['Rewards', '/rewards', 'Rewards'],
  ['Achievements', '/rewards#achievements', 'Achievements'],
  ['Invite Friends', '/invite', 'Invite Friends'],
  ['Earnings Calculator', '/earnings', 'Earnings Calculator'],
] as const;

/** The demo learner of the seed: every station done, five referrals, courses started. */
const DEMO_LEARNER = { email: 'learner1@moneytrain.local', password: 'learner-password' };

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

async function expectCurrentTab(page: Page, label: string): Promise<void> {
  await tabBar(page).locator('[aria-current="page"]').filter({ hasText: label }).waitFor(WAIT);
  expect(await tabBar(page).locator('[aria-current="page"]').count()).toBe(1);
}

/**
 * The invite panel a link landed on, once the page has settled and the panel's hold has ended
 * (hooks/use-fragment-in-view.ts): its heading whole below the sticky header, its invitation link on the screen.
 */
async function expectInviteInView(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const panel = page.getByRole('region', { name: 'Invite Friends', exact: true });
  await panel.getByTestId('invite-link').waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  const header = (await page.locator('header').first().boundingBox())!;
  const title = (await panel.getByRole('heading', { level: 2, name: 'Invite Friends' }).boundingBox())!;
  const link = (await panel.getByTestId('invite-link').boundingBox())!;
  const headerBottom = header.y + header.height;
  console.info(
    `Invite Friends at ${viewport.width}: header bottom ${headerBottom} px, heading ${title.y}-${title.y + title.height} px, link ${link.y}-${link.y + link.height} px`,
  );
  expect(title.y).toBeGreaterThanOrEqual(headerBottom);
  expect(link.y + link.height).toBeLessThanOrEqual(viewport.height);
}

/**
 * Every line of a Today tile stays inside the tile's border (docs/product.md#today): its own text, and
 * a longer one (a translation's length) put in its figure's place, which must wrap, not run past it.
 */
async function expectTextInsideTile(page: Page, testId: string): Promise<void> {
  const overflow = () =>
    page.getByTestId(testId).evaluate((tile) => {
      const box = tile.getBoundingClientRect();
      const outside = Array.from(tile.querySelectorAll('p, span'))
        .map((part) => ({ text: part.textContent ?? '', rect: part.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5));
      return { tileScrolls: tile.scrollWidth > tile.clientWidth + 1, outside: outside.map(({ text }) => text) };
    });
  expect(await overflow(), testId).toEqual({ tileScrolls: false, outside: [] });
  await page.getByTestId(testId).evaluate((tile) => {
    const figure = Array.from(tile.querySelectorAll('p')).find((part) => part.textContent === 'Not ranked yet');
    if (!figure) throw new Error('no "Not ranked yet" figure in the tile');
    figure.textContent = 'Todavía sin clasificar esta semana';
  });
  expect(await overflow(), `${testId} with a longer text`).toEqual({ tileScrolls: false, outside: [] });
}

describe('navigation for the thumb', () => {
  it(
    'greets a new learner with "Welcome", walks the tab bar on a phone, and offers the dashboard on "/"',
    async () => {
      const learner = await signUpUser({ name: `Tara Tabs ${suffix}` });
      const page = await newPage(PHONE);
      await logIn(page, learner);
      await page.getByRole('heading', { level: 1, name: `Welcome, Tara Tabs ${suffix}!` }).waitFor(WAIT);
      await tabBar(page).waitFor({ state: 'visible', ...WAIT });
      await expectCurrentTab(page, 'Dashboard');
      // The bar stays at the bottom of the viewport, inside it.
      const box = await tabBar(page).boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
      // Today: the streak, the one next step, the league place and the tokens, without scrolling, above the tab bar.
      // No point yet this week: not a rank tied with everyone at 0, but what gets the learner on the board.
      await page.getByTestId('today-league').filter({ hasText: 'Not ranked yet' }).waitFor(WAIT);
      expect(await page.getByTestId('today-league-detail').textContent()).toMatch(/^\+\d+ points: finish Station 1$/);
      await page
        .getByTestId('today-next-step')
        .getByRole('link', { name: /^Start Station \d$/ })
        .waitFor(WAIT);
      const barTop = (await tabBar(page).boundingBox())!.y;
      for (const id of ['today-streak', 'today-next-step', 'today-league', 'today-tokens']) {
        const part = (await page.getByTestId(id).boundingBox())!;
        expect(part.y, id).toBeGreaterThanOrEqual(0);
        expect(part.y + part.height, id).toBeLessThanOrEqual(barTop);
      }
      expect(await page.getByTestId('today-tokens').textContent()).toContain('0 tokens');
      await page.getByTestId('today-league').screenshot({ path: 'test-results/screenshots/today-league-tile-390.png' });
      await expectTextInsideTile(page, 'today-league');
      await page.getByTestId('today-league').screenshot({ path: 'test-results/screenshots/today-league-tile-long-390.png' });
      await page.reload();
      await page.getByTestId('today-league').filter({ hasText: 'Not ranked yet' }).waitFor(WAIT);
      expect(await page.getByTestId('today-next-step').getByRole('link').count()).toBe(1);
      await capture(page, 'today-tabs-390');
      // The first screen as the phone shows it (the viewport, not the whole page).
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, 'today-first-screen-390', { dialog: true });
      await page.getByTestId('today-next-step').getByRole('link', { name: 'Start Station 1' }).click();
      await page.waitForURL('**/mission/*', WAIT);
      await page.goBack();
      await page.getByTestId('today-streak').waitFor(WAIT);

      await tabBar(page).getByRole('link', { name: 'League' }).click();
      await page.waitForURL('**/league', WAIT);
      await page.getByRole('heading', { level: 2, name: 'Leaderboard' }).waitFor(WAIT);
      await page.getByRole('tab', { name: "This week's league" }).waitFor(WAIT);
      await expectCurrentTab(page, 'League');
      await capture(page, 'league-page-390');

      await tabBar(page).getByRole('link', { name: 'Rewards' }).click();
      await page.waitForURL('**/rewards', WAIT);
      await page.getByRole('heading', { level: 2, name: 'Rewards' }).waitFor(WAIT);
      await page.getByTestId('rewards-tokens').waitFor(WAIT);
      await expectCurrentTab(page, 'Rewards');
      await capture(page, 'rewards-page-390');

      await tabBar(page).getByRole('link', { name: 'Courses' }).click();
      await page.waitForURL('**/courses', WAIT);
      await expectCurrentTab(page, 'Courses');

      await tabBar(page).getByRole('link', { name: 'My Team' }).click();
      await page.waitForURL('**/team', WAIT);
      await expectCurrentTab(page, 'My Team');

      await tabBar(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/dashboard', WAIT);
      await page.getByRole('heading', { level: 1, name: welcomeHeading(learner.user.user_metadata.name as string) }).waitFor(WAIT);

      // The logo leads to the landing page; signed in, its first button goes back to the dashboard.
      await page.goto(stack().appUrl);
      const offer = page.getByTestId('landing-dashboard-offer');
      await offer.waitFor(WAIT);
      const heroLinks = page.locator('#landing-title ~ * a');
      expect(await heroLinks.first().textContent()).toBe(await offer.textContent());
      await capture(page, 'landing-signed-in-390');
      await offer.click();
      await page.waitForURL('**/dashboard', WAIT);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'says "Welcome back" from the day after registration, and shows the header links instead of the tab bar at 1280 px',
    async () => {
      const learner = await signUpUser({ name: `Walt Back ${suffix}` });
      await db().query(`update public.profiles set created_at = now() - interval '2 days' where id = $1`, [learner.user.id]);
      const page = await newPage(DESKTOP);
      await logIn(page, learner);
      await page.getByRole('heading', { level: 1, name: `Welcome back, Walt Back ${suffix}!` }).waitFor(WAIT);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor(WAIT);
      expect(await tabBar(page).isVisible()).toBe(false);
      await page.getByTestId('today-league').filter({ hasText: 'Not ranked yet' }).waitFor(WAIT);
      for (const id of ['today-streak', 'today-next-step', 'today-league', 'today-tokens']) {
        const part = (await page.getByTestId(id).boundingBox())!;
        expect(part.y + part.height, id).toBeLessThanOrEqual(DESKTOP.height);
      }
      await capture(page, 'today-1280');
      await expectTextInsideTile(page, 'today-league');
      await page.getByTestId('today-league').screenshot({ path: 'test-results/screenshots/today-league-tile-long-1280.png' });
      await page.goto(`${stack().appUrl}/league`);
      await page.getByRole('heading', { level: 2, name: 'Leaderboard' }).waitFor(WAIT);
      await capture(page, 'league-page-1280');
      await page.goto(`${stack().appUrl}/rewards`);
      await page.getByTestId('rewards-tokens').waitFor(WAIT);
      await capture(page, 'rewards-page-1280');
      await page.goto(stack().appUrl);
      await page.getByTestId('landing-dashboard-offer').waitFor(WAIT);
      await capture(page, 'landing-signed-in-1280');
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'keeps Today to three phone screens: a new learner, the demo learner who has everything, and one with every station done and the reminder offer open',
    async () => {
      const fresh = await signUpUser({ name: `Tess Threescreens ${suffix}` });
      // Every station done, the reminder offer not answered yet: the finished Quest Map folds into one line.
      const finished = await signUpUser({ name: `Fin Finished ${suffix}` });
      const { rows: stations } = await db().query<{ id: number }>('select id from public.missions order by station');
      for (const { id } of stations) {
        const done = await callApi('POST', `/api/users/${finished.user.id}/complete-mission`, {
          token: finished.session.access_token,
          body: { missionId: id },
        });
        expect(done.status).toBe(200);
      }
      for (const [person, shot] of [
        [fresh, 'today-new-learner'],
        [DEMO_LEARNER, 'today-demo-learner'],
        [finished, 'today-all-stations-offer-open'],
      ] as const) {
        for (const viewport of [PHONE, DESKTOP]) {
          const page = await newPage(viewport);
          await logIn(page, person);
          await page.getByTestId('today-next-step').getByRole('link').waitFor(WAIT);
          await page.getByRole('heading', { level: 2, name: 'Quest Map' }).waitFor(WAIT);
          await page.getByTestId('quest-progress').waitFor({ state: 'attached', ...WAIT });
          if (person === finished) {
            await page.getByTestId('reminder-offer').waitFor(WAIT);
            await page.getByTestId('quest-map-done').getByRole('button', { name: 'Review stations' }).waitFor(WAIT);
          }
          await page.getByRole('heading', { level: 2, name: 'More for today' }).waitFor(WAIT);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          console.info(`Today for ${shot} at ${viewport.width}x${viewport.height}: ${height} px (${(height / viewport.height).toFixed(2)} screens)`);
          if (viewport === PHONE) expect(height, `${shot}: Today is ${height} px`).toBeLessThanOrEqual(3 * PHONE.height);
          await capture(page, `${shot}-${viewport.width}`);
          await page.context().close();
        }
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    "offers today's one action: the course in progress by name once the stations are done, else a joined challenge's check-in",
    async () => {
      const title = `Warm Market Basics ${suffix}`;
      const { rows } = await db().query<{ id: string }>(
        `insert into public.courses (title, description, category, duration, is_public) values ($1, 'Made by the Today test.', 'training', 10, true) returning id`,
        [title],
      );
      const courseId = Number(rows[0]!.id);
      await makeQuiz(courseId);
      const { rows: challenges } = await db().query<{ id: string }>(`select id::text from public.challenges where title = 'Talk to 10 people'`);
      const { rows: missions } = await db().query<{ id: number }>('select id from public.missions order by station');
      for (const [name, next] of [
        ['Cody Course', 'course'],
        ['Chad Challenge', 'challenge'],
      ] as const) {
        const learner = await signUpUser({ name: `${name} ${suffix}` });
        const token = learner.session.access_token;
        const post = (path: string, body: unknown) => callApi('POST', `/api/users/${learner.user.id}${path}`, { token, body });
        for (const mission of missions) expect((await post('/complete-mission', { missionId: mission.id })).status).toBe(200);
        if (next === 'course') expect((await post(`/course-progress/${courseId}`, { watchTime: 100, isCompleted: true })).status).toBe(200);
        else expect((await post(`/challenges/${challenges[0]!.id}/join`, { timeZone: 'UTC' })).status).toBe(200);
        const page = await newPage(PHONE);
        await logIn(page, learner);
        const step = page.getByTestId('today-next-step');
        if (next === 'course') {
          await step.getByText('Course in progress: 60% done').waitFor(WAIT);
          await capture(page, 'today-action-course-390');
          await step.getByRole('link', { name: `Continue: ${title}` }).click();
          await page.waitForURL(`**/course/${courseId}`, WAIT);
          await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
        } else {
          await step.getByText('Daily challenge · 0 of 10').waitFor(WAIT);
          await capture(page, 'today-action-challenge-390');
          await step.getByRole('link', { name: 'Check in: Talk to 10 people' }).click();
          await page.waitForURL('**/league#daily-challenges', WAIT);
          const card = page.getByRole('group', { name: 'Talk to 10 people' });
          await card.getByRole('button', { name: 'Check In' }).waitFor(WAIT);
          await expect.poll(async () => ((await card.boundingBox())?.y ?? -1) < PHONE.height, WAIT).toBe(true);
        }
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    "never paints a blank screen on a route's first load: login → Today and Today → Team show the page or its shape (390 px, 4× CPU; prints the ms)",
    async () => {
      const learner = await signUpUser({ name: `Fay Frames ${suffix}` });
      const page = await newPage(PHONE);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${stack().appUrl}/auth/login`);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor(WAIT);
      await page.getByLabel('Email').fill(learner.email);
      await page.getByLabel('Password').fill(learner.password);
      let stop = await watchFrames(page, { path: '/dashboard', ready: '[data-testid="today-streak"], [data-testid="page-skeleton"]' });
      await page.getByRole('button', { name: 'Login', exact: true }).last().click();
      await page.getByTestId('today-streak').waitFor(WAIT);
      const login = await stop();
      stop = await watchFrames(page, { path: '/team', ready: '[data-testid="team-totals"], #invite-panel, [data-testid="page-skeleton"]' });
      await tabBar(page).getByRole('link', { name: 'My Team' }).click();
      await page.locator('#invite-panel').waitFor(WAIT);
      const team = await stop();
      console.info(
        `First content at 390 px, 4x CPU: login → Today ${login.firstContentMs} ms (${login.blankFrames} blank of ${login.frames} frames); Today → Team ${team.firstContentMs} ms (${team.blankFrames} blank of ${team.frames} frames)`,
      );
      expect(login.blankFrames, 'blank frames from Login to Today').toBe(0);
      expect(team.blankFrames, 'blank frames from Today to Team').toBe(0);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "shows the next page's loading shape while its code loads: after login, and on a hard load (390 and 1280 px)",
    async () => {
      const learner = await signUpUser({ name: `Sia Shape ${suffix}` });
      for (const viewport of [PHONE, DESKTOP]) {
        // Service workers are blocked (tests/support/browser.ts), so the page's own requests for the screens' code are the ones held back here.
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        let holding: RegExp | null = /\/assets\/(dashboard|team)-[\w-]+\.js$/;
        const held: Array<() => void> = [];
        await context.route(/\/assets\/[\w-]+\.js$/, (route) =>
          holding?.test(route.request().url()) ? held.push(() => void route.continue()) : route.continue(),
        );
        const release = () => {
          holding = null;
          for (const go of held.splice(0)) go();
        };
        const page = await context.newPage();
        await page.goto(`${stack().appUrl}/auth/login`);
        await submitLogin(page, learner);
        // Signed in, Today's code on its way: the header and the page's shape, not a blank screen.
        await page.getByTestId('page-skeleton').waitFor(WAIT);
        await page.locator('header').first().waitFor(WAIT);
        await capture(page, `route-shape-after-login-${viewport.width}`, { dialog: true });
        release();
        await page.getByTestId('today-streak').waitFor(WAIT);
        // A hard load of My Team, its code held back: the shape again.
        holding = /\/assets\/team-[\w-]+\.js$/;
        await page.goto(`${stack().appUrl}/team`, { waitUntil: 'commit' });
        await page.getByTestId('page-skeleton').waitFor(WAIT);
        await capture(page, `route-shape-hard-load-${viewport.width}`, { dialog: true });
        release();
        await page.locator('#invite-panel').waitFor(WAIT);
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    "opens Today's Invite Friends on the invite panel alone, its title and link on the first screen, no team above it (390 px)",
    async () => {
      const page = await newPage(PHONE);
      await logIn(page, DEMO_LEARNER);
      await page
        .getByRole('region', { name: 'More for today' })
        .getByRole('link', { name: /^Invite Friends/ })
        .click();
      await page.waitForURL('**/invite', WAIT);
      await expectInviteInView(page, PHONE);
      expect(await page.getByTestId('team-totals').count(), 'My Team is not above the panel').toBe(0);
      await capture(page, 'invite-landed-sponsor-390', { dialog: true });
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'puts every other SPEC panel one tap from Today on its own page, and sends the old dashboard links there',
    async () => {
      const learner = await signUpUser({ name: `Seb Sections ${suffix}` });
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await newPage(viewport);
        await logIn(page, learner);
        await page.getByTestId('today-streak').waitFor(WAIT);
        const more = page.getByRole('region', { name: 'More for today' });
        for (const [label, path, heading] of MORE_FOR_TODAY) {
          await more.getByRole('link', { name: new RegExp(`^${label}`) }).click();
          await page.waitForURL(`**${path}`, WAIT);
          // The panel the link names is in view below the header, named by its SPEC heading alone.
          const panel = page.getByRole('region', { name: heading, exact: true });
          await panel.waitFor(WAIT);
          expect(await panel.count(), heading).toBe(1);
          await expect
            .poll(async () => {
              const box = await panel.getByRole('heading', { level: 2, name: heading }).boundingBox();
              return box !== null && box.y >= 60 && box.y + box.height <= viewport.height;
            }, WAIT)
            .toBe(true);
          if (heading === 'Invite Friends') await expectInviteInView(page, viewport);
          if (heading === 'Achievements' || heading === 'Daily Challenges' || heading === 'Invite Friends')
            await capture(page, `today-more-${heading.replace(' ', '-').toLowerCase()}-${viewport.width}`, { dialog: true });
          await page.goBack();
          await page.getByTestId('today-streak').waitFor(WAIT);
        }
        // A link to a section of the former dashboard lands where its panels live now.
        for (const [old, path, heading] of [
          ['compete', '/league#daily-challenges', 'Daily Challenges'],
          ['rewards-and-badges', '/rewards', 'Rewards'],
          ['grow', '/invite', 'Invite Friends'],
        ] as const) {
          await page.goto(`${stack().appUrl}/dashboard#${old}`);
          await page.waitForURL(`**${path}`, WAIT);
          await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor(WAIT);
        }
        // The calculator: from Team, and from the header's menu (its links on a wide screen).
        await page.goto(`${stack().appUrl}/team`);
        await page.getByRole('link', { name: 'Open the calculator' }).click();
        await page.waitForURL('**/earnings', WAIT);
        await page.getByRole('heading', { level: 2, name: 'Earnings Calculator' }).waitFor(WAIT);
        await page.goto(`${stack().appUrl}/dashboard`);
        await page.getByTestId('today-streak').waitFor(WAIT);
        if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Earnings' }).click();
        await page.waitForURL('**/earnings', WAIT);
        await page.getByTestId('calc-reality-paragraph').first().waitFor(WAIT);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'sends a visitor at /league, /rewards or /earnings to the landing page',
    async () => {
      const page = await newPage(PHONE);
      for (const path of ['/league', '/rewards', '/earnings']) {
        await page.goto(`${stack().appUrl}${path}`);
        await page.waitForURL(`${stack().appUrl}/`, WAIT);
      }
      expect(await tabBar(page).count()).toBe(0);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});

describe('context kept', () => {
  it(
    'shows a visitor the course and its materials list, gates the content, and returns to the course after login',
    async () => {
      const title = `Warm Market Basics ${suffix}`;
      const { rows } = await db().query<{ id: string }>(
        `insert into public.courses (title, description, category, duration, is_public)
         values ($1, 'Who to talk to first, and what to say.', 'training', 12, true) returning id`,
        [title],
      );
      const courseId = Number(rows[0]!.id);
      await db().query(
        `insert into public.course_materials (course_id, title, type, description, file_url) values ($1, 'Conversation starters', 'link', 'Ten openers', 'https://example.com/openers')`,
        [courseId],
      );
      const learner = await signUpUser({ name: `Cora Context ${suffix}` });

      for (const viewport of [DESKTOP, PHONE]) {
        const page = await newPage(viewport);
        await page.goto(`${stack().appUrl}/course/${courseId}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
        await page.getByText('Who to talk to first, and what to say.').waitFor(WAIT);
        expect(await page.getByTestId('course-duration').textContent()).toContain('12');
        await page.getByText('Conversation starters').waitFor(WAIT);
        await page.getByText('Please log in to access course content.').waitFor(WAIT);
        // Only the content is gated: the material is named, not linked; no journey, progress or quizzes.
        expect(await page.getByRole('link', { name: /Conversation starters/ }).count()).toBe(0);
        expect(await page.getByTestId('journey-phase').count()).toBe(0);
        await capture(page, `course-logged-out-${viewport.width}`);
        if (viewport === PHONE) {
          await page.getByTestId('course-login-prompt').getByRole('link', { name: 'Login' }).click();
          await page.waitForURL(`**/auth/login?next=%2Fcourse%2F${courseId}`, WAIT);
          await submitLogin(page, learner);
          await page.waitForURL(`**/course/${courseId}`, WAIT);
          await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
          await page.getByTestId('journey-phase').waitFor(WAIT);
          await page.getByRole('link', { name: /Conversation starters/ }).waitFor(WAIT);
          await capture(page, 'course-after-login-390');
        }
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'does not follow a `next` that leaves the app: the login goes to the dashboard',
    async () => {
      const learner = await signUpUser({ name: `Ned Next ${suffix}` });
      const page = await newPage(PHONE);
      await page.goto(`${stack().appUrl}/auth/login?next=${encodeURIComponent('//evil.example/steal')}`);
      await submitLogin(page, learner);
      await page.waitForURL(`${stack().appUrl}/dashboard`, WAIT);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
