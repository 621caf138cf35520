/**
 * Rewards, a claimed pack, course materials and the income disclosure in the learner's language
 * (docs/decisions.md, "Languages": content translations), in headless Chromium against the
 * production build and the demo content: a learner whose profile speaks Spanish (or Arabic) reads
 * the catalogue, the pack they claimed, a course's materials and the calculator's disclosure words
 * in that language, each element marked with it (`lang`, `dir="auto"`). Screenshots at 390 and
 * 1280 px in es and ar (test-results/screenshots/content-rewards-*, content-materials-*,
 * content-disclosure-*), each axe-checked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile } from '../support/browser';
import { callApi, db, signUpUser, stack } from '../support/clients';
import { capture, logIn, WAIT } from '../support/ui';

const browser = browserOfFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The demo content as supabase/seed.sql and the product data write it in each language. */
const DEMO = {
  es: {
    reward: '5 publicaciones para redes sociales',
    rewardDescription: 'Textos listos para publicar y compartir lo que aprendes.',
    item: 'Lo que aprendí esta semana',
    course: 'Fundamentos de la prospección',
    start: 'Empezar a aprender',
    material: 'Guion para iniciar conversaciones',
    materialDescription: 'Frases para retomar el contacto con las personas de tu lista',
    costs: 'kit de inicio',
  },
  ar: {
    reward: '5 منشورات لوسائل التواصل الاجتماعي',
    rewardDescription: 'نصوص جاهزة للنشر لتشارك ما تتعلّمه.',
    item: 'ما تعلّمته هذا الأسبوع',
    course: 'أساسيات البحث عن العملاء المحتملين',
    start: 'ابدأ التعلّم',
    material: 'نص لبدء المحادثات',
    materialDescription: 'عبارات افتتاحية لإعادة التواصل',
    costs: 'حقيبة البداية',
  },
} as const;

/** A learner speaking `lang` who bought the demo social posts pack (through the api, as the page would). */
async function buyerSpeaking(lang: 'es' | 'ar') {
  const name = `Premios ${lang} Learner`;
  const learner = await signUpUser({ name });
  const token = learner.session.access_token;
  expect((await callApi('PUT', `/api/users/${learner.user.id}/profile`, { token, body: { name, locale: lang } })).status).toBe(200);
  await db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 10, 'adjustment', 'e2e reward translations')`, [
    learner.user.id,
  ]);
  const redeemed = await callApi('POST', `/api/users/${learner.user.id}/redeem-reward`, { token, body: { rewardType: 'social_posts' } });
  expect(redeemed.status, redeemed.text).toBe(200);
  return learner;
}

const langOf = (page: Page, text: string) =>
  page
    .getByText(text, { exact: false })
    .first()
    .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('rewards, packs, materials and the disclosure in the learner’s language', () => {
  // One test per language and width: each signs a learner up and walks four pages.
  it.each([
    ['es', PHONE],
    ['es', DESKTOP],
    ['ar', PHONE],
    ['ar', DESKTOP],
  ] as const)('%s at %o: the catalogue, the claimed pack, a course’s materials and the disclosure', async (lang, viewport) => {
    const learner = await buyerSpeaking(lang);
    const text = DEMO[lang];
    const context = await browser.context({ locale: 'en-US', viewport });
    const page = await context.newPage();
    await logIn(page, learner);

    await page.goto(`${stack().appUrl}/rewards`);
    const reward = page.getByTestId('catalogue-reward').filter({ hasText: text.reward });
    await reward.waitFor(WAIT);
    expect(await reward.getByText(text.reward, { exact: true }).getAttribute('lang')).toBe(lang);
    expect(await langOf(page, text.rewardDescription)).toBe(lang);
    const claimed = page.getByTestId('claimed-reward').filter({ hasText: text.reward });
    await claimed.getByText(text.item, { exact: true }).waitFor(WAIT);
    expect(await claimed.getByText(text.item, { exact: true }).getAttribute('lang')).toBe(lang);
    expect(await scrollsSideways(page), 'the rewards page scrolls sideways').toBe(false);
    await capture(page, `content-rewards-${lang}-${viewport.width}`);
    await claimed.scrollIntoViewIfNeeded();
    await capture(page, `content-rewards-claimed-${lang}-${viewport.width}`);

    await page.goto(`${stack().appUrl}/courses`);
    const card = page.locator('[data-testid^="course-card-"]').filter({ has: page.getByRole('heading', { level: 2, name: text.course, exact: true }) });
    await card.waitFor(WAIT);
    await card.getByRole('link', { name: text.start }).click();
    await page.getByRole('heading', { level: 1, name: text.course, exact: true }).waitFor(WAIT);
    const material = page.getByText(text.material, { exact: true }).first();
    await material.waitFor(WAIT);
    expect(await material.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(lang);
    expect(await langOf(page, text.materialDescription)).toBe(lang);
    expect(await scrollsSideways(page), 'the course page scrolls sideways').toBe(false);
    await material.scrollIntoViewIfNeeded();
    await capture(page, `content-materials-${lang}-${viewport.width}`);

    await page.goto(`${stack().appUrl}/earnings`);
    const costs = page.getByTestId('typical-costs');
    await costs.filter({ hasText: text.costs }).waitFor(WAIT);
    expect(await langOf(page, text.costs)).toBe(lang);
    await capture(page, `content-disclosure-${lang}-${viewport.width}`);
    await context.close();
  });
});
