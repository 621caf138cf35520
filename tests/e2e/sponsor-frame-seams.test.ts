/**
 * The seams a newcomer's walk found on a sponsor's pages and the frame, in Chromium at 390, 1024 and
 * 1280 px, in English and Arabic: /team with nobody yet says so once (docs/product.md#my-team); the
 * pages reached from My Team (/invite, /earnings) mark it as the current place
 * (docs/product.md#navigation); the header gives the learner's name the free width and nothing in it
 * overlaps (docs/product.md#header); Today's "Missions done" says it counts the stations
 * (docs/product.md#dashboard); the calculator's projection months change the one figure they say they
 * change (docs/product.md#earnings-calculator). Every account is this file's own; the income
 * disclosure is only read.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile } from '../support/browser';
import { callApi, signUpUser, stack } from '../support/clients';
import { capture, logIn, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const files = browserOfFile();
const tag = randomUUID().slice(0, 4);

type Lang = 'en' | 'ar';
/** The walk's two screens: English on a phone, Arabic on a desktop. */
const WALKS = [
  ['en', 390],
  ['ar', 1280],
] as const;

/** A learner who reads `lang`, signed in at `width` px; given `open`, on its page once its element with that test id is there. */
async function signedIn(name: string, lang: Lang, width: number, open?: { path: string; ready: string }): Promise<Page> {
  const person = await signUpUser({ name });
  if (lang !== 'en') {
    const saved = await callApi('PUT', `/api/users/${person.user.id}/profile`, { token: person.session.access_token, body: { name, locale: lang } });
    expect(saved.status).toBe(200);
  }
  const page = await (await files.context({ locale: 'en-US', viewport: { width, height: 844 } })).newPage();
  await logIn(page, person);
  if (open) {
    await page.goto(`${stack().appUrl}${open.path}`);
    await page.getByTestId(open.ready).waitFor(WAIT);
  }
  return page;
}

/** How many texts on the page say `phrase` (the innermost element holding it, once each). */
const saying = (page: Page, phrase: string) =>
  page.evaluate(
    (words) =>
      [...document.querySelectorAll('main *')].filter(
        (element) => element.textContent?.includes(words) && ![...element.children].some((child) => child.textContent?.includes(words)),
      ).length,
    phrase,
  );

/** The links marked as the current place, in the tab bar and in the header's visible navigation. */
const currentPlaces = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-current="page"]')]
      .filter((element) => element.checkVisibility())
      .map((element) => `${element.closest('[data-testid="tab-bar"]') ? 'tab' : 'header'}:${element.getAttribute('href')}`),
  );

/** The header's visible parts (logo, links, name, tokens, Logout or Menu) that overlap another or leave the screen. */
const headerClashes = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!;
    const parts = [...header.querySelectorAll<HTMLElement>('a, button, [data-testid="header-tokens"]')].filter(
      // Not the folded Menu's links, nor anything a screen reader alone meets (1 px).
      (element) =>
        element.checkVisibility() &&
        !element.closest('#mobile-menu') &&
        element.getBoundingClientRect().width > 1 &&
        element.getBoundingClientRect().height > 1,
    );
    const boxes = parts.map((element) => ({
      name: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName,
      box: element.getBoundingClientRect(),
    }));
    const clashes: string[] = [];
    for (const { name, box } of boxes) if (box.left < -0.5 || box.right > window.innerWidth + 0.5) clashes.push(`${name} leaves the screen`);
    boxes.forEach((one, index) => {
      for (const other of boxes.slice(index + 1)) {
        const apart =
          one.box.right <= other.box.left + 0.5 ||
          other.box.right <= one.box.left + 0.5 ||
          one.box.bottom <= other.box.top + 0.5 ||
          other.box.bottom <= one.box.top + 0.5;
        if (!apart) clashes.push(`${one.name} over ${other.name}`);
      }
    });
    return clashes;
  });

/** Whether the header's name is cut (ends in "…"): its text is wider than its box. */
const nameCut = (page: Page) => page.getByTestId('header-user-name').evaluate((element) => element.scrollWidth > element.clientWidth + 0.5);

const EMPTY: Record<Lang, { team: string; panel: string }> = {
  en: { team: 'No one has joined with your link yet.', panel: 'Nobody has joined with your link yet.' },
  ar: { team: 'لم ينضم أحد عبر رابطك بعد. شاركه', panel: 'لم ينضم أحد عبر رابطك بعد.' },
};

