/**
 * An action taken offline is not lost and counts once (docs/decisions.md, "Installable app and
 * offline"), in headless Chromium against the real stack: a station completed with the network cut
 * is kept on the device with its Idempotency-Key and the learner sees it waiting; the page is closed;
 * back online, a new page sends it, says when it went, and the ledger has exactly one payment for it
 * (another page load sends nothing again). An action that waited on the device past the queue's age
 * limit (RETRIES.offlineDays; the test moves its saving time back) is never sent: back online the
 * status line says why and the server is not called (docs/decisions.md, "Late resends"). Screens at
 * 390 px go to test-results/screenshots.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRIES } from '../../contract/rules.ts';
import { launchBrowser, screenshot } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { ageQueuedActions, completeStationOffline, queuedActions, stationSends } from '../support/offline-device';
import { dashboardReady, logIn, WAIT, requestsSettled } from '../support/ui';

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
    await completeStationOffline(page);
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

  it('never sends an action that waited past the queue’s age limit, and says so', async () => {
    const learner = await signUpUser({ name: 'Olive Old' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sent = stationSends(page);
    await logIn(page, learner);
    await completeStationOffline(page);
    const status = page.getByTestId('offline-queue');
    await status
      .filter({ hasText: `Waiting to send (offline): Complete mission 1, saved ` })
      .filter({ hasText: `up to ${RETRIES.offlineDays} days` })
      .waitFor(WAIT);
    expect(sent).toEqual([]);
    // As if the device had stayed offline a day past the limit.
    expect(await ageQueuedActions(page, learner.user.id, (RETRIES.offlineDays + 1) * 86_400_000)).toBe(1);

    await context.setOffline(false);
    const refused = status.filter({
      hasText: `Not recorded: Complete mission 1 (It waited on this device more than ${RETRIES.offlineDays} days, so it was not sent. Please do it again.)`,
    });
    await refused.waitFor(WAIT);
    await screenshot(page, 'offline-queue-expired-390');
    // A reload says it again and sends nothing.
    await page.reload();
    await refused.waitFor(WAIT);
    await requestsSettled(page);
    expect(sent).toEqual([]);
    expect((await queuedActions(page, learner.user.id)).map((action) => [action.sentAt, action.error !== null])).toEqual([[null, true]]);
    const books = await db().query(
      `select (select count(*)::int from public.mission_completions where user_id = $1) as completions,
              (select count(*)::int from public.ledger where user_id = $1 and reason = 'mission') as paid`,
      [learner.user.id],
    );
    expect(books.rows[0]).toEqual({ completions: 0, paid: 0 });
    await context.close();
  });
});
