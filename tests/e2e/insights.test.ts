/**
 * /insights in Chromium (docs/product.md#insights): known signups and missions are made first; the
 * admin opens Insights from the header and sees a chart per report (retention too), with tables whose numbers are the
 * operators' reports as the database holds them, and the CSV downloaded from a table is that table.
 * A learner has no Insights link, is turned away at /insights, and the API refuses them.
 * Screenshots at 390 and 1280 px, axe on each screen.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import english from '../../web/src/i18n/catalogues/app/en.json';
import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { capture, headerLink, logIn, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };

interface Person {
  name: string;
  email: string;
  password: string;
  id?: string;
  token?: string;
}

async function register(person: Person, referralCode?: string): Promise<string> {
  const answer = await callApi('POST', '/api/auth/register', { body: { ...person, phone: '', referralCode } });
  expect(answer.status).toBe(201);
  person.id = (answer.json?.user as { id: string }).id;
  person.token = (answer.json?.session as { access_token: string }).access_token;
  return (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [person.id])).rows[0]!.code;
}

/** The body rows of a report's table, as the cells' text. */
const tableRows = (page: Page, title: string) =>
  page
    .getByRole('region', { name: `${title}: table` })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));

/** A table's cells as the screen shows them: counts with the English grouping ("2,106"), other cells (days, weeks, kinds) as they are. The CSV keeps the plain numbers. */
const asShown = (rows: string[][]) => rows.map((row) => row.map((cell) => (/^\d+$/.test(cell) ? Number(cell).toLocaleString('en-US') : cell)));

/** A token row's "what" as the English screen names it: a ledger reason by its name (a reward bought comes titled from the query). */
const reasonName = (what: string): string => (english as Record<string, string>)[`insights.reason.${what}`] ?? what;

/** The reports as the database holds them now, in the screen's table order, as text. */
async function reportsNow() {
  const funnel = await db().query<Record<string, string>>(
    `select signup_week::text as week, registered::text, station_1::text, all_stations::text, first_course::text, first_referral::text
       from reports.activation_funnel order by signup_week desc`,
  );
  const signups = await db().query<Record<string, string>>(
    `select day::text, coalesce(sum(signups) filter (where source = 'direct'), 0)::text as direct,
            coalesce(sum(signups) filter (where source = 'referral'), 0)::text as referral, sum(signups)::text as total
       from reports.signups_by_source group by day order by day desc`,
  );
  const tokens = await db().query<Record<string, string>>(
    `select t.day::text, t.flow, coalesce(r.title, t.what) as what, t.entries::text, t.tokens::text
       from reports.token_economy t left join public.rewards r on t.flow = 'spent' and r.id = t.what
      order by t.day desc, t.flow, t.tokens desc, t.what`,
  );
  const values = (rows: Record<string, string>[]) => rows.map((row) => Object.values(row));
  // A ledger reason is shown by its name ("Station completed"), a reward bought by its catalogue title.
  const named = tokens.rows.map((row) => ({ ...row, what: reasonName(row.what!) }));
  return { funnel: values(funnel.rows), signups: values(signups.rows), tokens: values(named) };
}

/** The axis labels that run past their chart's left or right edge (an SVG clips them there), once the last chart is drawn. */
async function cutAxisLabels(page: Page): Promise<(string | null)[]> {
  await page.getByTestId('insights-coaching-funnel').locator('svg.recharts-surface').first().waitFor(WAIT);
  // The charts draw their axes once they have measured their box: wait until the ticks are there and
  // their number holds between two reads, or the check would pass on charts not drawn yet.
  const ticks = page.locator('svg.recharts-surface text.recharts-cartesian-axis-tick-value');
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await ticks.count();
        const settled = now > 0 && now === last;
        last = now;
        return settled;
      },
      { timeout: WAIT.timeout, interval: 250 },
    )
    .toBe(true);
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.recharts-surface')].flatMap((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text.recharts-cartesian-axis-tick-value')]
        .filter((text) => {
          const label = text.getBoundingClientRect();
          return label.left < box.left - 0.5 || label.right > box.right + 0.5;
        })
        .map((text) => text.textContent);
    }),
  );
}

/**
 * Answers the page's two insights reads with every count a thousand times the stack's (the reports'
 * shapes and ratios kept): a busy academy's figures, whatever this stack holds (a cohort's average active days stays a number of days).
 */
async function withThousandfoldCounts(page: Page): Promise<void> {
  const scale = (value: unknown): unknown =>
    typeof value === 'number'
      ? value * 1000
      : Array.isArray(value)
        ? value.map(scale)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'avgActiveDays14' ? inner : scale(inner)]))
          : value;
  await page.route(/\/functions\/v1\/api\/insights(\/coaching)?(\?|$)/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    const counts = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) || key === 'retention' ? scale(value) : value]));
    await route.fulfill({ response: answer, json: counts });
  });
}

