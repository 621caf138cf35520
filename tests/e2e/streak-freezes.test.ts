/**
 * The streak freezes beside the streak on the dashboard (docs/product.md#login-streak), in headless
 * Chromium against the real stack: a learner holding one sees "1 freeze" with the rule as its name;
 * a learner back after days away reads that their streak ended and what a freeze does;
 * screens at 390 and 1280 px go to test-results/screenshots and through axe-core.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { db, signUpUser } from '../support/clients';
import { capture, dashboardReady, logIn, WAIT } from '../support/ui';

describe('streak freezes on the dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the freezes held beside the streak', async () => {
    const learner = await signUpUser({ name: 'Fay Freeze' });
    // Visited yesterday on an 8-day streak with one freeze: today's visit makes it 9, freeze kept.
    await db().query(
      `update public.profiles set login_streak = 8, streak_freezes = 1, last_login_on = (now() at time zone time_zone)::date - 1 where id = $1`,
      [learner.user.id],
    );
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, { email: learner.email, password: learner.password });
      await dashboardReady(page, 'Fay Freeze');
      const badge = page.getByTestId('streak-freezes');
      await badge.waitFor(WAIT);
      expect(await badge.textContent()).toContain('1 freeze');
      expect(await badge.getAttribute('aria-label')).toMatch(/^1 streak freeze held: each covers one missed day/);
      await page.getByText('9-day streak').waitFor(WAIT);
      await capture(page, `streak-freezes-${viewport.width}`);
      await context.close();
    }
  });

  it('says a lost streak on Today, with what a freeze does, and welcomes the learner back', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const learner = await signUpUser({ name: `Lou Lapse ${viewport.width}` });
      // A 4-day streak, last visit four days ago, no freeze held, registered a week ago.
      await db().query(
        `update public.profiles set login_streak = 4, streak_freezes = 0, last_login_on = (now() at time zone time_zone)::date - 4,
                created_at = created_at - interval '7 days' where id = $1`,
        [learner.user.id],
      );
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, { email: learner.email, password: learner.password });
      await dashboardReady(page, `Lou Lapse ${viewport.width}`);
      await page.getByRole('heading', { name: `Welcome back, Lou Lapse ${viewport.width}!` }).waitFor(WAIT);
      const detail = page.getByTestId('today-streak-detail');
      await detail.filter({ hasText: 'Your 4-day streak ended after 3 missed days.' }).waitFor(WAIT);
      expect(await detail.textContent()).toContain('Every 7 days in a row earns a freeze for a missed day.');
      await page.getByText('Day 1 of a new streak').waitFor(WAIT);
      // Still above the fold on a phone: the streak and today's next step.
      expect((await page.getByTestId('today-next-step').boundingBox())!.y).toBeLessThan(viewport.height);
      await capture(page, `streak-lost-${viewport.width}`);
      await context.close();
    }
  });
});
