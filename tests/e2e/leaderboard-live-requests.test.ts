/**
 * What an open League page costs while other learners score, in headless Chromium against the real
 * stack: the page reads the leaderboard once when its channel joins, then sends no
 * `/api/leaderboard*` request at all while learners below the top list score, and a new leader
 * reaches it through the database's broadcast, still without a request (docs/leaderboard-live.md).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalanced, grant, type TestUser } from '../integration/db-helpers';
import { launchBrowser, screenshot } from '../support/browser';
import { closeDb, db, signUpUser, stack, type SignedUpUser } from '../support/clients';
import { pts, showAllTime, waitForRows } from '../support/leaderboard-rows';
import { openLeague } from '../support/ui';

let browser: Browser;
let viewer: SignedUpUser;
const others: TestUser[] = [];
let rival: TestUser;
const rivalName = `Broadcast Rival ${Date.now().toString(36)}`;

const asTestUser = (user: SignedUpUser): TestUser => ({ id: user.user.id, email: user.email, claims: {} });

beforeAll(async () => {
  browser = await launchBrowser();
  viewer = await signUpUser({ name: 'Quiet Viewer' });
  await grant(asTestUser(viewer), 0, 1);
  for (let index = 0; index < 3; index++) others.push(asTestUser(await signUpUser({ name: `Low Scorer ${index}` })));
  rival = asTestUser(await signUpUser({ name: rivalName }));
});

afterAll(async () => {
  for (const user of [asTestUser(viewer), ...others, rival].filter((user) => user.id)) {
    const { rows } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [user.id]);
    if (rows[0] && rows[0].points > 0) await grant(user, 0, -rows[0].points);
  }
  await expectBooksBalanced();
  await closeDb();
  await browser?.close();
});

describe('an open League page while other learners score', () => {
  for (const width of [390, 1280]) {
    it(`sends no leaderboard request for changes below the top list and shows a new leader live (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const requests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.includes('/api/leaderboard')) requests.push(request.url());
      });
      let joins = 0;
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          const text = typeof payload === 'string' ? payload : payload.toString('utf8');
          if (text.includes('realtime:leaderboard') && text.includes('phx_reply') && /"status":\s*"ok"/.test(text)) joins++;
        });
      });

      await page.goto(`${stack().appUrl}/auth/login`);
      await page.getByLabel('Email').fill(viewer.email);
      await page.getByLabel('Password').fill(viewer.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/dashboard', { timeout: 20_000 });
      await openLeague(page);
      await showAllTime(page);
      await expect.poll(() => joins, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      const { rows } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [viewer.user.id]);
      const viewerPoints = rows[0]!.points;
      await waitForRows(page, 'the viewer after the ellipsis', (shown) => shown.length === 11 && shown[10]!.you && shown[10]!.text.includes(pts(viewerPoints)));
      // The join's reads are done (list, and own rank since the viewer is outside the list).
      await expect.poll(() => requests.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      await page.waitForTimeout(500);
      requests.length = 0;

      // Learners far below the list score, a few times a second, for three seconds.
      for (let round = 0; round < 6; round++) {
        for (const user of others) await grant(user, 0, 1);
        await page.waitForTimeout(500);
      }
      await page.waitForTimeout(1500);
      expect(requests).toEqual([]);

      // A new leader: the list arrives in the broadcast, without a request.
      const { rows: top } = await db().query<{ points: number }>('select coalesce(max(leaderboard_pts), 0) as points from public.leaderboard');
      const leaderPoints = top[0]!.points + 500;
      const { rows: current } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [rival.id]);
      await grant(rival, 0, leaderPoints - current[0]!.points);
      await waitForRows(
        page,
        `${rivalName} first`,
        (shown) => shown[0]?.rank === 1 && shown[0].text.includes(rivalName) && shown[0].text.includes(pts(leaderPoints)),
      );
      await waitForRows(page, 'the viewer still after the ellipsis', (shown) => shown.length === 11 && shown[10]!.you);
      await screenshot(page, `leaderboard-live-broadcast-${width}`);
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
