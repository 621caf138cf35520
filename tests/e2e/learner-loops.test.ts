/**
 * The learner's loops end to end in headless Chromium against the real stack:
 * - one progress number (docs/product.md#courses): one course walked through video -> one quiz ->
 *   both quizzes, and at each step the courses list (percent and its button), the course page
 *   (progress card and journey) and the achievements (on Rewards) say the same;
 * - quick quizzes (docs/product.md#quick-quizzes): a general quiz answered under the courses list, reached from Today,
 *   wrong, Reset & Retry, right (progress, no points after the reveal: docs/product.md#points-for-knowing),
 *   then reopened to review the answer and explanation;
 * - small truths: the header names the user on a phone, a locked station opened by its address says
 *   Locked and what unlocks it, a signed-in visit on the next day grows the login streak (the
 *   profile channel's join re-reads the user), and the panels under the courses list are in the page
 *   without a scroll (find-in-page and screen readers meet the Getting Started Guide).
 * Screens are checked with axe and saved to test-results/screenshots.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';

import { expectBooksBalanced, grant, makeQuiz } from '../integration/db-helpers';
import { browserOfFile } from '../support/browser';
import { callApi, db, dropRealtimeConnections, signUpUser, stack } from '../support/clients';
import { capture, dismissCelebration, logIn, toast, WAIT, welcomeHeading } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const suffix = randomUUID().slice(0, 6);

const browser = browserOfFile();

// Runs before the helper's own afterAll (registered earlier), which closes the browser and the pool.
afterAll(async () => {
  await expectBooksBalanced();
});

async function learnerPage(name: string, width = 1280) {
  const learner = await signUpUser({ name });
  const context = await browser.context({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await logIn(page, learner);
  return { learner, context, page };
}

/** Waits until no panel of the page (its level-1 heading named `title`) is a placeholder, without scrolling. */
async function panelsWithoutScroll(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
  await page.waitForFunction(() => !document.querySelector('[data-testid="panel-placeholder"]'), undefined, { ...WAIT, polling: 100 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

describe('one progress number on every screen', () => {
  it(
    'walks one course through video, one quiz and both quizzes with list, button, achievements, journey and progress card agreeing',
    async () => {
      const title = `Loop Course ${suffix}`;
      const { rows } = await db().query<{ id: string }>(
        `insert into public.courses (title, description, category, duration, is_public)
         values ($1, 'Made by the learner loops test.', 'training', null, true) returning id`,
        [title],
      );
      const courseId = Number(rows[0]!.id);
      const quizzes = [await makeQuiz(courseId, 2, 5), await makeQuiz(courseId, 2, 5)];
      const { learner, context, page } = await learnerPage('Walt Walker');
      const token = learner.session.access_token;
      const api = (path: string, body: unknown) => callApi('POST', `/api/users/${learner.user.id}${path}`, { token, body });

      /** Every screen, after a full load (the profile channel's join re-reads the user). */
      async function expectEverywhere(expected: { total: number; button: string; phase: string; coursesDone: number; unlocks?: boolean }, shot?: string) {
        await page.goto(`${stack().appUrl}/courses`);
        // The first course completed unlocks an achievement: celebrated on the next page (docs/product.md#moments).
        if (expected.unlocks) await dismissCelebration(page, 'Achievement Unlocked!');
        const card = page.getByRole('article', { name: title });
        await card
          .getByTestId('course-card-progress')
          .filter({ hasText: `${expected.total}%` })
          .waitFor(WAIT);
        await card.getByRole('link', { name: expected.button }).waitFor(WAIT);
        for (const other of ['Start Learning', 'Review Course'].filter((label) => label !== expected.button)) {
          expect(await card.getByRole('link', { name: other }).count()).toBe(0);
        }

        await card.getByRole('link', { name: expected.button }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
        await page
          .getByTestId('course-total-progress')
          .filter({ hasText: `${expected.total}%` })
          .waitFor(WAIT);
        await page.locator(`[data-testid="journey-phase"][data-phase="${expected.phase}"]`).waitFor(WAIT);
        if (shot) await capture(page, shot);

        await page.goto(`${stack().appUrl}/rewards#achievements`);
        // A new learner has no invitations: only the first courses achievement can be unlocked.
        await page
          .getByTestId('achievements-unlocked')
          .filter({ hasText: `${expected.coursesDone} of ` })
          .waitFor(WAIT);
      }

      expect((await api(`/course-progress/${courseId}`, { watchTime: 100, isCompleted: true })).status).toBe(200);
      // The video alone: 60, not a completed course (the list used to say 100%).
      await expectEverywhere({ total: 60, button: 'Start Learning', phase: 'traveling', coursesDone: 0 });

      expect((await api('/quiz-answer', { quizId: quizzes[0], answer: 2 })).status).toBe(200);
      await expectEverywhere({ total: 80, button: 'Start Learning', phase: 'quiz', coursesDone: 0 });

      // Off the app while the course completes: an unlock that reaches an open page live is celebrated on that
      // page (the profile's Realtime change), and the next page would then rightly stay quiet about it.
      await page.goto('about:blank');
      expect((await api('/quiz-answer', { quizId: quizzes[1], answer: 2 })).status).toBe(200);
      await expectEverywhere({ total: 100, button: 'Review Course', phase: 'completed', coursesDone: 1, unlocks: true });

      // Golden tickets and bonus points are keepsakes, and the screen says so.
      await page.goto(`${stack().appUrl}/course/${courseId}`);
      await page.getByTestId('journey-keepsake-note').filter({ hasText: 'do not change your tokens or leaderboard points' }).waitFor(WAIT);
      await capture(page, 'loops-course-completed');
      const ledger = await db().query<{ reason: string; points: number }>(
        `select reason, sum(delta_points)::int as points from public.ledger where user_id = $1 group by reason order by reason`,
        [learner.user.id],
      );
      // Course completion 25 points, 5 per quiz; nothing for the keepsakes.
      expect(ledger.rows).toEqual([
        { reason: 'course_completion', points: 25 },
        { reason: 'quiz', points: 10 },
      ]);
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('quick quizzes', () => {
  it(
    'answers a general quiz reached from Today (wrong, Reset & Retry, right; no points after the reveal) and reopens it to review',
    async () => {
      const quizId = await makeQuiz(null, 2, 7);
      const question = `Which habit keeps a team growing? (${suffix})`;
      await db().query(`update public.quizzes set question = $2 where id = $1`, [quizId, question]);
      await db().query(`update public.quiz_keys set explanation = $2 where quiz_id = $1`, [quizId, `Showing up every day (${suffix}).`]);
      const { learner, context, page } = await learnerPage('Quinn Quick', 390);
      await page.getByTestId('more-for-today-link').filter({ hasText: 'Quick Quizzes' }).click();
      await page.waitForURL('**/courses#quick-quizzes', WAIT);

      const panel = page.getByRole('region', { name: 'Quick Quizzes' });
      const row = panel.getByTestId(`course-quiz-${quizId}`);
      await row.getByText(question).waitFor(WAIT);
      await row.getByRole('button', { name: /^Take Quiz: quiz \d+$/ }).click();
      const modal = page.getByTestId('quiz-modal');
      await modal.getByRole('heading', { name: question }).waitFor(WAIT);
      await modal.getByText('Choice A').click();
      await modal.getByRole('button', { name: 'Submit Answer' }).click();
      await modal.locator('[data-testid="quiz-result"][data-correct="false"]').waitFor(WAIT);
      await modal.getByText(`Showing up every day (${suffix}).`).waitFor(WAIT);
      await modal.getByRole('button', { name: 'Reset & Retry' }).click();
      await toast(page, 'Quiz Reset!');
      await modal.getByText('Choice C').click();
      await modal.getByRole('button', { name: 'Submit Answer' }).click();
      await modal.locator('[data-testid="quiz-result"][data-correct="true"]').waitFor(WAIT);
      const afterReveal = 'This counts for your progress. Points are paid only for a right answer given before the answer was shown.';
      expect(await modal.getByTestId('quiz-points-earned').textContent()).toBe(afterReveal);
      await capture(page, 'loops-quick-quiz-correct-mobile', { dialog: true });
      await modal.getByRole('button', { name: 'Close' }).first().click();
      await modal.waitFor({ state: 'detached', ...WAIT });

      // Reopened: the review, with the answer, its explanation and why no points were paid.
      await row.getByRole('button', { name: /^Review: quiz \d+$/ }).click();
      await modal.getByTestId('quiz-previous').filter({ hasText: 'You already answered this quiz correctly.' }).waitFor(WAIT);
      await modal.getByText(`Showing up every day (${suffix}).`).waitFor(WAIT);
      expect(await modal.getByTestId('quiz-points-earned').textContent()).toBe(afterReveal);
      await page.setViewportSize({ width: 1280, height: 900 });
      await capture(page, 'loops-quick-quiz-review', { dialog: true });
      const paid = await db().query(`select delta_points from public.ledger where user_id = $1 and reason = 'quiz'`, [learner.user.id]);
      expect(paid.rows).toEqual([]);
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('small truths', () => {
  it(
    'names the user on a phone, shows a locked station as Locked, counts a next-day visit in the streak, and renders every panel without a scroll',
    async () => {
      const name = `Sam Smalltruth ${suffix}`;
      const { learner, context, page } = await learnerPage(name, 390);
      // Find-in-page and screen readers meet the guide under the courses list without scrolling to
      // it: its text is rendered, and its heading is in Chromium's accessibility tree.
      await page.goto(`${stack().appUrl}/courses`);
      await panelsWithoutScroll(page, 'Courses');
      expect(await page.evaluate(() => document.body.innerText)).toContain('Start Learning Now');
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      expect(nodes.some((node) => node.role?.value === 'heading' && node.name?.value === 'Getting Started Guide' && !node.ignored)).toBe(true);
      await cdp.detach();
      // The guide lives under the courses list, on /courses: its Start Learning Now takes the learner up to
      // the list (its heading in view and focused), not to the page they are on, where the tap did nothing.
      const startLearning = page.getByRole('link', { name: 'Start Learning Now' });
      await startLearning.scrollIntoViewIfNeeded();
      await startLearning.click();
      const courses = page.getByRole('heading', { level: 1, name: 'Courses' });
      await expect.poll(() => courses.evaluate((heading) => heading === document.activeElement), WAIT).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY), WAIT).toBe(0);
      const firstCourse = (await page.locator('[data-testid^="course-card-"]').first().boundingBox())!;
      expect(firstCourse.y, 'the list starts on the screen').toBeLessThan(900);
      expect(new URL(page.url()).pathname).toBe('/courses');
      await capture(page, 'loops-guide-start-learning-mobile');
      await page.goto(`${stack().appUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: welcomeHeading(name) }).waitFor(WAIT);
      await page
        .getByTestId('header-user-name')
        .filter({ hasText: name.slice(0, 3) })
        .waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId('header-user-name').getAttribute('title')).toBe(name);
      await capture(page, 'loops-dashboard-mobile');

      // Registration counts as day 1; the streak line shows from 2 days on.
      const profile = () =>
        db()
          .query<{ login_streak: number }>('select login_streak from public.profiles where id = $1', [learner.user.id])
          .then((result) => result.rows[0]!.login_streak);
      expect(await profile()).toBe(1);
      await db().query(`update public.profiles set last_login_on = (now() at time zone 'utc')::date - 1 where id = $1`, [learner.user.id]);
      await page.reload();
      await page.getByTestId('today-streak').filter({ hasText: '2-day streak' }).waitFor(WAIT);
      expect(await profile()).toBe(2);

      // Station 2 waits for station 1: Locked, what unlocks it, and no Complete Mission.
      await page.goto(`${stack().appUrl}/mission/2`);
      await page.getByTestId('mission-locked-tag').waitFor(WAIT);
      await page
        .getByTestId('mission-locked-notice')
        .filter({ hasText: /Complete Station 1: Know Your Why to unlock it/ })
        .waitFor(WAIT);
      expect(await page.getByRole('button', { name: 'Complete Mission' }).count()).toBe(0);
      await capture(page, 'loops-mission-locked-mobile');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "re-reads the header's balance when the profile channel rejoins after a dropped connection",
    async () => {
      const { learner, context, page } = await learnerPage('Ray Rejoin');
      const opened: number[] = [];
      let joins = 0;
      page.on('websocket', (socket) => {
        if (!socket.url().includes('/realtime/v1/websocket')) return;
        opened.push(Date.now());
        socket.on('framereceived', ({ payload }) => {
          const text = typeof payload === 'string' ? payload : payload.toString('utf8');
          if (text.includes(`realtime:profile:${learner.user.id}`) && text.includes('phx_reply') && /"status":\s*"ok"/.test(text)) joins += 1;
        });
      });
      await page.reload();
      await expect.poll(() => joins, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await page.getByTestId('header-tokens').filter({ hasText: '0 tokens' }).waitFor(WAIT);
      const socketsBefore = opened.length;
      const joinsBefore = joins;
      expect(await dropRealtimeConnections(learner.user.id)).toBeGreaterThanOrEqual(1);
      await grant({ id: learner.user.id, email: learner.email, claims: {} }, 12);
      const changedAt = Date.now();
      await expect.poll(() => joins, { timeout: 20_000 }).toBeGreaterThan(joinsBefore);
      // Committed before the page had a socket again: only the re-read on rejoin can show it.
      expect(opened[socketsBefore]).toBeGreaterThan(changedAt);
      await page.getByTestId('header-tokens').filter({ hasText: '12 tokens' }).waitFor({ timeout: 20_000 });
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
