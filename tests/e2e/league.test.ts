/**
 * This week's league in Chromium (docs/product.md#weekly-starter-leagues): two learners of one
 * league, each on their own League page (390 and 1280 px), see each other move live in the league tab
 * as points land in the ledger; before any point this week each sees how to get on the board (not
 * a rank tied at 0), then the rank and the gap to the next place; last week's promoted member carries the badge; the All time tab
 * still shows the global board. Screenshots of both tabs at both widths, axe on each.
 * The league as a race on /league at 390 px (and in Arabic, and at 1280 px): the top 3, the rows either
 * side of the promotion line, the learner ± 2, only long runs behind "Show all", the learner's name in full; an administrator is not in it; two members of one name are told apart.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectBooksBalanced } from '../integration/db-helpers';
import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { LAST_WEEK, leagueOf } from '../support/leagues';
import { showAllTime } from '../support/leaderboard-rows';
import { capture, logIn, openLeague, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;

interface Person {
  name: string;
  email: string;
  password: string;
  id: string;
}

async function register(name: string): Promise<Person> {
  const person = { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: `${randomUUID()}-1`, id: '' };
  const answer = await callApi('POST', '/api/auth/register', { body: { name: person.name, email: person.email, password: person.password, phone: '' } });
  expect(answer.status).toBe(201);
  person.id = (answer.json?.user as { id: string }).id;
  return person;
}

const points = (person: Person, delta: number, atSql = 'now()') =>
  db().query(`insert into public.ledger (user_id, delta_points, reason, reference, created_at) values ($1, $2, 'adjustment', $3, ${atSql})`, [
    person.id,
    delta,
    `e2e-league:${randomUUID()}`,
  ]);

/** The league rows as [rank, text]. */
const leagueRows = (page: Page) =>
  page.locator('[data-testid="league-row"]').evaluateAll((rows) => rows.map((row) => [Number(row.getAttribute('data-rank')), row.textContent ?? ''] as const));

async function waitForLeague(page: Page, what: string, accept: (rows: ReadonlyArray<readonly [number, string]>) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await leagueRows(page);
    if (accept(rows)) return;
    if (Date.now() > deadline) throw new Error(`the league never showed ${what}; it shows:\n${rows.map((row) => row.join(' ')).join('\n')}`);
    await page.waitForTimeout(100);
  }
}

describe('this week’s league', () => {
  let browser: Browser;
  let ana: Person;
  let ben: Person;
  let cy: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    [ana, ben, cy] = [await register('Ana League'), await register('Ben League'), await register('Cy League')];
    // One league of the three, formed last week, where Cy finished first.
    await leagueOf([ana.id, ben.id, cy.id], LAST_WEEK);
    await points(cy, 25, `app.week_start(now())::timestamp at time zone 'UTC' - interval '2 days'`);
  });

  afterAll(async () => {
    await expectBooksBalanced();
    await closeDb();
    await browser?.close();
  });

  it(
    'two learners of one league see each other move live, and how to climb from day one',
    async () => {
      const station1Points = (await db().query<{ points: number }>('select points from public.missions where id = 1')).rows[0]!.points;
      const anaPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })).newPage();
      const benPage = await (await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })).newPage();
      for (const [page, person] of [
        [anaPage, ana],
        [benPage, ben],
      ] as const) {
        await logIn(page, person);
        // Today's league place says the same before the League page is open.
        await page.getByTestId('today-league').filter({ hasText: 'Not ranked yet' }).waitFor(WAIT);
        await openLeague(page);
        // A starter's panel opens on the league.
        await page.getByRole('tab', { name: "This week's league", selected: true }).waitFor(WAIT);
        await waitForLeague(page, 'three members at 0', (rows) => rows.length === 3 && rows.every((row) => /\D0 pts$/.test(row[1])));
        // Day one: no rank tied at 0 ("#3 of 3"), but how to get on the board.
        const climb = page.getByTestId('league-climb');
        await climb.filter({ hasText: 'Not ranked yet' }).waitFor(WAIT);
        expect(await climb.textContent()).toBe(`Not ranked yetEarn ${station1Points} points to get on the board: finish Station 1.`);
        // Nor does a row: a member at 0 this week shows no place number, only that it has none yet.
        expect(await page.getByTestId('league-row').getByTestId('rank-place').allTextContents()).toEqual(['–', '–', '–']);
        expect(await page.getByRole('img', { name: 'Not ranked yet' }).count()).toBe(3);
      }
      await capture(anaPage, 'league-day-one-1280');
      await capture(benPage, 'league-day-one-390');
      expect(await anaPage.getByTestId('league-row').filter({ hasText: 'Cy League' }).getByTestId('promoted-badge').count()).toBe(1);

      await points(ana, 30);
      await waitForLeague(benPage, 'Ana first with 30', (rows) => rows[0]?.[0] === 1 && rows[0][1].includes('Ana League') && rows[0][1].includes('30 pts'));
      // Points this week give a place; the members still at 0 have none.
      expect(await benPage.getByTestId('league-row').getByTestId('rank-place').allTextContents()).toEqual(['1', '–', '–']);
      await waitForLeague(anaPage, 'Ana first with 30', (rows) => rows[0]?.[1].includes('Ana League (You)') === true);

      await points(ben, 45);
      await waitForLeague(
        anaPage,
        'Ben first with 45',
        (rows) => rows[0]?.[1].includes('Ben League') === true && rows[0][1].includes('45 pts') && rows[1]?.[1].includes('Ana League (You)') === true,
      );
      await waitForLeague(benPage, 'Ben first, marked (You)', (rows) => rows[0]?.[1].includes('Ben League (You)') === true);
      // Once ranked: the rank, and the gap to the next place up (their lead: equal points share a rank), or the lead.
      await anaPage
        .getByTestId('league-climb')
        .filter({ hasText: 'You are #2 of 3' })
        .filter({ hasText: '15 more points this week take you to #1.' })
        .waitFor(WAIT);
      await benPage.getByTestId('league-climb').filter({ hasText: 'You are #1 of 3' }).filter({ hasText: 'You lead your league by 15 points.' }).waitFor(WAIT);

      await capture(anaPage, 'league-tab-1280');
      await capture(benPage, 'league-tab-390');
      await showAllTime(anaPage);
      await anaPage.locator('[data-testid="leaderboard-row"]').first().waitFor(WAIT);
      await capture(anaPage, 'league-all-time-1280');
      await showAllTime(benPage);
      await benPage.locator('[data-testid="leaderboard-row"]').first().waitFor(WAIT);
      await capture(benPage, 'league-all-time-390');
    },
    FLOW_TIMEOUT,
  );
});

