/**
 * This week's league in Chromium (docs/product.md#weekly-starter-leagues): two learners of one
 * league, each on their own dashboard (390 and 1280 px), see each other move live in the league tab
 * as points land in the ledger; last week's promoted member carries the badge; the All time tab
 * still shows the global board. Screenshots of both tabs at both widths, axe on each.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectBooksBalanced } from '../integration/db-helpers';
import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { showAllTime } from '../support/leaderboard-rows';
import { capture, dashboardReady, logIn, WAIT } from '../support/ui';

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
    const { rows } = await db().query<{ id: string }>(`insert into public.leagues (cohort_week, members) values (app.week_start(now()) - 7, 3) returning id`);
    await db().query('update public.league_members set league_id = $1 where user_id = any($2::uuid[])', [rows[0]!.id, [ana.id, ben.id, cy.id]]);
    await points(cy, 25, `app.week_start(now())::timestamp at time zone 'UTC' - interval '2 days'`);
  });

  afterAll(async () => {
    await expectBooksBalanced();
    await closeDb();
    await browser?.close();
  });

  it(
    'two learners of one league see each other move live',
    async () => {
      const anaPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })).newPage();
      const benPage = await (await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })).newPage();
      for (const [page, person] of [
        [anaPage, ana],
        [benPage, ben],
      ] as const) {
        await logIn(page, person);
        await page.reload();
        await dashboardReady(page, person.name);
        // A starter's panel opens on the league.
        await page.getByRole('tab', { name: "This week's league", selected: true }).waitFor(WAIT);
        await waitForLeague(page, 'three members at 0', (rows) => rows.length === 3 && rows.every((row) => /\D0 pts$/.test(row[1])));
      }
      expect(await anaPage.getByTestId('league-row').filter({ hasText: 'Cy League' }).getByTestId('promoted-badge').count()).toBe(1);

      await points(ana, 30);
      await waitForLeague(benPage, 'Ana first with 30', (rows) => rows[0]?.[0] === 1 && rows[0][1].includes('Ana League') && rows[0][1].includes('30 pts'));
      await waitForLeague(anaPage, 'Ana first with 30', (rows) => rows[0]?.[1].includes('Ana League (You)') === true);

      await points(ben, 45);
      await waitForLeague(
        anaPage,
        'Ben first with 45',
        (rows) => rows[0]?.[1].includes('Ben League') === true && rows[0][1].includes('45 pts') && rows[1]?.[1].includes('Ana League (You)') === true,
      );
      await waitForLeague(benPage, 'Ben first, marked (You)', (rows) => rows[0]?.[1].includes('Ben League (You)') === true);

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
