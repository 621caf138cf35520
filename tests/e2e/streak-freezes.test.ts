/**
 * The streak freezes beside the streak on the dashboard (docs/product.md#login-streak), in headless
 * Chromium against the real stack: a learner holding one sees "1 freeze" with the rule as its name;
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
});
