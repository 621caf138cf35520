/**
 * The admin home, Insights and the install prompt in Spanish and Arabic (docs/decisions.md, "Languages"):
 * an administrator whose profile speaks the language reads /admin and /insights in it, right to left
 * in Arabic with the charts mirrored (the bars' names and the counts' axis at the right, the start
 * side) and the page never wider than the screen; a learner who speaks it gets the install prompt,
 * Safari's steps included, in it. No English sentence of those screens is left. Screenshots at 390
 * and 1280 px (test-results/screenshots/admin-i18n-*), axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile } from '../support/browser';
import { callApi, db, signUpSpeaking, stack } from '../support/clients';
import { capture, logIn, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 240_000;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Sentences of these screens in English: none may be left on a Spanish or Arabic page. */
const ENGLISH =
  /\b(Drafts to finish|Fulfilment queue|waiting to deliver|This week in numbers|Open Insights|Content Manager|Activation funnel|Signups by source|Token economy|Download CSV|Swipe|Loading|not yet|Coaching funnel|rows?|Learners|Direct|Referral|Add to Home Screen|Not now)\b/;

const LANGUAGES = [
  {
    lang: 'es',
    dir: 'ltr',
    home: 'Inicio de administración',
    insights: 'Estadísticas',
    tokensTable: 'Economía de tokens: tabla',
    install: 'Añade Money Train a tu pantalla de inicio',
    addToHome: 'Añadir a pantalla de inicio',
    notNow: 'Ahora no',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    home: 'صفحة المشرف',
    insights: 'الإحصاءات',
    tokensTable: 'اقتصاد التوكنات: جدول',
    install: 'أضف Money Train إلى شاشتك الرئيسية',
    addToHome: 'إضافة إلى الشاشة الرئيسية',
    notNow: 'ليس الآن',
  },
] as const;

const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The page is no wider than the screen, and no chart runs past it. */
async function fitsTheScreen(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.clientWidth,
    scroll: document.documentElement.scrollWidth,
    charts: [...document.querySelectorAll('svg.recharts-surface')].map((svg) => {
      const box = svg.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.page);
  for (const chart of widths.charts) {
    expect(chart.left).toBeGreaterThanOrEqual(0);
    expect(chart.right).toBeLessThanOrEqual(widths.page);
  }
}

/** The main region's words. */
const mainText = (page: Page) => page.locator('main').innerText();

describe('the admin home, Insights and the install prompt in Spanish and Arabic', () => {
  const files = browserOfFile();

  it.each(LANGUAGES)(
    '$lang: /admin and /insights in the administrator’s language ($dir), charts mirrored in Arabic, nothing wider than the screen',
    async ({ lang, dir, home, insights, tokensTable }) => {
      const admin = await signUpSpeaking(`Admin ${lang} Reader`, lang);
      await db().query('update public.profiles set is_admin = true where id = $1', [admin.user.id]);
      for (const viewport of VIEWPORTS) {
        const context = await files.context({ locale: 'en-US', viewport });
        const page = await context.newPage();
        await logIn(page, admin, '/admin');
        await page.getByRole('heading', { level: 1, name: home }).waitFor(WAIT);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        await page.getByTestId('admin-home-figure-signups').waitFor(WAIT);
        await page.getByTestId('admin-home-waiting').waitFor(WAIT);
        // A fresh load, so the login toast is not in the screenshot.
        await page.reload();
        await page.getByTestId('admin-home-figure-tokens').waitFor(WAIT);
        expect(await mainText(page)).not.toMatch(ENGLISH);
        await fitsTheScreen(page);
        await capture(page, `admin-i18n-home-${lang}-${viewport.width}`);

        await page.goto(`${stack().appUrl}/insights`);
        await page.getByRole('heading', { level: 1, name: insights }).waitFor(WAIT);
        await page.getByRole('region', { name: tokensTable }).waitFor(WAIT);
        await page.getByTestId('insights-coaching-funnel').waitFor(WAIT);
        await page.getByTestId('insights-funnel').locator('svg.recharts-surface').first().waitFor(WAIT);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        expect(await mainText(page)).not.toMatch(ENGLISH);
        // The funnel's step names stand at the reading start: right of the bars in Arabic, left in Spanish.
        const funnel = page.getByTestId('insights-funnel').locator('svg.recharts-surface').first();
        const chart = (await funnel.boundingBox())!;
        const names = (await funnel.locator('.recharts-yAxis').boundingBox())!;
        expect(names.x + names.width / 2 > chart.x + chart.width / 2).toBe(dir === 'rtl');
        await fitsTheScreen(page);
        await capture(page, `admin-i18n-insights-${lang}-${viewport.width}`);
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );

  it.each(LANGUAGES)(
    '$lang: the install prompt and Safari’s steps in the learner’s language',
    async ({ lang, dir, install, addToHome, notNow }) => {
      const learner = await signUpSpeaking(`Install ${lang} Learner`, lang);
      const token = learner.session.access_token;
      const missions = (await callApi('GET', '/api/missions', { token })).json as unknown as Array<{ id: number; station: number }>;
      const first = missions.find((mission) => mission.station === 1)!;
      expect((await callApi('POST', `/api/users/${learner.user.id}/complete-mission`, { token, body: { missionId: first.id } })).status).toBe(200);
      for (const viewport of VIEWPORTS) {
        const context = await files.context({ locale: 'en-US', viewport, userAgent: IPHONE_SAFARI });
        const page = await context.newPage();
        await logIn(page, learner);
        const offer = page.getByTestId('install-prompt');
        await offer.getByRole('heading', { name: install }).waitFor(WAIT);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        // Safari's button names in bold, as Safari says them in the language.
        expect(await offer.getByTestId('install-ios-steps').locator('strong').first().textContent()).not.toBe('Share');
        await offer.getByTestId('install-ios-steps').locator('strong', { hasText: addToHome }).waitFor(WAIT);
        expect(await offer.innerText()).not.toMatch(ENGLISH);
        expect(await offer.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
        await capture(page, `admin-i18n-install-${lang}-${viewport.width}`, { dialog: true });
        if (viewport.width === 1280) {
          await offer.getByRole('button', { name: notNow }).click();
          await offer.waitFor({ ...WAIT, state: 'detached' });
        }
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );
});
