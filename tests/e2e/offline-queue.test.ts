/**
 * An action taken offline is not lost and counts once (docs/decisions.md, "Installable app and
 * offline"), in headless Chromium against the real stack: a station completed with the network cut
 * is kept on the device with its Idempotency-Key and the learner sees it waiting; the page is closed;
 * back online, a new page sends it, says when it went, and the ledger has exactly one payment for it
 * (another page load sends nothing again). Screens at 390 px go to test-results/screenshots.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { dashboardReady, logIn, toast, WAIT, requestsSettled } from '../support/ui';

describe('the offline queue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('records a station completed offline exactly once after reconnecting, across a page close', async () => {
    const learner = await signUpUser({ name: 'Otto Offline' });
    const person = { email: learner.email, password: learner.password };
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await logIn(page, person);
    await page.goto(`${stack().appUrl}/mission/1`);
    const complete = page.getByRole('button', { name: 'Complete Mission' });
    await complete.waitFor(WAIT);

    await context.setOffline(true);
    await complete.click();
    await toast(page, 'Saved Offline');
    await page.getByTestId('offline-queue').filter({ hasText: 'Waiting to send (offline): Complete mission 1' }).waitFor(WAIT);
    await screenshot(page, 'offline-queue-waiting-390');
    const ledger = () => db().query(`select count(*)::int as n from public.ledger where user_id = $1 and reason = 'mission'`, [learner.user.id]);
    expect((await ledger()).rows[0]).toEqual({ n: 0 });
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`${stack().appUrl}/dashboard`);
    await dashboardReady(again, 'Otto Offline');
    await again
      .getByTestId('offline-queue')
      .filter({ hasText: /Sent: Complete mission 1 at / })
      .waitFor(WAIT);
    await screenshot(again, 'offline-queue-sent-390');
    expect((await ledger()).rows[0]).toEqual({ n: 1 });

    // Another page load finds it sent and sends nothing again.
    await again.reload();
    await dashboardReady(again, 'Otto Offline');
    await again.getByTestId('offline-queue').waitFor(WAIT);
    await requestsSettled(again);
    expect((await ledger()).rows[0]).toEqual({ n: 1 });
    expect((await db().query('select count(*)::int as n from public.mission_completions where user_id = $1', [learner.user.id])).rows[0]).toEqual({ n: 1 });
    await context.close();
  });
});