describe("a sponsor's pages and the frame", () => {
  it(
    '/team with nobody yet says so once, /invite alone says it; /invite and /earnings mark My Team (en 390, ar 1280)',
    async () => {
      for (const [lang, width] of WALKS) {
        const page = await signedIn(`Sol Sponsor ${lang} ${tag}`, lang, width, { path: '/team', ready: 'your-referrals' });
        await page.getByText(EMPTY[lang].team, { exact: false }).first().waitFor(WAIT);
        // One empty message (My Team's, with its one way to the link); the invite panel adds none.
        expect(await saying(page, EMPTY[lang].team)).toBe(1);
        expect(await page.getByTestId('your-referrals').textContent()).not.toContain(EMPTY[lang].panel);
        expect(await currentPlaces(page)).toEqual([width === 390 ? 'tab:/team' : 'header:/team']);
        await capture(page, `frame-team-empty-${lang}-${width}`);
        // The invite panel alone says nobody has joined yet, and it is My Team's page.
        await page.goto(`${stack().appUrl}/invite`);
        await page.getByTestId('your-referrals').getByText(EMPTY[lang].panel).waitFor(WAIT);
        expect(await currentPlaces(page)).toEqual([width === 390 ? 'tab:/team' : 'header:/team']);
        await capture(page, `frame-invite-${lang}-${width}`);
        // The calculator: My Team on a phone's tab bar (no Earnings tab), its own Earnings link in the header.
        await page.goto(`${stack().appUrl}/earnings`);
        await page.getByTestId('calc-monthly').waitFor(WAIT);
        expect(await currentPlaces(page)).toEqual([width === 390 ? 'tab:/team' : 'header:/earnings']);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'gives the name the free width in the header, cut only when it runs out, nothing overlapping (en, ar; 390, 1024, 1280)',
    async () => {
      for (const lang of ['en', 'ar'] as const) {
        for (const width of [1280, 1024, 390]) {
          const name = `Alexandra Martínez ${tag}`;
          const page = await signedIn(name, lang, width);
          const shown = page.getByTestId('header-user-name');
          await shown.waitFor(WAIT);
          expect(await shown.getAttribute('title')).toBe(name);
          // The whole name on a desktop or tablet, the first name on a phone: uncut either way.
          expect(await shown.innerText()).toBe(width === 390 ? 'Alexandra' : name);
          expect(await nameCut(page), `${name} cut at ${width} px (${lang})`).toBe(false);
          expect(await headerClashes(page)).toEqual([]);
          if (width !== 1024) await capture(page, `frame-header-${lang}-${width}`);
          await page.context().close();
        }
        // A name longer than any room: cut with "…", still clear of the links, the tokens and Logout.
        for (const width of [1280, 390]) {
          const name = `Maximilianadelosangeles Fernández de la Torre Villanueva Santisteban ${tag}`;
          const page = await signedIn(name, lang, width);
          await page.getByTestId('header-user-name').waitFor(WAIT);
          expect(await nameCut(page)).toBe(true);
          expect(await headerClashes(page)).toEqual([]);
          await capture(page, `frame-header-long-${lang}-${width}`);
          await page.context().close();
        }
      }
    },
    FLOW_TIMEOUT * 2,
  );

  it(
    "says under Today's Missions done that it counts the stations (en, ar at 390)",
    async () => {
      for (const [lang, note] of [
        ['en', 'of 5 stations'],
        ['ar', 'من 5 محطات'],
      ] as const) {
        const page = await signedIn(`Tia Today ${lang} ${tag}`, lang, 390);
        expect(await page.getByTestId('stat-missions').textContent()).toBe('0');
        expect(await page.getByTestId('stat-missions-note').textContent()).toBe(note);
        await capture(page, `frame-today-${lang}-390`);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'moves only the total over the months with the projection months, and says so (en 390, ar 1280)',
    async () => {
      for (const [lang, width] of WALKS) {
        const page = await signedIn(`Cal Months ${lang} ${tag}`, lang, width, { path: '/earnings', ready: 'typical-median' });
        const months = page.getByRole('slider').nth(2);
        expect(await months.getAttribute('aria-describedby')).toBe('calc-months-hint');
        await page.getByTestId('calc-months-hint').waitFor(WAIT);
        const read = async () => ({
          total: await page.getByTestId('calc-months-total').getAttribute('title'),
          typical: await page.getByTestId('calc-months-total-typical').textContent(),
          note: await page.getByTestId('calc-months-total-note').textContent(),
          monthly: await page.getByTestId('calc-monthly').getAttribute('title'),
          yearly: await page.getByTestId('calc-yearly').getAttribute('title'),
          table: await page.getByTestId('calc-level-row').allTextContents(),
        });
        const before = await read();
        // 12 months (the default): the total is the yearly figure, with the same line under it.
        expect(before.total).toBe(before.yearly);
        expect(before.note).toBe(await page.getByTestId('calc-yearly-note').textContent());
        // End: the slider's top, 24 months, whichever way the page reads.
        await months.focus();
        await page.keyboard.press('End');
        await expect.poll(() => months.getAttribute('aria-valuenow')).toBe('24');
        const after = await read();
        // 24 months: twice the year, the typical participant's figure twice too; the rest as it was.
        const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
        expect(amount(after.total)).toBe(2 * amount(before.yearly));
        expect(amount(after.typical)).toBe(2 * amount(before.typical));
        expect({ monthly: after.monthly, yearly: after.yearly, table: after.table }).toEqual({
          monthly: before.monthly,
          yearly: before.yearly,
          table: before.table,
        });
        await page.getByTestId('calc-months-total-tile').scrollIntoViewIfNeeded();
        await capture(page, `frame-calculator-months-${lang}-${width}`);
        await page.context().close();
      }
    },
    FLOW_TIMEOUT,
  );
});
