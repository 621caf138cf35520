/**
 * Moments in headless Chromium against the real stack (docs/product.md#moments): a completed
 * station (then the daily reminder's offer), a course's video, a right quiz answer, the course
 * completed, an achievement unlocked, a streak day kept and a league promotion each show their celebration with the next step as its button, and that button
 * works; the toasts they replace do not appear (one feedback per action). At 390×844 and 1280×800,
 * every celebration shot into test-results/screenshots and checked with axe; with reduced motion
 * the figures are final at once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { closeDb, db, signUpUser, stack } from '../support/clients';
import { publicCourseWithOneQuiz, QUIZ_POINTS } from '../support/courses';
import { capture, celebration, logIn, openAfterVisit, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 240_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await closeDb();
  await browser?.close();
});

/** No toast says it too. */
async function noToast(page: Page, title: string) {
  expect(await page.getByTestId('toast').filter({ hasText: title }).count()).toBe(0);
}

/** Where the course's video lives: another site, answered locally (this machine reaches no other site). */
const VIDEO_URL = 'https://videos.example.com/celebrate';

/** A public course whose video is a link (opening it completes the video) and one quiz whose answer is A. */
async function courseWithOneQuiz(title: string): Promise<{ courseId: number; quizPoints: number }> {
  return { courseId: await publicCourseWithOneQuiz(title, 'A short course to celebrate.', VIDEO_URL), quizPoints: QUIZ_POINTS };
}

