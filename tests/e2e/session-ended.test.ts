/**
 * A session ended anywhere ends here too (docs/product.md#current-user), in headless Chromium against
 * the real stack: a learner reads the app on device A (the service worker keeps copies of the api's
 * answers for them) and completes a station offline (it waits in the queue). The same learner signs
 * out of every device from another client (supabase-js, `signOut({ scope: 'global' })`). Device A's
 * next refresh is refused: the test makes it due now by moving the stored session's expiry back (the
 * hour an access token lives), then brings the device online. The app forgets the learner exactly
 * as Logout does: no answer kept for them in Cache Storage, nothing of theirs in the IndexedDB queue,
 * the waiting station never sent; the login form says why and names what was not sent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { db, signUpUser } from '../support/clients';
import { cachedAnswersFor, completeStationOffline, queuedActions, stationSends } from '../support/offline-device';
import { capture, dashboardReady, logIn, requestsSettled, serviceWorkerControls, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 240_000;

/** Moves the expiry of the session supabase-js keeps in local storage into the past: its next use refreshes. */
function expireStoredSession(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    if (!key) return false;
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    return true;
  });
}

describe('a session ended elsewhere', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorker: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'clears the device’s copy of the learner’s answers and their queue once its refresh is refused, and the login form says why',
    async () => {
      const name = 'Gloria Global';
      const learner = await signUpUser({ name });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const sent = stationSends(page);
      await logIn(page, learner);
      await serviceWorkerControls(page);
      // The worker controls the page from here: what the learner opens now is kept.
      await page.reload();
      await dashboardReady(page, name);
      await completeStationOffline(page);
      expect((await cachedAnswersFor(page, learner.user.id)).length).toBeGreaterThan(0);
      expect((await queuedActions(page, learner.user.id)).map((action) => action.label)).toEqual(['Complete Station 1']);

      // Another device ends every session of this learner.
      const { error } = await learner.client.auth.signOut({ scope: 'global' });
      expect(error).toBeNull();
      expect(await expireStoredSession(page)).toBe(true);
      await context.setOffline(false);

      await page.waitForURL(/\/auth\/login\?next=%2Fmission%2F1$/, WAIT);
      const notice = page.getByTestId('session-ended');
      await notice.waitFor(WAIT);
      expect(await notice.textContent()).toMatch(
        /^Your session has ended: you were signed out on another device, or your sign-in expired\. Please log in again\./,
      );
      await page.getByText(/^Not sent: Complete Station 1\. It was saved on this device while offline and removed when the session ended\./).waitFor(WAIT);
      await capture(page, 'session-ended-login-390');

      await requestsSettled(page);
      expect(await cachedAnswersFor(page, learner.user.id)).toEqual([]);
      expect(await queuedActions(page, learner.user.id)).toEqual([]);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((name) => /^sb-.+-auth-token$|^mta\.currentUser$/.test(name)))).toEqual([]);
      expect(sent).toEqual([]);
      const { rows } = await db().query('select count(*)::int as n from public.mission_completions where user_id = $1', [learner.user.id]);
      expect(rows[0]).toEqual({ n: 0 });
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
