/**
 * Honest numbers in Chromium (docs/product.md#income-disclosure), on `/earnings`: the earnings
 * calculator opens on what a typical participant earns (the operator's disclosure from GET
 * /api/settings), puts the typical figure beside every projected one, sets a projection above the
 * disclosure's top figure beside that figure and the network it needs beside the company's real
 * field, never pairs a projection with a share of participants, ends on that comparison (after the
 * call to invite), never wraps a figure mid-number and fits its level table on a 390 px phone; the
 * network achievements count people invited, never dollars; an admin's new disclosure (with the
 * participants it covers) is what learners see next. Screenshots at 390 and 1280 px
 * (test-results/screenshots), axe on each screen.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, signUpUser, stack } from '../support/clients';
import { capture, logIn, openSection, saidIn, toast, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');

let browser: Browser;
let saved: unknown;
/** The year of the seeded disclosure's figures (the seed dates them the day it ran). */
let year = '';

beforeAll(async () => {
  browser = await launchBrowser();
  saved = ((await callApi('GET', '/api/settings')).json as { incomeDisclosure: unknown }).incomeDisclosure;
  year = (saved as { asOf: string }).asOf.slice(0, 4);
});

afterAll(async () => {
  const admin = (await callApi('POST', '/api/auth/login', { body: ADMIN })).json as { session: { access_token: string } };
  await callApi('PUT', '/api/admin/income-disclosure', { token: admin.session.access_token, body: saved });
  await closeDb();
  await browser?.close();
});

/** One line: the element is no taller than one and a half of its line height (no wrap). */
async function expectOneLine(figure: Locator): Promise<void> {
  const { height, line } = await figure.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    line: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height, `${await figure.textContent()} wraps`).toBeLessThan(line * 1.5);
}

/** The calculator on its own page, once the disclosure is in. */
async function calculator(page: Page): Promise<Locator> {
  await page.goto(`${stack().appUrl}/earnings`);
  const panel = page.getByRole('region', { name: 'Earnings Calculator' });
  await panel.getByTestId('typical-median').waitFor(WAIT);
  return panel;
}

/** The sentences of every text under the calculator's figures, one per item. */
async function sentences(panel: Locator): Promise<string[]> {
  const texts = await panel.locator('[data-testid$="-note"], [data-testid="calc-reality-paragraph"], [data-testid="calc-insight"]').allTextContents();
  return texts.flatMap((text) => text.split(/(?<=\.)\s+/));
}

