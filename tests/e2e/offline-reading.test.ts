/**
 * Reading offline and acting offline beyond stations (docs/decisions.md, "Installable app and
 * offline"), in headless Chromium against the real stack:
 * - what the learner opened (Today's data, the League page, a station, a course with its materials' list)
 *   reads again after a reload with the network cut: the service worker's per-user copy of the api's
 *   GET answers; signing out deletes that copy;
 * - the live leaderboard and the league say they are offline, with the time their ranks are from,
 *   instead of showing stale ranks as live, and stop saying so once back online;
 * - a challenge check-in made offline waits on the device with its Idempotency-Key, survives a page
 *   close, is sent once back online and is recorded exactly once (the run's progress and the
 *   ledger's one reward checked, also after another reload).
 * Screens at 390 and 1280 px go to test-results/screenshots (checked with axe).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { callApi, db, signUpUser, stack } from '../support/clients';
import { nextDay } from '../support/days';
import { capture, dashboardReady, logIn, serviceWorkerControls, toast, WAIT, requestsSettled } from '../support/ui';

const FLOW_TIMEOUT = 240_000;
const COURSE = { id: 4, title: 'Daily Challenge: Talk to 10 People', material: '10 conversations tracker' };

async function openStationAndCourse(page: Page): Promise<void> {
  await page.goto(`${stack().appUrl}/mission/1`);
  await page.getByTestId('mission-lesson').getByRole('heading', { name: 'Step 1: Write your why' }).waitFor(WAIT);
  await page.goto(`${stack().appUrl}/course/${COURSE.id}`);
  await page.getByRole('heading', { level: 1, name: COURSE.title }).waitFor(WAIT);
  await page.getByText(COURSE.material).first().waitFor(WAIT);
}

/**
 * The hours a learner is away: the access token supabase-js keeps has expired (it lasts an hour), so
 * the next start must refresh it, which it cannot do offline. The stored session's expiry moves into
 * the past (the browser's clock stays true, as tests/support/days.ts keeps every clock).
 */
async function accessTokenExpired(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
  });
}

/**
 * The device's own days move with the learner's (tests/support/days.ts moves the server's): the day of
 * the last visit this device saw counted moves `days` back, as a device left alone that long has it.
 */
async function keptVisitDayMovedBack(page: Page, days: number): Promise<void> {
  await page.evaluate((back) => {
    const kept = JSON.parse(localStorage.getItem('mta.visitDay') ?? 'null') as { userId: string; day: string } | null;
    if (!kept) throw new Error('no kept visit day');
    const day = new Date(`${kept.day}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - back);
    localStorage.setItem('mta.visitDay', JSON.stringify({ ...kept, day: day.toISOString().slice(0, 10) }));
  }, days);
}

/** The addresses the worker keeps for `userId` (web/src/lib/pwa/api-cache.ts keys each answer by its user). */
async function keptReadsOf(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (user) => {
    if (!(await caches.has('mta-api-reads'))) return [];
    const keys = await (await caches.open('mta-api-reads')).keys();
    return keys.map((request) => request.url).filter((url) => new URL(url).searchParams.get('__mta_user') === user);
  }, userId);
}

/** Waits until the worker keeps an answer for `userId` of each of the api's `paths`. */
async function readsKept(page: Page, userId: string, paths: string[]): Promise<void> {
  const keptPaths = async () => (await keptReadsOf(page, userId)).map((url) => new URL(url).pathname.replace(/^\/functions\/v1/, ''));
  await expect.poll(keptPaths, { timeout: WAIT.timeout, interval: 100 }).toEqual(expect.arrayContaining(paths));
}

/**
 * A GET of the api from the page, through its service worker, with `token`; resolves to the status,
 * or to the error's text when no answer came (fetch's TypeError: the worker found no network and
 * nothing kept).
 */
async function readThroughWorker(page: Page, path: string, token: string): Promise<number | string> {
  return page.evaluate(
    async ({ url, key, bearer }) => {
      try {
        return (await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${bearer}` } })).status;
      } catch (error) {
        return `${String(error)} (navigator.onLine ${navigator.onLine})`;
      }
    },
    { url: `${stack().apiUrl}/functions/v1${path}`, key: stack().anonKey, bearer: token },
  );
}

const boardOffline = (page: Page) => page.getByTestId('board-offline').filter({ hasText: /^You are offline\. These ranks are from .+ and are not live/ });

