/**
 * The first week's seams a newcomer's walk found, in Chromium at 390 and 1280 px, in English and
 * Arabic: a tie at the league's promotion line (docs/product.md#weekly-starter-leagues: everyone tied
 * at the cut moves up, and the week's close promotes them all), a sponsor with nobody yet on /team
 * (the empty state alone, no tiles of 0; docs/product.md#my-team), and a cheer once per moment
 * (docs/product.md#coaching: the recruit's other task of the moment says "Cheered" and offers no
 * Cheer). Every account and league is this file's own.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectBooksBalanced } from '../integration/db-helpers';
import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, signUpUser, stack, type SignedUpUser } from '../support/clients';
import { LAST_WEEK, leagueOf } from '../support/leagues';
import { capture, logIn, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
  await browser?.close();
});

async function learner(name: string, lang = 'en', referralCode?: string): Promise<SignedUpUser> {
  const person = await signUpUser({ name, ...(referralCode ? { referralCode } : {}) });
  if (lang !== 'en') {
    const saved = await callApi('PUT', `/api/users/${person.user.id}/profile`, { token: person.session.access_token, body: { name, locale: lang } });
    expect(saved.status).toBe(200);
  }
  return person;
}

const inviteCode = async (id: string) =>
  (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [id])).rows[0]!.code;

async function signedIn(person: SignedUpUser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', viewport, reducedMotion: 'reduce' })).newPage();
  await logIn(page, person);
  return page;
}

describe('a tie at the promotion line', () => {
  it(
    'puts everyone tied at #5 above the line, says so, and the week’s close promotes all of them (en, ar)',
    async () => {
      const tag = randomUUID().slice(0, 4);
      const riders: SignedUpUser[] = [];
      for (let index = 1; index <= 7; index += 1) riders.push(await learner(`Tie Rider ${index} ${tag}`, index === 7 ? 'ar' : 'en'));
      const ids = riders.map((rider) => rider.user.id);
      // One league of the seven, formed last week: ranks 1, 2, 3, 4, 5, 5, 7 last week and again this week.
      await leagueOf(ids, LAST_WEEK);
      const weekly = [70, 60, 50, 40, 30, 30, 10];
      for (const [index, id] of ids.entries()) {
        for (const at of [`app.week_start(now())::timestamp at time zone 'UTC' - interval '2 days'`, 'now()']) {
          await db().query(`insert into public.ledger (user_id, delta_points, reason, reference, created_at) values ($1, $2, 'adjustment', $3, ${at})`, [
            id,
            weekly[index],
            `e2e-tie:${randomUUID()}`,
          ]);
        }
      }

      // The server's truth: the read closes last week, and all six above the line moved up.
      const read = await callApi('GET', '/api/league', { token: riders[6]!.session.access_token });
      expect(read.status).toBe(200);
      const league = read.json as { members: { id: string; rank: number }[]; promotedLastWeek: string[] };
      expect(league.members.map((member) => member.rank)).toEqual([1, 2, 3, 4, 5, 5, 7]);
      expect([...league.promotedLastWeek].sort()).toEqual(ids.slice(0, 6).sort());

      for (const [rider, lang] of [
        [riders[5]!, 'en'],
        [riders[6]!, 'ar'],
      ] as const) {
        for (const viewport of VIEWPORTS) {
          const page = await signedIn(rider, viewport);
          await page.goto(`${stack().appUrl}/league`);
          await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
          await page.getByRole('tab', { name: lang === 'en' ? "This week's league" : 'دوري هذا الأسبوع' }).click();
          await page.getByTestId('promotion-line').waitFor(WAIT);
          const list = page.getByRole('list').filter({ has: page.getByTestId('promotion-line') });
          const showAll = list.locator('xpath=..').getByRole('button', { expanded: false });
          if ((await showAll.count()) > 0) await showAll.click();
          await expect.poll(() => page.getByTestId('league-row').count(), WAIT).toBe(7);
          const line = (await page.getByTestId('promotion-line').textContent())!;
          // The line sits under the sixth row: everyone tied at #5 above it.
          const order = await list
            .locator(':scope > li')
            .evaluateAll((items) => items.map((item) => (item.getAttribute('data-testid') === 'promotion-line' ? 'line' : 'row')));
          expect(order.join(',')).toBe('row,row,row,row,row,row,line,row');
          const rows = await page.getByTestId('league-row').allTextContents();
          if (lang === 'en') {
            expect(line).toBe('Promotion line: 6 move up — the top 5 and everyone tied at #5');
            expect(rows.map((text) => text.includes('In the promotion zone'))).toEqual([true, true, true, true, true, true, false]);
            expect(await page.getByTestId('promoted-badge').count()).toBe(6);
          } else {
            expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
            expect(line).toMatch(/^خط الصعود: يصعد .+ وكل المتعادلين في المركز/);
            expect(rows.filter((text) => text.includes('في منطقة الصعود'))).toHaveLength(6);
          }
          await page.getByTestId('promotion-line').scrollIntoViewIfNeeded();
          await capture(page, `seams-league-tie-${lang}-${viewport.width}`);
          await page.context().close();
        }
      }
    },
    FLOW_TIMEOUT,
  );
});

describe('a sponsor with nobody yet', () => {
  it(
    'sees the empty state and its one action alone on /team, the totals once someone joins (en, ar)',
    async () => {
      for (const lang of ['en', 'ar'] as const) {
        const sponsor = await learner(`Lone Sponsor ${lang} ${randomUUID().slice(0, 4)}`, lang);
        for (const viewport of VIEWPORTS) {
          const page = await signedIn(sponsor, viewport);
          await page.goto(`${stack().appUrl}/team`);
          await page.getByRole('link', { name: lang === 'en' ? 'Go to your invitation link' : 'انتقل إلى رابط دعوتك' }).waitFor(WAIT);
          expect(await page.getByTestId('team-totals').count()).toBe(0);
          if (lang === 'en') await page.getByText(/^No one has joined with your link yet/).waitFor(WAIT);
          await capture(page, `seams-team-empty-${lang}-${viewport.width}`);
          await page.context().close();
        }
        // Someone joins: the totals show, counting them.
        await learner(`First Recruit ${lang} ${randomUUID().slice(0, 4)}`, 'en', await inviteCode(sponsor.user.id));
        const page = await signedIn(sponsor, VIEWPORTS[0]!);
        await page.goto(`${stack().appUrl}/team`);
        await page.getByTestId('team-totals').waitFor(WAIT);
        expect(await page.getByTestId('team-totals').locator(':scope > div').first().textContent()).toMatch(/1$/);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );
});

describe('a cheer once per moment', () => {
  it(
    'marks the recruit’s other task of the moment "Cheered", offers no second Cheer, and keeps it so after a reload',
    async () => {
      for (const [lang, viewport] of [
        ['en', VIEWPORTS[0]!],
        ['en', VIEWPORTS[1]!],
        ['ar', VIEWPORTS[0]!],
      ] as const) {
        const tag = randomUUID().slice(0, 4);
        const sponsor = await learner(`Cheer Sponsor ${lang} ${tag}`, lang);
        const recruit = await learner(`Cara ${tag}`, 'en', await inviteCode(sponsor.user.id));
        // Cara finishes Station 1: a congratulate task beside her welcome.
        const done = await callApi('POST', `/api/users/${recruit.user.id}/complete-mission`, { token: recruit.session.access_token, body: { missionId: 1 } });
        expect(done.status).toBe(200);

        const page = await signedIn(sponsor, viewport);
        await page.goto(`${stack().appUrl}/team`);
        const queue = page.getByTestId('coaching-queue');
        const tasks = queue.getByTestId('coaching-task');
        await expect.poll(() => tasks.count(), WAIT).toBe(2);
        // The newest task first (the station): its Cheer, a preset as it is.
        const first = tasks.first();
        await first.getByRole('button').first().click();
        const form = first.getByTestId('cheer-form');
        await form.waitFor(WAIT);
        await form.locator('button[type="submit"]').click();
        await queue.getByTestId('coaching-outcome').waitFor(WAIT);
        await expect.poll(() => tasks.count(), WAIT).toBe(1);
        // The welcome (older than the cheer) says so, and its one button is no Cheer.
        const welcome = tasks.first();
        await welcome.getByTestId('coaching-cheered').waitFor(WAIT);
        if (lang === 'en') {
          expect(await welcome.getByTestId('coaching-cheered').textContent()).toBe('Cheered');
          expect(await welcome.getByRole('button', { name: `Cheer Cara ${tag}` }).count()).toBe(0);
          await welcome.getByRole('button', { name: `Message Cara ${tag}` }).waitFor(WAIT);
        } else {
          expect(await welcome.getByTestId('coaching-cheered').textContent()).toBe('تم التشجيع');
        }
        await capture(page, `seams-cheered-${lang}-${viewport.width}`);
        await page.reload();
        await page.getByTestId('coaching-task').first().getByTestId('coaching-cheered').waitFor(WAIT);
        // The heading counts what is left to do and the cheers sent today: one cheer, though it closed
        // the station and marked the welcome (no task left to do, and no second cheer counted for it).
        expect(await page.locator('#coaching-queue').textContent()).toBe(
          lang === 'en' ? 'Your team today: 0 tasks, 1 cheered' : 'فريقك اليوم: لا مهام · تم التشجيع: 1',
        );
        const cheers = await db().query('select 1 from app.cheers where member_id = $1', [recruit.user.id]);
        expect(cheers.rowCount).toBe(1);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );
});
