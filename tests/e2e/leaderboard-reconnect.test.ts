/**
 * The live leaderboard (on /league) across a dropped Realtime connection, in headless Chromium: a
 * learner is signed in on /league, the server drops every Realtime socket, points change while
 * the browser is away (a rival jumps to first place, the learner's own points move), and once the
 * page has rejoined by itself the leaderboard shows the current standings — no stale rows — and
 * keeps following later changes live.
 */
import type { Browser, Page, WebSocket as PageSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalanced, grant, type TestUser } from '../integration/db-helpers';
import { launchBrowser, screenshot } from '../support/browser';
import { closeDb, db, dropRealtimeConnections, signUpUser, stack, type SignedUpUser } from '../support/clients';
import { pts, waitForRows } from '../support/leaderboard-rows';
import { openLeague } from '../support/ui';

let browser: Browser;
let learner: SignedUpUser;
let learnerUser: TestUser;
let rival: TestUser;
const rivalName = `Reconnect Rival ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  learner = await signUpUser({ name: 'Reconnect Learner' });
  learnerUser = { id: learner.user.id, email: learner.email, claims: {} };
  const other = await signUpUser({ name: rivalName });
  rival = { id: other.user.id, email: other.email, claims: {} };
  await grant(learnerUser, 0, 3);
});

afterAll(async () => {
  // Back to zero points, so the rival leaves the top of the shared leaderboard for later files.
  for (const user of [rival, learnerUser].filter(Boolean)) {
    const { rows } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [user.id]);
    if (rows[0] && rows[0].points > 0) await grant(user, 0, -rows[0].points);
  }
  await expectBooksBalanced();
  await closeDb();
  await browser?.close();
});

/** Records when each Realtime socket opened and when the leaderboard channel's join was accepted. */
function watchRealtime(page: Page) {
  const opened: number[] = [];
  const joined: number[] = [];
  page.on('websocket', (socket: PageSocket) => {
    if (!socket.url().includes('/realtime/v1/websocket')) return;
    opened.push(Date.now());
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (text.includes('realtime:leaderboard') && text.includes('phx_reply') && /"status":\s*"ok"/.test(text) && text.includes('postgres_changes')) {
        joined.push(Date.now());
      }
    });
  });
  return { opened, joined };
}

async function pointsOf(user: TestUser): Promise<number> {
  const { rows } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [user.id]);
  return rows[0]!.points;
}

async function topPoints(): Promise<number> {
  const { rows } = await db().query<{ points: number }>('select coalesce(max(leaderboard_pts), 0) as points from public.profiles');
  return rows[0]!.points;
}

describe('the leaderboard after a dropped Realtime connection', () => {
  it('shows the standings that changed while the page was away, then follows live changes again', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const realtime = watchRealtime(page);

    await page.goto(`${stack().appUrl}/auth/login`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openLeague(page);
    await waitForRows(page, 'the learner with 3 points', (rows) => rows.some((row) => row.you && row.text.includes('3 pts')));
    await expect.poll(() => realtime.joined.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'leaderboard-reconnect-before');

    expect(await dropRealtimeConnections(learner.user.id)).toBeGreaterThanOrEqual(1);
    const socketsBefore = realtime.opened.length;
    const joinsBefore = realtime.joined.length;
    // While the page is away: the rival takes first place and the learner's points move.
    const rivalPoints = (await topPoints()) + 1000;
    await grant(rival, 0, rivalPoints - (await pointsOf(rival)));
    await grant(learnerUser, 0, 7);
    const changedAt = Date.now();

    await expect.poll(() => realtime.joined.length, { timeout: 20_000 }).toBeGreaterThan(joinsBefore);
    const reopenedAt = realtime.opened[socketsBefore];
    // The changes were committed before the page had a socket again, so they cannot have reached
    // it live: only a re-read on rejoin can show them.
    expect(reopenedAt).toBeGreaterThan(changedAt);

    const learnerPoints = await pointsOf(learnerUser);
    const afterRejoin = await waitForRows(
      page,
      `${rivalName} first with ${rivalPoints} points and the learner with ${learnerPoints}`,
      (rows) =>
        rows[0]?.rank === 1 &&
        rows[0].text.includes(rivalName) &&
        rows[0].text.includes(pts(rivalPoints)) &&
        rows.some((row) => row.you && row.text.includes(pts(learnerPoints))),
    );
    console.log(`rejoined ${reopenedAt! - changedAt} ms after the changes; the leaderboard showed them ${Date.now() - changedAt} ms after they were made`);
    await screenshot(page, 'leaderboard-reconnect-after');
    expect(afterRejoin.filter((row) => row.text.includes(rivalName))).toHaveLength(1);

    // Live again: a later change reaches the open page without a reload.
    await grant(rival, 0, 5);
    await waitForRows(page, `${rivalName} with ${rivalPoints + 5} points`, (rows) => rows[0]?.text.includes(pts(rivalPoints + 5)) ?? false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
