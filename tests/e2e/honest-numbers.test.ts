/**
 * Honest numbers in Chromium (docs/product.md#income-disclosure): the earnings calculator opens on
 * what a typical participant earns (the operator's disclosure from GET /api/settings), puts the
 * typical figure beside every projected one with the share of participants who reach it, never
 * wraps a figure mid-number and fits its level table on a 390 px phone; the network achievements
 * count people invited, never dollars; an admin's new disclosure is what learners see next.
 * Screenshots at 390 and 1280 px (test-results/screenshots), axe on each screen.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, signUpUser, stack } from '../support/clients';
import { capture, dashboardReady, logIn, openSection, toast, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');

let browser: Browser;
let saved: unknown;

beforeAll(async () => {
  browser = await launchBrowser();
  saved = ((await callApi('GET', '/api/settings')).json as { incomeDisclosure: unknown }).incomeDisclosure;
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

async function calculator(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Earnings Calculator' });
  await panel.scrollIntoViewIfNeeded();
  await panel.getByTestId('typical-median').waitFor(WAIT);
  return panel;
}

describe('honest numbers', () => {
  it.each([390, 1280])(
    'opens the calculator on the typical participant, beside every projected figure, at %i px',
    async (width) => {
      const learner = await signUpUser({ name: `Hana Honest ${width}` });
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);
      await dashboardReady(page, `Hana Honest ${width}`);
      const panel = await calculator(page);

      // The disclosure comes first, before the controls and any projected figure.
      expect(await panel.getByTestId('typical-median').textContent()).toBe('$84');
      expect(await panel.getByTestId('typical-zero-share').textContent()).toBe('52%');
      await panel.getByTestId('typical-source').filter({ hasText: 'Demo figures for the local stack.' }).waitFor(WAIT);
      const typicalTop = (await panel.getByTestId('typical-earnings').boundingBox())!.y;
      const yearlyTop = (await panel.getByTestId('calc-yearly').boundingBox())!.y;
      expect(typicalTop).toBeLessThan(yearlyTop);

      // Every projected figure has the typical one beside it, at least as large, and the share who reach it.
      for (const id of ['calc-monthly', 'calc-yearly']) {
        const projected = panel.getByTestId(id);
        const typical = panel.getByTestId(`${id}-typical`);
        const size = async (figure: Locator) => figure.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
        expect(await size(typical)).toBeGreaterThanOrEqual(await size(projected));
        expect((await typical.boundingBox())!.x).toBeLessThan((await projected.boundingBox())!.x);
        expect(await panel.getByTestId(`${id}-share`).textContent()).toBe('At most 0.1% of participants earn this much.');
        await expectOneLine(projected);
        await expectOneLine(typical);
      }
      expect(await panel.getByTestId('calc-yearly').textContent()).toBe('$258.3M');
      expect(await panel.getByTestId('calc-yearly-typical').textContent()).toBe('$84');
      await expectOneLine(panel.getByTestId('typical-median'));

      // The level table fits: no sideways scroll.
      const table = panel.getByRole('region', { name: 'Level table' });
      expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

      // The network achievements count people, not dollars.
      const achievements = page.getByRole('region', { name: 'Achievements' });
      await achievements.getByText('Wide Circle').first().waitFor(WAIT);
      expect(await achievements.textContent()).not.toMatch(/\$\d+ Projected|estimated network value/);

      await capture(page, `calculator-typical-first-${width}`);
      await panel.screenshot({ path: join(SHOTS, `calculator-panel-${width}.png`) });
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "shows learners the admin's new disclosure",
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, ADMIN, '/admin');
      await page.goto(`${stack().appUrl}/content-manager`);
      await openSection(page, 'Income Disclosure');
      const form = page.getByRole('form', { name: 'Income disclosure' });
      await form.waitFor(WAIT);
      await form.getByLabel('Median annual earnings ($)').fill('150');
      await form.getByLabel('Earned nothing (%)').fill('45');
      await form.getByLabel('Source').fill('Example Co. income disclosure statement 2025');
      await form.getByLabel('Figures as of').fill('2026-01-31');
      await form.getByLabel(/Earned at least/).fill('1000, 8\n100000, 0.2');
      await form.getByRole('button', { name: 'Save Disclosure' }).click();
      await toast(page, 'Disclosure Saved');
      await form.scrollIntoViewIfNeeded();
      await capture(page, 'content-manager-income-disclosure-1280');
      const stored = await db().query('select income_median_annual::float as median, income_source as source from app.settings');
      expect(stored.rows[0]).toEqual({ median: 150, source: 'Example Co. income disclosure statement 2025' });

      const learner = await signUpUser({ name: 'Ivo Informed' });
      const learnerContext = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: 'reduce' });
      const learnerPage = await learnerContext.newPage();
      await logIn(learnerPage, learner);
      await dashboardReady(learnerPage, 'Ivo Informed');
      const panel = await calculator(learnerPage);
      expect(await panel.getByTestId('typical-median').textContent()).toBe('$150');
      expect(await panel.getByTestId('calc-yearly-share').textContent()).toBe('At most 0.2% of participants earn this much.');
      await learnerContext.close();
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