describe('honest numbers', () => {
  it.each([390, 1280])(
    'opens the calculator on the typical participant, beside every projected figure, at %i px',
    async (width) => {
      const learner = await signUpUser({ name: `Hana Honest ${width}` });
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);
      const panel = await calculator(page);

      // The disclosure comes first, before the controls and any projected figure.
      expect(await panel.getByTestId('typical-median').textContent()).toBe('$84');
      expect(await panel.getByTestId('typical-zero-share').textContent()).toBe('48%');
      await panel
        .getByTestId('typical-source')
        .filter({ hasText: `Source: Money Train Academy sample income disclosure statement, ${year} (` })
        .waitFor(WAIT);
      const typicalTop = (await panel.getByTestId('typical-earnings').boundingBox())!.y;
      const yearlyTop = (await panel.getByTestId('calc-yearly').boundingBox())!.y;
      expect(typicalTop).toBeLessThan(yearlyTop);

      // Every projected figure has the typical one beside it, at least as large, and, above the
      // disclosure's top figure, that figure beside it.
      const above = `Above the disclosure's top figure. In ${year} the top 0.1% of participants earned at least $100,000 a year.`;
      for (const id of ['calc-monthly', 'calc-yearly']) {
        const projected = panel.getByTestId(id);
        const typical = panel.getByTestId(`${id}-typical`);
        const size = async (figure: Locator) => figure.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
        expect(await size(typical)).toBeGreaterThanOrEqual(await size(projected));
        expect((await typical.boundingBox())!.x).toBeLessThan((await projected.boundingBox())!.x);
        expect(await panel.getByTestId(`${id}-note`).textContent()).toBe(above);
        await expectOneLine(projected);
        await expectOneLine(typical);
      }
      expect(await panel.getByTestId('calc-yearly').textContent()).toBe('$258.3M');
      expect(await panel.getByTestId('calc-yearly-typical').textContent()).toBe('$84');
      await expectOneLine(panel.getByTestId('typical-median'));

      // The network beside the company's field; no sentence pairs a projection with a share of participants.
      expect(await panel.getByTestId('calc-network-field').textContent()).toBe(`The whole company: 250,000 participants in ${year}.`);
      for (const sentence of await sentences(panel)) {
        if (/%|\bhalf\b/.test(sentence)) expect(sentence, sentence).not.toMatch(/\$258|\$21[.,]5|21,523,359|21\.5M/);
      }
      expect(await panel.textContent()).not.toMatch(/of participants earn /);
      // The last word is the comparison, after the call to invite.
      const reality = panel.getByTestId('calc-reality');
      expect(await panel.getByTestId('calc-reality-paragraph').allTextContents()).toEqual([
        `This projection, $258,280,452 a year, is more than the disclosure's top figure. In ${year} the top 0.1% of participants earned at least $100,000 a year. ` +
          `In ${year} half of the participants earned $84 a year or less; 48% earned nothing.`,
        `This projection needs 21,523,359 people in your network. The disclosure counts 250,000 participants in the whole company in ${year}. ` +
          'That is 86.1 times as many people as the company has.',
      ]);
      const inviteBox = (await panel.getByRole('link', { name: 'Invite Friends Now' }).boundingBox())!;
      expect((await reality.boundingBox())!.y).toBeGreaterThan(inviteBox.y + inviteBox.height);
      // A projection within the top figure: what half of the participants earned, the top figure after the call to invite.
      await panel.getByRole('button', { name: 'Manual Input' }).click();
      await panel.getByLabel('Direct referrals', { exact: true }).fill('4');
      await panel.getByLabel('Indirect referrals', { exact: true }).fill('10');
      expect(await panel.getByTestId('calc-yearly-note').textContent()).toBe(
        `In ${year} half of the participants earned $84 a year or less; 48% earned nothing.`,
      );
      await panel.getByTestId('calc-reality-paragraph').first().filter({ hasText: 'the top 0.1% of participants earned at least $100,000' }).waitFor(WAIT);
      await reality.scrollIntoViewIfNeeded();
      await capture(page, `calculator-within-top-${width}`);
      await panel.getByRole('button', { name: 'Auto Calculate' }).click();

      // The level table fits: no sideways scroll.
      const table = panel.getByRole('region', { name: 'Level table' });
      expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

      await capture(page, `calculator-typical-first-${width}`);
      await panel.screenshot({ path: join(SHOTS, `calculator-panel-${width}.png`) });

      // The network achievements (on Rewards) count people, not dollars.
      await page.goto(`${stack().appUrl}/rewards#achievements`);
      const achievements = page.getByRole('region', { name: 'Achievements' });
      await achievements.getByText('Wide Circle').first().waitFor(WAIT);
      expect(await achievements.textContent()).not.toMatch(/\$\d+ Projected|estimated network value/);
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'says what it cannot compare while the disclosure loads, when none is published and when it fails to load (390 px)',
    async () => {
      const learner = await signUpUser({ name: 'Lou Loading' });
      // Service workers stay blocked (tests/support/browser.ts): the app's worker answers the api's GETs itself, out of page.route's reach.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);
      const real = ((await callApi('GET', '/api/settings')).json ?? {}) as Record<string, unknown>;
      const panel = page.getByRole('region', { name: 'Earnings Calculator' });

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/settings', async (route) => {
        await held;
        await route.fulfill({ json: real });
      });
      await page.goto(`${stack().appUrl}/earnings`);
      await panel.getByTestId('typical-none').filter({ hasText: 'Loading the income disclosure...' }).waitFor(WAIT);
      expect(await panel.getByTestId('calc-yearly-note').textContent()).toBe('Loading the income disclosure...');
      await capture(page, 'calculator-disclosure-loading-390');
      release();
      await panel.getByTestId('typical-median').waitFor(WAIT);
      await page.unrouteAll({ behavior: 'wait' });

      await page.route('**/api/settings', (route) => route.fulfill({ json: { ...real, incomeDisclosure: null } }));
      await page.reload();
      await panel.getByText(/No income disclosure has been published yet/).waitFor(WAIT);
      expect(await panel.getByTestId('calc-yearly-note').textContent()).toMatch(/^No income disclosure is published yet\./);
      expect(await panel.getByTestId('calc-yearly-typical').textContent()).toBe('Not published');
      await capture(page, 'calculator-no-disclosure-390');
      await page.unrouteAll({ behavior: 'wait' });

      await page.route('**/api/settings', (route) => route.fulfill({ status: 503, json: { message: 'unavailable' } }));
      await page.reload();
      await panel.getByRole('alert').first().waitFor(WAIT);
      expect(await panel.getByRole('alert').allTextContents()).toEqual([
        expect.stringMatching(/could not be loaded/),
        expect.stringMatching(/could not be loaded/),
      ]);
      expect(await panel.textContent()).not.toMatch(/No income disclosure has been published/);
      await capture(page, 'calculator-disclosure-error-390');
      await page.unrouteAll({ behavior: 'wait' });
      await panel.getByRole('button', { name: 'Try again' }).first().click();
      await panel.getByTestId('typical-median').filter({ hasText: '$' }).waitFor(WAIT);
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "shows learners the admin's new disclosure",
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, ADMIN, '/content-manager');
      await openSection(page, 'Income Disclosure');
      const form = page.getByRole('form', { name: 'Income disclosure', exact: true });
      await form.waitFor(WAIT);
      await form.getByLabel('Median annual earnings ($)').fill('150');
      await form.getByLabel('Earned nothing (%)').fill('45');
      await form.getByLabel('Source').fill('Example Co. income disclosure statement 2025');
      await form.getByLabel('Figures as of').fill('2026-01-31');
      await form.getByLabel(/Earned at least/).fill('1000, 8\n100000, 0.2');
      await form.getByLabel('Participants the figures cover').fill('');
      await form.getByRole('button', { name: 'Save Disclosure' }).click();
      await saidIn(form, 'Invalid Participants');
      await form.getByLabel('Participants the figures cover').fill('40000');
      await form.getByRole('button', { name: 'Save Disclosure' }).click();
      await toast(page, 'Disclosure Saved');
      await form.scrollIntoViewIfNeeded();
      await capture(page, 'content-manager-income-disclosure-1280');
      const stored = await db().query(
        'select income_median_annual::float as median, income_source as source, income_participants as participants from app.settings',
      );
      expect(stored.rows[0]).toEqual({ median: 150, source: 'Example Co. income disclosure statement 2025', participants: 40000 });

      const learner = await signUpUser({ name: 'Ivo Informed' });
      const learnerContext = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: 'reduce' });
      const learnerPage = await learnerContext.newPage();
      await logIn(learnerPage, learner);
      const panel = await calculator(learnerPage);
      expect(await panel.getByTestId('typical-median').textContent()).toBe('$150');
      expect(await panel.getByTestId('calc-yearly-note').textContent()).toBe(
        "Above the disclosure's top figure. In 2026 the top 0.2% of participants earned at least $100,000 a year.",
      );
      expect(await panel.getByTestId('calc-network-field').textContent()).toBe('The whole company: 40,000 participants in 2026.');
      await panel.getByTestId('calc-reality-paragraph').filter({ hasText: 'That is 538.1 times as many people as the company has.' }).waitFor(WAIT);
      await learnerContext.close();
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