describe('insights for admins', () => {
  let browser: Browser;
  const referrer: Person = { name: 'Ines Referrer', email: uniqueEmail('ines'), password: 'ines-secret-1' };
  const referred: Person = { name: 'Jon Referred', email: uniqueEmail('jon'), password: 'jon-secret-1' };
  const learner: Person = { name: 'Kai Learner', email: uniqueEmail('kai'), password: 'kai-secret-1' };

  async function page(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', acceptDownloads: true });
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const code = await register(referrer);
    await register(referred, code);
    await register(learner);
    for (const person of [referred, learner]) {
      const done = await callApi('POST', `/api/users/${person.id}/complete-mission`, { token: person.token, body: { missionId: 1 } });
      expect(done.status).toBe(200);
    }
  });

  afterAll(async () => {
    await closeDb();
    await browser?.close();
  });

  it(
    'an admin opens Insights from the header: a chart per report, the database’s numbers, and a CSV of a table',
    async () => {
      const tab = await page(1280);
      await logIn(tab, ADMIN, '/admin');
      // At 1280 px an administrator's own places are in the header (docs/product.md#header).
      await headerLink(tab, 'Insights');
      await tab.waitForURL('**/insights', WAIT);
      await tab.getByRole('heading', { level: 1, name: 'Insights' }).waitFor(WAIT);
      // A fresh load, so the login toast is not in the screenshot.
      await tab.reload();
      await tab.getByRole('region', { name: 'Token economy: table' }).waitFor(WAIT);

      const expected = await reportsNow();
      expect(await tableRows(tab, 'Activation funnel')).toEqual(asShown(expected.funnel));
      expect(await tableRows(tab, 'Signups by source')).toEqual(asShown(expected.signups));
      expect(await tableRows(tab, 'Token economy')).toEqual(asShown(expected.tokens));
      expect(expected.signups[0]![0]).toBe((await db().query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d);

      // A chart for each report, drawn: there are signups, visits and learners, so only the reminders
      // may have nothing to show (then they say so). The funnel's bars carry the totals of the table's columns.
      const chartOf = (id: string) => tab.getByTestId(id).getByRole('img', { name: /The numbers are in the table below\.$/ });
      for (const id of ['insights-funnel', 'insights-signups', 'insights-tokens', 'insights-active', 'insights-retention', 'insights-streaks']) {
        await chartOf(id).locator('svg.recharts-surface').first().waitFor(WAIT);
      }
      await chartOf('insights-reminders')
        .or(tab.getByText(/^No reminders sent in the last \d+ days\.$/))
        .first()
        .waitFor(WAIT);
      // The streak chart's bars carry the table's numbers (an empty band draws no bar and no label).
      const streakRows = await tableRows(tab, 'Login streaks');
      expect(await tab.getByTestId('insights-streaks').locator('.recharts-label-list text').allTextContents()).toEqual(
        streakRows.map((row) => row[1]).filter((learners) => learners !== '0'),
      );
      const totals = [1, 2, 3, 4, 5].map((column) => String(expected.funnel.reduce((sum, row) => sum + Number(row[column]), 0)));
      // A funnel: no step counts more accounts than the one before it; a step no one reached draws no bar and no label.
      for (const [index, total] of totals.slice(1).entries()) expect(Number(total), `step ${index + 2}`).toBeLessThanOrEqual(Number(totals[index]));
      expect(await tab.getByTestId('insights-funnel').locator('.recharts-label-list text').allTextContents()).toEqual(
        totals.filter((total) => total !== '0').map((total) => Number(total).toLocaleString('en-US')),
      );
      expect(await tab.getByTestId('insights-signups').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      expect(await tab.getByTestId('insights-tokens').locator('.recharts-line-curve').count()).toBe(2);
      await capture(tab, 'insights-1280');

      const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: 'Download CSV of signups by source' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^signups-by-source-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toBe(['Day,Direct,Referral,Total', ...expected.signups.map((row) => row.join(','))].map((line) => `${line}\r\n`).join(''));

      const phone = await page(390);
      await logIn(phone, ADMIN, '/insights');
      await phone.getByRole('region', { name: 'Token economy: table' }).waitFor(WAIT);
      // The charts fit the phone: no wider than the page, and the page does not scroll sideways.
      const widths = await phone.evaluate(() => ({
        page: document.documentElement.clientWidth,
        scroll: document.documentElement.scrollWidth,
        charts: [...document.querySelectorAll('svg.recharts-surface')].map((svg) => svg.getBoundingClientRect().right),
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.page);
      for (const right of widths.charts) expect(right).toBeLessThanOrEqual(widths.page);
      // Every axis label is whole: none runs past its chart's left or right edge (an SVG clips it there).
      expect(await cutAxisLabels(phone)).toEqual([]);
      // A table wider than the phone says so, and a shadow marks its edge while columns lie beyond it.
      const funnel = phone.getByTestId('insights-funnel');
      await funnel.getByTestId('table-scroll-hint').filter({ hasText: 'Swipe the table sideways to see every column →' }).waitFor(WAIT);
      await funnel.getByTestId('table-scroll-shadow').waitFor(WAIT);
      await capture(phone, 'insights-390');
      await funnel.getByRole('region', { name: 'Activation funnel: table' }).evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      await funnel.getByTestId('table-scroll-hint').filter({ hasText: '← Swipe back for the first columns' }).waitFor(WAIT);
      expect(await funnel.getByTestId('table-scroll-shadow').count()).toBe(0);
      // The coaching funnel's task kinds read level, one under the other, never running together:
      // unrotated, neighbouring labels lie further apart than a line of their text is high.
      const coaching = phone.getByTestId('insights-coaching-funnel');
      await coaching.scrollIntoViewIfNeeded();
      // The kinds the table lists, then their labels beside the chart's bars (recharts draws them in a layer of their own).
      const kinds = (await tableRows(phone, 'Coaching funnel')).map((row) => row[0]!);
      expect(kinds.length).toBeGreaterThan(1);
      const tickTexts = coaching.locator('svg.recharts-surface text.recharts-cartesian-axis-tick-value');
      await tickTexts.filter({ hasText: kinds[0]! }).first().waitFor(WAIT);
      const ticks = (
        await tickTexts.evaluateAll((nodes) =>
          nodes.map((node) => ({
            text: node.textContent ?? '',
            y: Number(node.getAttribute('y')),
            angle: Number(/rotate\((-?[\d.]+)/.exec(node.getAttribute('transform') ?? '')?.[1] ?? 0),
            size: parseFloat(getComputedStyle(node).fontSize),
          })),
        )
      ).filter((tick) => kinds.includes(tick.text));
      expect(ticks.map((tick) => tick.text)).toEqual(kinds);
      for (const tick of ticks) expect(tick.angle, tick.text).toBe(0);
      // The legend lists the bars in the order they are drawn (recharts sorts it by name unless told),
      // and the kinds are the sponsor's words for the tasks.
      expect(await coaching.locator('.recharts-legend-item-text').allTextContents()).toEqual(['Tasks', 'Acted on', 'Within 24 h']);
      for (const kind of kinds) expect(['Welcome', 'Congratulate', 'Save streak', 'Check in', 'Help']).toContain(kind);
      for (const [index, tick] of ticks.slice(1).entries()) {
        const apart = tick.y - ticks[index]!.y;
        expect(apart, `labels ${index} and ${index + 1}`).toBeGreaterThan(tick.size);
      }
      await capture(phone, 'insights-coaching-390');
      console.log(`/insights at 390 px: ${await phone.evaluate(() => document.documentElement.scrollHeight)} px tall`);
      // A busy academy's counts (thousands) still fit: every count axis writes them compactly ("15K").
      const busy = await page(390);
      await withThousandfoldCounts(busy);
      await logIn(busy, ADMIN, '/insights');
      await busy.getByRole('region', { name: 'Token economy: table' }).waitFor(WAIT);
      expect(await cutAxisLabels(busy)).toEqual([]);
      expect(await busy.locator('svg.recharts-surface text.recharts-cartesian-axis-tick-value').filter({ hasText: /\dK$/ }).count()).toBeGreaterThan(0);
      await capture(busy, 'insights-busy-390');
    },
    FLOW_TIMEOUT,
  );

  it(
    'a learner has no Insights link, is turned away at /insights, and the API refuses them',
    async () => {
      const tab = await page(390);
      await logIn(tab, learner);
      await tab.getByRole('button', { name: 'Menu' }).click();
      await tab.getByRole('link', { name: 'Manage' }).waitFor(WAIT);
      expect(await tab.getByRole('link', { name: 'Insights' }).count()).toBe(0);
      await tab.goto(`${stack().appUrl}/insights`);
      await tab.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor(WAIT);
      expect(await tab.getByText('Only administrators can access the insights.').count()).toBe(1);
      expect(await tab.getByRole('img', { name: /The numbers are in the table below/ }).count()).toBe(0);
      await capture(tab, 'insights-learner-390');

      const refused = await callApi('GET', '/api/insights', { token: learner.token });
      expect(refused.status).toBe(403);
      expect(refused.json?.message).toBe('Only administrators can read the insights');
      expect((await callApi('GET', '/api/insights')).status).toBe(401);
    },
    FLOW_TIMEOUT,
  );
});
