/**
 * An action taken offline is not lost and counts once (docs/decisions.md, "Installable app and
 * offline"), in headless Chromium against the real stack: a station completed with the network cut
 * is kept on the device with its Idempotency-Key and the learner sees it waiting; the page is closed;
 * back online, a new page sends it, says when it went, and the ledger has exactly one payment for it
 * (another page load sends nothing again). An action that waited on the device past the queue's age
 * limit (RETRIES.offlineDays; the test moves its saving time back) is never sent: back online the
 * status line says why and the server is not called (docs/decisions.md, "Late resends"). A quiz
 * answered offline (390 and 1280 px): the dialog says it is saved instead of staying on the question,
 * the queue names it as the card does ("Answer Quiz 1 (course)"), and once sent the learner sees its
 * result: in the dialog if it is still open, else as a moment ("Quiz 1: correct, +15 points"); the
 * status line adds the result. Screens go to test-results/screenshots.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRIES } from '../../contract/rules.ts';
import { randomUUID } from 'node:crypto';
import { launchBrowser, screenshot } from '../support/browser';
import { db, signUpUser, stack } from '../support/clients';
import { publicCourseWithOneQuiz } from '../support/courses';
import { ageQueuedActions, completeStationOffline, queuedActions, stationSends } from '../support/offline-device';
import { capture, celebration, dashboardReady, logIn, WAIT, requestsSettled } from '../support/ui';

describe('the offline queue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorker: true });
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
    await page.getByTestId('offline-queue').filter({ hasText: 'Waiting to send (offline): Complete Station 1' }).waitFor(WAIT);
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
      .filter({ hasText: /Sent: Complete Station 1 at / })
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
      .filter({ hasText: `Waiting to send (offline): Complete Station 1, saved ` })
      .filter({ hasText: `up to ${RETRIES.offlineDays} days` })
      .waitFor(WAIT);
    expect(sent).toEqual([]);
    // As if the device had stayed offline a day past the limit.
    expect(await ageQueuedActions(page, learner.user.id, (RETRIES.offlineDays + 1) * 86_400_000)).toBe(1);

    await context.setOffline(false);
    const refused = status.filter({
      hasText: `Not recorded: Complete Station 1 (It waited on this device more than ${RETRIES.offlineDays} days, so it was not sent. Please do it again.)`,
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

  it.each([
    { width: 390, height: 844, keepOpen: false },
    { width: 1280, height: 800, keepOpen: true },
  ])(
    'a quiz answered offline says it is saved, is named as its card names it, and shows its result once sent ($width px)',
    async ({ width, height, keepOpen }) => {
      const title = `Offline Answers ${width} ${randomUUID().slice(0, 6)}`;
      // With a video: its one quiz answered right does not complete the course, which a course
      // without one would (it is its quizzes, docs/product.md#courses), paying 25 points more.
      const courseId = await publicCourseWithOneQuiz(title, 'A course answered offline.', 'https://videos.example.com/offline');
      const learner = await signUpUser({ name: `Quinn Quiz ${width}` });
      const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner, `/course/${courseId}`);
      const take = page.getByRole('button', { name: 'Take Quiz: quiz 1' });
      await take.waitFor(WAIT);
      await requestsSettled(page);
      await context.setOffline(true);
      await take.click();
      const modal = page.getByTestId('quiz-modal');
      await modal.getByText('People you know').click();
      await modal.getByRole('button', { name: 'Submit Answer' }).click();
      await modal.getByTestId('quiz-saved-offline').filter({ hasText: "Saved: your answer is sent when you're back online." }).waitFor(WAIT);
      expect(await page.getByTestId('toast').filter({ hasText: 'Saved Offline' }).count()).toBe(0);
      await capture(page, `offline-quiz-saved-${width}`, { dialog: true });
      const label = `Answer Quiz 1 (${title})`;
      await page
        .getByTestId('offline-queue')
        .filter({ hasText: `Waiting to send (offline): ${label}` })
        .waitFor(WAIT);
      expect(await page.getByTestId('offline-queue').textContent()).not.toMatch(/quiz \d{2,}/i);

      if (!keepOpen) {
        await modal.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
        await modal.waitFor({ state: 'detached', ...WAIT });
        // The card says the answer waits, not "Not answered".
        await page.locator('[data-testid^="course-quiz-"][data-state="Waiting"]').filter({ hasText: 'Waiting to send' }).waitFor(WAIT);
      }
      await context.setOffline(false);
      if (keepOpen) {
        // Still open on it: the dialog shows the result itself, and no moment repeats it.
        await modal.getByTestId('quiz-points-earned').filter({ hasText: '+15 points earned' }).waitFor(WAIT);
        await capture(page, `offline-quiz-sent-in-dialog-${width}`, { dialog: true });
        expect(await page.getByTestId('celebration').count()).toBe(0);
      } else {
        const moment = await celebration(page, 'Quiz 1: correct, +15 points', `${title}: your answer saved offline has been sent.`);
        await capture(page, `offline-quiz-sent-moment-${width}`, { dialog: true });
        // On the quiz's own page already: the moment's button closes it, rather than "See Quiz 1" going where the learner is.
        await moment.getByRole('button', { name: 'Got it' }).click();
        expect(await moment.getByRole('button', { name: 'Not now' }).count()).toBe(0);
        await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
        await page.locator('[data-testid^="course-quiz-"][data-state="Correct"]').waitFor(WAIT);
      }
      await page
        .getByTestId('offline-queue')
        .filter({ hasText: new RegExp(`Sent: Answer Quiz 1 \\(${title}\\) at \\d\\d:\\d\\d( [AP]M)?: correct, \\+15 points`) })
        .waitFor(WAIT);
      const paid = await db().query(`select coalesce(sum(delta_points), 0)::int as points from public.ledger where user_id = $1`, [learner.user.id]);
      expect(paid.rows[0]).toEqual({ points: 15 });
      await context.close();
    },
    240_000,
  );
});