describe('offline reading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorker: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(
      `reads the dashboard, an opened station and an opened course offline, the boards say they are offline, and sign-out forgets it all (${viewport.width} px)`,
      async () => {
        const name = `Rhoda Reader ${viewport.width}`;
        const learner = await signUpUser({ name });
        const context: BrowserContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await logIn(page, learner);
        await serviceWorkerControls(page);
        // The worker controls the page from here: what the learner opens now is kept.
        await page.reload();
        await dashboardReady(page, name);
        const rows = page.getByTestId('league-row').or(page.getByTestId('leaderboard-row'));
        await openStationAndCourse(page);

        // The live board on an open page: offline is said at once, and not after reconnecting.
        await page.goto(`${stack().appUrl}/league`);
        await rows.first().waitFor(WAIT);
        expect(await page.getByTestId('board-offline').count()).toBe(0);
        await context.setOffline(true);
        await boardOffline(page).waitFor(WAIT);
        await capture(page, `offline-league-${viewport.width}`);
        await context.setOffline(false);
        await page.getByTestId('board-offline').waitFor({ state: 'detached', ...WAIT });

        // A reload with the network cut: Today's data, the League page, the station and the course read from the kept copies.
        await page.goto(`${stack().appUrl}/dashboard`);
        await dashboardReady(page, name);
        await context.setOffline(true);
        await page.reload();
        await dashboardReady(page, name);
        await page
          .getByTestId('today-league')
          // A learner without points this week reads how to get on the board (the day-one line).
          .filter({ hasText: /#\d+ of \d+|Not ranked yet/ })
          .waitFor(WAIT);
        await capture(page, `offline-dashboard-${viewport.width}`);
        // The tab bar's League (the header's from 1280 px), without a page load.
        await page.getByRole('link', { name: 'League', exact: true }).click();
        await page.waitForURL('**/league', WAIT);
        await rows.first().waitFor(WAIT);
        await boardOffline(page).waitFor(WAIT);
        await capture(page, `offline-league-reload-${viewport.width}`);
        await openStationAndCourse(page);
        // The course says once that it is offline; its file says only that it opens once back online, not the error.
        await page
          .getByTestId('course-offline')
          .filter({ hasText: /^You are offline\. This course shows what this device kept/ })
          .waitFor(WAIT);
        const materials = page.getByRole('region', { name: 'Course Materials' });
        await materials.getByTestId('material-offline').filter({ hasText: "Opens when you're back online." }).first().waitFor(WAIT);
        expect(await materials.getByText('Could not reach the server', { exact: false }).count()).toBe(0);
        expect(await page.getByTestId('course-offline').count()).toBe(1);
        await capture(page, `offline-course-${viewport.width}`);
        expect(errors).toEqual([]);

        // Signing out (still offline) deletes the kept answers: nothing of this learner stays.
        await context.setOffline(false);
        expect(await page.evaluate(async () => (await caches.keys()).includes('mta-api-reads'))).toBe(true);
        await page.goto(`${stack().appUrl}/dashboard`);
        await dashboardReady(page, name);
        await context.setOffline(true);
        if (viewport.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Logout' }).click();
        await page.waitForURL(`${stack().appUrl}/`, WAIT);
        expect(await keptReadsOf(page, learner.user.id)).toEqual([]);
        // A read for the signed-out learner that the worker answers after sign-out (one that was on its way,
        // or sent before the session was gone) is not kept either.
        // Back online, the read is answered. Once, in CI's serial run, a read sent right after the
        // network came back found none ("Failed to fetch": the worker reached no server and kept nothing);
        // 150 reads each sent right after going back online, on this stack, were all answered, and the
        // cause is not known. What is checked here is what is kept, so the read is sent until answered.
        await context.setOffline(false);
        await expect
          .poll(() => readThroughWorker(page, `/api/users/${learner.user.id}/challenges`, learner.session.access_token), {
            timeout: WAIT.timeout,
            interval: 200,
          })
          .toBe(200);
        expect(await keptReadsOf(page, learner.user.id)).toEqual([]);
        await context.close();
      },
      FLOW_TIMEOUT,
    );
  }

  for (const lang of ['en', 'ar'] as const) {
    it(
      `names the next station offline days later from what one visit to Today kept, and opens it (390 px, ${lang})`,
      async () => {
        const name = `Dana Daythree ${lang}`;
        const learner = await signUpUser({ name });
        if (lang === 'ar') {
          const saved = await callApi('PUT', `/api/users/${learner.user.id}/profile`, { token: learner.session.access_token, body: { name, locale: lang } });
          expect(saved.status).toBe(200);
        }
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const nextStep = page.getByTestId('today-next-step');
        const stationLink = nextStep.getByRole('link');
        // Day 1, online: sign in and see Today, once. The worker takes control only after this first page
        // load has read Today's data: no reload, no other page.
        await logIn(page, learner);
        await stationLink.waitFor(WAIT);
        expect(await stationLink.getAttribute('href')).toBe('/mission/1');
        await serviceWorkerControls(page);
        // What Today read is kept: the reads that went past the worker before it took the page are asked
        // again through it (web/src/lib/pwa/reads-past-worker.ts), and the worker writes each answer after the
        // page has it, so the network goes only once they are there.
        await readsKept(page, learner.user.id, ['/api/missions', '/api/courses', '/api/league', `/api/users/${learner.user.id}/challenges`]);
        // The visit the page made counted: this device keeps its day.
        await page.waitForFunction(() => localStorage.getItem('mta.visitDay') !== null, null, WAIT);

        // Two days later (one missed), the network is gone and the access token has expired: Today opens.
        await nextDay(learner.user.id, { missed: 1 });
        await keptVisitDayMovedBack(page, 2);
        await accessTokenExpired(page);
        await context.setOffline(true);
        await page.reload();
        await page.getByTestId('today-offline').waitFor(WAIT);
        await stationLink.waitFor(WAIT);
        expect(await stationLink.getAttribute('href')).toBe('/mission/1');
        // The station's own title as the server gives it in the learner's language, never "could not load".
        const missions = (await callApi('GET', '/api/missions', { token: learner.session.access_token })).json as unknown as { id: number; title: string }[];
        expect(await nextStep.getByTestId('today-next-step-summary').textContent()).toBe(missions.find((mission) => mission.id === 1)!.title);
        // A missed day since the last counted visit: the streak line claims nothing it cannot know
        // (never "1-day streak · Today counts"), in the learner's language.
        const streak = page.getByTestId('today-streak');
        expect(await streak.textContent()).toContain(
          lang === 'en'
            ? "1-day streak at your last visitYour streak updates when you're back online."
            : 'سلسلة يوم واحد في زيارتك الأخيرةتتحدّث سلسلتك عند عودتك إلى الاتصال.',
        );
        expect(await page.getByTestId('today-streak-detail').textContent()).not.toMatch(/Today counts|اليوم محسوب/);
        await capture(page, `offline-today-days-later-390-${lang}`);

        // The station's page opens from the same copy, by the link and by a page load.
        await stationLink.click();
        await page.waitForURL('**/mission/1', WAIT);
        const lesson = page.getByTestId('mission-lesson');
        await lesson.waitFor(WAIT);
        await page.reload();
        await lesson.waitFor(WAIT);
        await capture(page, `offline-station-days-later-390-${lang}`);

        // A course opened online reads offline with one offline line, and its file waits for the network.
        await context.setOffline(false);
        await page.goto(`${stack().appUrl}/course/${COURSE.id}`);
        const file = page.getByTestId('materials-pdf').getByRole('listitem').first();
        await file.getByRole('link').first().waitFor(WAIT);
        await requestsSettled(page);
        await context.setOffline(true);
        await page.reload();
        await page.getByTestId('course-offline').waitFor(WAIT);
        await file.getByTestId('material-offline').waitFor(WAIT);
        expect(await page.getByTestId('course-offline').count()).toBe(1);
        await capture(page, `offline-course-days-later-390-${lang}`);
        expect(errors).toEqual([]);
        await context.close();
      },
      FLOW_TIMEOUT,
    );
  }

  it(
    'records a challenge check-in made offline exactly once after reconnecting, across a page close',
    async () => {
      const learner = await signUpUser({ name: 'Chuck Checkin' });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);
      await dashboardReady(page, 'Chuck Checkin');
      await page.getByTestId('more-for-today-link').filter({ hasText: 'Daily Challenges' }).click();
      await page.waitForURL('**/league#daily-challenges', WAIT);
      const card = page.getByRole('group', { name: 'Talk to 10 people' });
      await card.getByRole('button', { name: 'Join Challenge' }).click();
      await card.getByTestId('challenge-said').filter({ hasText: 'Challenge Joined!' }).waitFor(WAIT);
      const label = 'Check in to “Talk to 10 people”';

      await context.setOffline(true);
      await card.getByLabel('How many today?').fill('10');
      await card.getByRole('button', { name: 'Check In' }).click();
      await toast(page, 'Saved Offline');
      await page
        .getByTestId('offline-queue')
        .filter({ hasText: `Waiting to send (offline): ${label}` })
        .waitFor(WAIT);
      // The status line sits above the phone's tab bar, never over it.
      const status = await page.getByTestId('offline-queue').boundingBox();
      const tabs = await page.getByTestId('tab-bar').boundingBox();
      expect(status!.y + status!.height).toBeLessThanOrEqual(tabs!.y + 1);
      await capture(page, 'offline-check-in-waiting-390');
      const recorded = async () =>
        (
          await db().query<{ progress: number; paid: number }>(
            `select (select coalesce(sum(progress), 0)::int from public.challenge_runs where user_id = $1) as progress,
                    (select count(*)::int from public.ledger where user_id = $1 and reason = 'challenge') as paid`,
            [learner.user.id],
          )
        ).rows[0];
      expect(await recorded()).toEqual({ progress: 0, paid: 0 });
      await page.close();

      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto(`${stack().appUrl}/dashboard`);
      await dashboardReady(again, 'Chuck Checkin');
      await again
        .getByTestId('offline-queue')
        .filter({ hasText: new RegExp(`Sent: ${label} at `) })
        .waitFor(WAIT);
      await capture(again, 'offline-check-in-sent-390');
      expect(await recorded()).toEqual({ progress: 10, paid: 1 });

      await again.reload();
      await dashboardReady(again, 'Chuck Checkin');
      await again.getByTestId('offline-queue').waitFor(WAIT);
      await requestsSettled(again);
      expect(await recorded()).toEqual({ progress: 10, paid: 1 });
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
