/**
 * Courses and quizzes in the learner's language (docs/decisions.md, "Languages": content
 * translations), in headless Chromium against the production build and the demo content: a learner
 * whose profile speaks Spanish (or Arabic) reads the demo course's title and description on /courses
 * and on its page, and a quiz's question and choices in the quiz dialog, in that language, each
 * element marked with it (`lang`, `dir="auto"`); a visitor's browser language chooses it the same
 * way. Screenshots at 390 and 1280 px in es and ar (test-results/screenshots/content-*), each screen axe-checked.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { callApi, closeDb, signUpUser, stack } from '../support/clients';
import { capture, logIn, WAIT } from '../support/ui';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The first demo course and its first quiz, as supabase/seed.sql writes them in each language. */
const DEMO = {
  es: {
    title: 'Fundamentos de la prospección',
    description: 'Cómo iniciar conversaciones con las personas que conoces',
    question: '¿Cuál es el objetivo principal de una primera conversación con alguien de tu lista?',
    choice: 'Retomar el contacto y saber qué le importa',
    start: 'Empezar a aprender',
    take: 'Hacer el cuestionario: cuestionario 1',
  },
  ar: {
    title: 'أساسيات البحث عن العملاء المحتملين',
    description: 'كيف تبدأ محادثات مع من تعرفهم',
    question: 'ما الهدف الرئيسي من أول محادثة مع شخص في قائمتك؟',
    choice: 'إعادة التواصل ومعرفة ما يهمّه',
    start: 'ابدأ التعلّم',
    take: 'ابدأ الاختبار: الاختبار 1',
  },
} as const;

async function learnerSpeaking(lang: 'es' | 'ar') {
  const name = `Contenido ${lang} Learner`;
  const learner = await signUpUser({ name });
  const saved = await callApi('PUT', `/api/users/${learner.user.id}/profile`, { token: learner.session.access_token, body: { name, locale: lang } });
  expect(saved.status).toBe(200);
  return learner;
}

const langOf = (page: Page, text: string) =>
  page
    .getByText(text, { exact: false })
    .first()
    .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

/** The page does not scroll sideways (nothing overflows a phone). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('course and quiz content in the learner’s language', () => {
  it.each(['es', 'ar'] as const)('%s: the course list, the course page and the quiz dialog', async (lang) => {
    const learner = await learnerSpeaking(lang);
    const text = DEMO[lang];
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ locale: 'en-US', viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, learner);
      await page.goto(`${stack().appUrl}/courses`);
      const heading = page.getByRole('heading', { level: 2, name: text.title, exact: true });
      await heading.waitFor(WAIT);
      expect(await heading.getAttribute('lang')).toBe(lang);
      expect(await heading.getAttribute('dir')).toBe('auto');
      expect(await langOf(page, text.description)).toBe(lang);
      expect(await scrollsSideways(page), 'the courses list scrolls sideways').toBe(false);
      await capture(page, `content-courses-${lang}-${viewport.width}`);

      const card = page.locator('[data-testid^="course-card-"]').filter({ has: heading });
      await card.getByRole('link', { name: text.start }).click();
      const title = page.getByRole('heading', { level: 1, name: text.title, exact: true });
      await title.waitFor(WAIT);
      expect(await title.getAttribute('lang')).toBe(lang);
      await page.getByText(text.question).first().waitFor(WAIT);
      expect(await langOf(page, text.question)).toBe(lang);
      expect(await scrollsSideways(page), 'the course page scrolls sideways').toBe(false);
      await capture(page, `content-course-${lang}-${viewport.width}`);

      await page.getByRole('button', { name: text.take }).click();
      const modal = page.getByTestId('quiz-modal');
      await modal.getByRole('heading', { name: text.question }).waitFor(WAIT);
      const choice = modal.getByText(text.choice, { exact: true });
      expect(await choice.getAttribute('lang')).toBe(lang);
      await choice.click();
      await capture(page, `content-quiz-${lang}-${viewport.width}`, { dialog: true });
      await context.close();
    }
  });

  it('a visitor’s browser language chooses the content too', async () => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${stack().appUrl}/courses`);
    const heading = page.getByRole('heading', { level: 2, name: DEMO.es.title, exact: true });
    await heading.waitFor(WAIT);
    expect(await heading.getAttribute('lang')).toBe('es');
    await context.close();
  });
});