describe('moments', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])(
    'celebrates each of the seven moments with its next step at $width px',
    async (viewport) => {
      const shot = (name: string) => `celebration-${name}-${viewport.width}`;
      const learner = await signUpUser({ name: `Cele Brate ${viewport.width}` });
      const context = await browser.newContext({ viewport });
      await context.route(`${VIDEO_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Video</title><p>video</p>' }));
      const page = await context.newPage();
      await logIn(page, learner);
      await page.getByTestId('today-streak').waitFor(WAIT);

      // 1. A station: tokens and points count up, the badge appears; Next: Station 2 opens it.
      const mission = (await db().query<{ tokens: number; points: number }>('select tokens, points from public.missions where id = 1')).rows[0]!;
      await page.goto(`${stack().appUrl}/mission/1`);
      await page.getByRole('button', { name: 'Complete Mission' }).click();
      await page.waitForURL('**/dashboard', WAIT);
      let dialog = await celebration(page, 'Mission Completed!');
      expect(await dialog.getByTestId('reward-tokens').textContent()).toBe(`+${mission.tokens} tokens`);
      expect(await dialog.getByTestId('reward-points').textContent()).toBe(`+${mission.points} points`);
      await dialog.getByTestId('celebration-badge').filter({ hasText: 'Station 1 badge' }).waitFor(WAIT);
      await page
        .getByTestId('header-tokens')
        .filter({ hasText: `${mission.tokens} tokens` })
        .waitFor(WAIT);
      // The next step has the focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('celebration-next');
      await noToast(page, 'Mission Completed!');
      await capture(page, shot('station'), { dialog: true });
      await dialog.getByRole('button', { name: 'Next: Station 2' }).click();
      await page.waitForURL('**/mission/2', WAIT);
      // No second dialog after the first station's: the daily reminder's offer waits on Today's card (tests/e2e/reminders.test.ts).
      await page.getByRole('button', { name: 'Complete Mission' }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('celebration').count()).toBe(0);

      // 2. A course's video: "Video Completed!" with Next quiz, which opens the quiz.
      const { courseId, quizPoints } = await courseWithOneQuiz(`Celebrated Course ${viewport.width}`);
      await page.goto(`${stack().appUrl}/course/${courseId}`);
      await page.getByRole('button', { name: 'Take Quiz: quiz 1' }).waitFor(WAIT);
      const videoTab = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Watch Video' }).click();
      await (await videoTab).close();
      dialog = await celebration(page, 'Video Completed!');
      await dialog.getByText('Answer the quizzes to complete the course.', { exact: false }).waitFor(WAIT);
      await noToast(page, 'Video Completed!');
      await capture(page, shot('video'), { dialog: true });
      await dialog.getByRole('button', { name: 'Next quiz' }).click();

      // 3. A right answer: the modal's result counts the points up, no toast; Back to your course closes it.
      const quiz = page.getByTestId('quiz-modal');
      await quiz.getByText('People you know').click();
      await quiz.getByRole('button', { name: 'Submit Answer' }).click();
      await quiz
        .getByTestId('quiz-points-earned')
        .filter({ hasText: `+${quizPoints} points earned` })
        .waitFor(WAIT);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="quiz-points-earned"]')?.getAttribute('data-counting') === 'false',
        undefined,
        WAIT,
      );
      await noToast(page, 'Correct!');
      await capture(page, shot('quiz'), { dialog: true });
      await quiz.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

      // 4. The course is complete: its own moment (what it paid in all, the next course named), which
      // waited for the modal to close, with "First Lesson Learned", which it unlocked, as its badge.
      dialog = await celebration(page, 'Course Completed!');
      await quiz.waitFor({ state: 'detached', ...WAIT });
      expect(await dialog.getByTestId('reward-counts-label').textContent()).toBe('Your total from this course, quizzes included');
      expect(await dialog.getByTestId('reward-tokens').textContent()).toBe('15 tokens');
      expect(await dialog.getByTestId('reward-points').textContent()).toBe(`${25 + quizPoints} points`);
      expect(await dialog.getByTestId('celebration-next').textContent()).toMatch(/^Next course: .+/);
      await dialog.getByTestId('celebration-badge').filter({ hasText: 'First Lesson Learned' }).waitFor(WAIT);
      await capture(page, shot('course'), { dialog: true });
      await dialog.getByRole('button', { name: 'Not now' }).click();
      // One feedback for the answer: no achievement of its own follows.
      await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
      await page.waitForTimeout(500);
      expect(await page.getByTestId('celebration').count()).toBe(0);

      // 4b. An achievement no action celebrated (this browser had not seen it: another device, say)
      // is a moment of its own, with the achievements as its next step.
      await page.evaluate((id) => {
        const key = `mta.moments.${id}`;
        const seen = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { achievements?: string[] };
        window.localStorage.setItem(key, JSON.stringify({ ...seen, achievements: (seen.achievements ?? []).filter((item) => item !== 'courses-1') }));
      }, learner.user.id);
      await page.reload();
      dialog = await celebration(page, 'Achievement Unlocked!');
      await dialog.getByTestId('celebration-badge').filter({ hasText: 'First Lesson Learned' }).waitFor(WAIT);
      await capture(page, shot('achievement'), { dialog: true });
      await dialog.getByRole('button', { name: 'See your achievements' }).click();
      await page.waitForURL('**/rewards#achievements', WAIT);
      // It lands on the achievements (on Rewards, below the rewards panel), scrolled into view and focused.
      const achievements = page.getByRole('region', { name: 'Achievements' });
      await achievements.getByText('First Lesson Learned').first().waitFor(WAIT);
      await expect.poll(() => achievements.evaluate((panel) => Math.abs(panel.getBoundingClientRect().top) < window.innerHeight / 2), WAIT).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('achievements');
      await openAfterVisit(page, '/dashboard');
      await page.getByTestId('today-streak').waitFor(WAIT);

      // 5. A streak day kept: yesterday was the last visit, today's makes it 2 days.
      await db().query(`update public.profiles set last_login_on = (now() at time zone time_zone)::date - 1 where id = $1`, [learner.user.id]);
      await page.reload();
      dialog = await celebration(page, '2-day streak!');
      await capture(page, shot('streak'), { dialog: true });
      await dialog.getByRole('button', { name: 'Start Station 2' }).click();
      await page.waitForURL('**/mission/2', WAIT);

      // 6. Promoted at last week's end: shown once, with this week's league as the next step.
      const placed = await db().query(
        `insert into public.league_results (league_id, week_start, user_id, points, rank, promoted)
         select league_id, app.week_start(now()) - 7, user_id, 40, 1, true from public.league_members where user_id = $1`,
        [learner.user.id],
      );
      expect(placed.rowCount).toBe(1);
      await page.goto(`${stack().appUrl}/dashboard`);
      dialog = await celebration(page, 'Promoted!');
      await capture(page, shot('promotion'), { dialog: true });
      await dialog.getByRole('button', { name: "See this week's league" }).click();
      await page.waitForURL('**/league', WAIT);
      await page.goto(`${stack().appUrl}/dashboard`);
      await page.getByTestId('today-streak').waitFor(WAIT);
      await page.getByTestId('today-league').filter({ hasText: '#' }).waitFor(WAIT);
      expect(await page.getByTestId('celebration').count()).toBe(0);

      // Escape closes a celebration.
      await page.goto(`${stack().appUrl}/mission/2`);
      await page.getByRole('button', { name: 'Complete Mission' }).click();
      await celebration(page, 'Mission Completed!');
      await page.keyboard.press('Escape');
      await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'with reduced motion shows the final numbers at once, without animation',
    async () => {
      const learner = await signUpUser({ name: 'Still Stella' });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);
      await page.getByTestId('header-tokens').filter({ hasText: '0 tokens' }).waitFor(WAIT);
      const mission = (await db().query<{ tokens: number }>('select tokens from public.missions where id = 1')).rows[0]!;
      await page.goto(`${stack().appUrl}/mission/1`);
      await page.getByRole('button', { name: 'Complete Mission' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mission Completed!' });
      await dialog.waitFor(WAIT);
      // At once: the final figure, nothing counting, no animation running, the header already there.
      const state = await page.evaluate(() => ({
        reward: document.querySelector('[data-testid="reward-tokens"]')?.textContent,
        counting: document.querySelectorAll('[data-counting="true"]').length,
        // The celebration's own animations (the dialog, its backdrop and what is in it); the page under it may show a loading shimmer.
        running: document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
          .filter(
            (target) => target instanceof Element && Boolean(target.closest('[data-testid="celebration"], [data-part="backdrop"], [data-part="positioner"]')),
          )
          .map(
            (target) =>
              `${(target as Element).tagName} ${(target as Element).getAttribute('data-part') ?? ''} ${(target as Element).getAttribute('data-testid') ?? ''}`,
          ),
        header: document.querySelector('[data-testid="header-tokens"]')?.textContent?.trim(),
      }));
      expect(state).toEqual({ reward: `+${mission.tokens} tokens`, counting: 0, running: [], header: `${mission.tokens} tokens` });
      await capture(page, 'celebration-reduced-motion-390', { dialog: true });
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