describe('the league as a race', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await expectBooksBalanced();
    await closeDb();
    await browser?.close();
  });

  /** The learner's own row: whether its name is cut (with the row's free width left beside it) and whether the points overlap it. */
  const ownRow = (page: Page) =>
    page
      .getByTestId('league-row')
      .filter({ has: page.getByTestId('rank-you') })
      .evaluate((row) => {
        const name = row.querySelector<HTMLElement>('[data-testid="rank-name"]')!;
        const you = row.querySelector<HTMLElement>('[data-testid="rank-you"]')!;
        const points = row.querySelector<HTMLElement>('[data-testid="rank-points"]')!;
        const [n, y, p] = [name, you, points].map((element) => element.getBoundingClientRect()) as [DOMRect, DOMRect, DOMRect];
        const rtl = getComputedStyle(row).direction === 'rtl';
        // The room left between the end of "(You)" and the points.
        const free = rtl ? y.left - p.right : p.left - y.right;
        const line = name.parentElement!;
        const cut = line.scrollWidth > line.clientWidth + 1 || line.scrollHeight > line.clientHeight + 1;
        return { text: name.textContent, cut, free, overlap: n.right > p.left + 0.5 && n.left < p.right - 0.5 };
      });

  it(
    'shows the top 3, the rows either side of the promotion line and the learner ± 2, folds only long runs behind "Show all", gives the name its room, leaves the admin out and tells twins apart',
    async () => {
      const tag = randomUUID().slice(0, 4);
      const riders: Person[] = [];
      for (let index = 1; index <= 16; index += 1) {
        riders.push(await register(index <= 2 ? `Twin Racer ${tag}` : index === 14 ? `Ana Lea Fernández ${tag}` : `Racer ${index} ${tag}`));
      }
      const admin = await register(`Race Admin ${tag}`);
      await db().query('update public.profiles set is_admin = true where id = $1', [admin.id]);
      await leagueOf([...riders, admin].map((person) => person.id));
      // Ranks 1..16 by points: rider i has 1200 - 10 i (four-figure points, as wide as a busy week's); the admin has the most.
      for (const [index, rider] of riders.entries()) await points(rider, 1200 - 10 * index);
      await points(admin, 5000);
      const me = riders[13]!; // rank 14

      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })).newPage();
      await logIn(page, me, '/league');
      await page.getByRole('tab', { name: "This week's league" }).click();
      // The top 3; ranks 4-5 above the line and 6-7 below it (who is about to move up, who is next), never folded; the learner ± 2.
      await waitForLeague(page, 'the race view', (shown) => shown.map((row) => row[0]).join(',') === '1,2,3,4,5,6,7,12,13,14,15,16');
      const text = await page.getByRole('list', { name: "This week's league" }).textContent();
      expect(text).not.toContain('Race Admin');
      // The twins' tags are on the rows' second line, never cut short with a long name.
      for (const twin of riders.slice(0, 2)) {
        const row = page.getByTestId('league-row').filter({ hasText: `#${twin.id.slice(0, 4)}` });
        expect(await row.count()).toBe(1);
        expect(await row.textContent()).toContain(`Twin Racer ${tag}`);
      }
      expect(text).toContain(`Ana Lea Fernández ${tag} (You)`);
      await page.getByTestId('promotion-line').waitFor(WAIT);
      // Only the long run (8-11) is folded.
      expect(await page.getByTestId('league-gap').allTextContents()).toEqual(['… 4 more']);
      // The learner's own name in full on a phone, the points beside it, not over it.
      const own = await ownRow(page);
      await capture(page, 'league-race-390');
      expect(own).toMatchObject({ text: `Ana Lea Fernández ${tag}`, cut: false, overlap: false });
      expect(own.free).toBeGreaterThanOrEqual(0);

      await page.getByRole('button', { name: 'Show all 16' }).click();
      await waitForLeague(page, 'everyone', (shown) => shown.length === 16);
      expect(await page.getByTestId('league-gap').count()).toBe(0);
      await page.getByTestId('promotion-line').waitFor(WAIT);
      await capture(page, 'league-race-all-390');
      await page.getByRole('button', { name: 'Show less' }).click();
      await waitForLeague(page, 'the race view again', (shown) => shown.length === 12);
      await page.context().close();

      // Right to left, in Arabic, on a phone: the same rows, the name in full, the points clear of it; and at 1280 px.
      for (const view of [
        { locale: 'ar', tab: 'دوري هذا الأسبوع', width: 390, height: 844, shot: 'league-race-ar-390' },
        { locale: 'en', tab: "This week's league", width: 1280, height: 900, shot: 'league-race-1280' },
      ]) {
        // The learner's profile speaks the language; they log in on an English browser and the app follows it.
        await db().query('update public.profiles set locale = $2 where id = $1', [me.id, view.locale]);
        const other = await (await browser.newContext({ viewport: { width: view.width, height: view.height }, reducedMotion: 'reduce' })).newPage();
        await logIn(other, me, '/league');
        await other.getByRole('tab', { name: view.tab }).click();
        await waitForLeague(other, `the race view (${view.shot})`, (shown) => shown.map((row) => row[0]).join(',') === '1,2,3,4,5,6,7,12,13,14,15,16');
        expect(await other.evaluate(() => document.documentElement.dir)).toBe(view.locale === 'ar' ? 'rtl' : 'ltr');
        const ownThere = await ownRow(other);
        expect(ownThere, view.shot).toMatchObject({ cut: false, overlap: false });
        expect(ownThere.free, view.shot).toBeGreaterThanOrEqual(0);
        await capture(other, view.shot);
        await other.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])(
    "paints the League page's first frame at the top with the current ranking or its loading shape, never one kept from Today ($width px)",
    async (viewport) => {
      const tag = randomUUID().slice(0, 4);
      const me = await register(`Fresh Racer ${tag}`);
      const rival = await register(`Rival Racer ${tag}`);
      await leagueOf([me.id, rival.id]);
      await points(rival, 100);
      const page = await (await browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
      await logIn(page, me);
      // Today reads the league (no point yet), and the page is scrolled down.
      await page.getByTestId('today-league').filter({ hasText: 'Not ranked yet' }).waitFor(WAIT);
      await page.evaluate(() => window.scrollTo(0, 600));
      // Points earned elsewhere (another device): nothing tells this tab's cache.
      await points(me, 150);
      // Every frame from the tap on: the league list (if any), the learner's row in it, and the scroll.
      await page.evaluate(() => {
        const frames: Array<{ list: boolean; loading: boolean; mine: string | null; y: number }> = [];
        (window as unknown as { leagueFrames: typeof frames }).leagueFrames = frames;
        const until = performance.now() + 6000;
        const sample = () => {
          const list = document.querySelector('[aria-label="This week\'s league"]');
          const mine = list
            ? ([...list.querySelectorAll('[data-testid="league-row"]')].find((row) => row.textContent?.includes('(You)'))?.textContent ?? '')
            : null;
          frames.push({ list: list !== null, loading: document.body.textContent?.includes('Loading your league...') ?? false, mine, y: window.scrollY });
          if (performance.now() < until) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      const leagueLink =
        viewport.width < 768
          ? page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'League', exact: true })
          : page.getByRole('link', { name: 'League', exact: true }).first();
      await leagueLink.click();
      await page.waitForURL('**/league', WAIT);
      await waitForLeague(page, 'the learner with 150 points', (shown) => shown.some(([, text]) => text.includes('(You)') && text.includes('150')));
      const frames = await page.evaluate(
        () => (window as unknown as { leagueFrames: Array<{ list: boolean; loading: boolean; mine: string | null; y: number }> }).leagueFrames,
      );
      const shown = frames.filter((frame) => frame.list || frame.loading);
      expect(shown.length).toBeGreaterThan(0);
      // The first frame of the League page is at the top; no frame shows a ranking without the learner's 150 points.
      expect(shown[0]!.y).toBe(0);
      const stale = shown.filter((frame) => frame.list && !(frame.mine ?? '').includes('150'));
      expect(stale, JSON.stringify(stale.slice(0, 3))).toEqual([]);
      console.info(
        `League at ${viewport.width}: ${shown.filter((frame) => frame.loading && !frame.list).length} frames of the loading shape, then the current ranking`,
      );
      await capture(page, `league-first-paint-current-${viewport.width}`, { dialog: true });
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
