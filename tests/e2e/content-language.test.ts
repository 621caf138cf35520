/**
 * Content in the learner's language (docs/decisions.md, "Languages": content translations), in
 * headless Chromium against the production build, the demo content and the product data: a learner
 * whose profile speaks Spanish (or Arabic) reads the demo course's title and description on /courses
 * and on its page, and a quiz's question and choices in the quiz dialog, in that language, each
 * element marked with it (`lang`, `dir="auto"`); a visitor's browser language chooses it the same
 * way. The same learner reads station 1's title on the Quest Map and its lesson on its page in that
 * language, and, once the stations are done and a challenge joined, Today's next step and the
 * challenge's card name the challenge in it. An admin finds a challenge's Spanish and Arabic beside
 * its English in the content manager (read only here: the product data stays as shipped).
 * Screenshots at 390 and 1280 px in es and ar (test-results/screenshots/content-*), each screen axe-checked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile } from '../support/browser';
import { callApi, db, signUpSpeaking, stack } from '../support/clients';
import { capture, logIn, openSection, WAIT } from '../support/ui';

const browser = browserOfFile();

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

const learnerSpeaking = (lang: 'es' | 'ar') => signUpSpeaking(`Contenido ${lang} Learner`, lang);

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
      const context = await browser.context({ locale: 'en-US', viewport });
      const page = await context.newPage();
      await logIn(page, learner, '/courses');
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
    const context = await browser.context({ locale: 'es-ES', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${stack().appUrl}/courses`);
    const heading = page.getByRole('heading', { level: 2, name: DEMO.es.title, exact: true });
    await heading.waitFor(WAIT);
    expect(await heading.getAttribute('lang')).toBe('es');
    await context.close();
  });
});

const FLOW_TIMEOUT = 240_000;

/** Station 1 and "Talk to 10 people" as the product data writes them in each language, and the app's words around them. */
const TEXT = {
  es: {
    station: 'Estación 1: Descubre tu porqué',
    step: 'Paso 1: Escribe tu porqué',
    practice: 'Práctica:',
    challenge: 'Habla con 10 personas',
    checkIn: 'Registrar: Habla con 10 personas',
  },
  ar: {
    station: 'المحطة 1: اعرف دافعك',
    step: 'الخطوة 1: اكتب دافعك',
    practice: 'تمرين:',
    challenge: 'تحدّث مع 10 أشخاص',
    checkIn: 'سجّل: تحدّث مع 10 أشخاص',
  },
} as const;

describe('stations and challenges in the learner’s language', () => {
  it.each(['es', 'ar'] as const)(
    '%s: the Quest Map, station 1’s lesson, Today’s challenge step and the challenge card',
    async (lang) => {
      const text = TEXT[lang];
      const { rows: talk } = await db().query<{ id: string }>(`select id::text from public.challenges where title = 'Talk to 10 people'`);
      const { rows: missions } = await db().query<{ id: number }>('select id from public.missions order by station');
      for (const viewport of [PHONE, DESKTOP]) {
        const learner = await learnerSpeaking(lang);
        const context = await browser.context({ locale: 'en-US', viewport });
        const page = await context.newPage();
        await logIn(page, learner);

        // The Quest Map: station 1's title in the learner's language, marked as such.
        const title = page.getByTestId('station-1').getByText(text.station, { exact: true });
        await title.waitFor(WAIT);
        expect(await title.getAttribute('lang')).toBe(lang);
        expect(await title.getAttribute('dir')).toBe('auto');
        expect(await scrollsSideways(page), 'Today scrolls sideways').toBe(false);
        await capture(page, `content-quest-map-${lang}-${viewport.width}`);

        // Station 1's page: the title and the lesson (its headings and emphasis kept) in the language.
        await page.goto(`${stack().appUrl}/mission/1`);
        const heading = page.getByRole('heading', { level: 1, name: text.station, exact: true });
        await heading.waitFor(WAIT);
        expect(await heading.getAttribute('lang')).toBe(lang);
        const lesson = page.getByTestId('mission-lesson');
        await lesson.getByRole('heading', { name: text.step }).waitFor(WAIT);
        expect(await lesson.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(lang);
        expect(await lesson.locator('strong').first().textContent()).toBe(text.practice);
        expect(await lesson.textContent()).not.toMatch(/###|\*\*|Write your why/);
        expect(await scrollsSideways(page), 'the station page scrolls sideways').toBe(false);
        await capture(page, `content-station-${lang}-${viewport.width}`);

        // Every station done and a challenge joined: Today's one action is its check-in, named in the language.
        const post = (path: string, body: unknown) => callApi('POST', `/api/users/${learner.user.id}${path}`, { token: learner.session.access_token, body });
        for (const mission of missions) expect((await post('/complete-mission', { missionId: mission.id })).status).toBe(200);
        expect((await post(`/challenges/${talk[0]!.id}/join`, { timeZone: 'UTC' })).status).toBe(200);
        await page.goto(`${stack().appUrl}/dashboard`);
        const step = page.getByTestId('today-next-step');
        await step.getByRole('link', { name: text.checkIn }).waitFor(WAIT);
        await capture(page, `content-today-challenge-${lang}-${viewport.width}`);

        // The challenge's card on the League page: its title in the language, marked as such.
        await step.getByRole('link', { name: text.checkIn }).click();
        await page.waitForURL('**/league#daily-challenges', WAIT);
        const card = page.getByRole('group', { name: text.challenge });
        await card.waitFor(WAIT);
        expect(await card.getByText(text.challenge, { exact: true }).getAttribute('lang')).toBe(lang);
        expect(await scrollsSideways(page), 'the League page scrolls sideways').toBe(false);
        await capture(page, `content-challenges-${lang}-${viewport.width}`);
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );
});

describe('a challenge’s translations in the content manager', () => {
  it(
    'shows the Spanish and the Arabic (right to left) beside the English, and the stations’ count',
    async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await browser.context({ locale: 'en-US', viewport });
        const page = await context.newPage();
        await logIn(page, { email: 'admin@moneytrain.local', password: 'admin-password' }, '/content-manager#courses');
        await openSection(page, 'Translations');
        const part = page.getByTestId('challenge-translations');
        await part.getByTestId('station-translations').filter({ hasText: 'Spanish 5 of 5 · Arabic 5 of 5' }).waitFor(WAIT);
        await part.getByTestId('challenge-translation-choice').selectOption({ label: 'Talk to 10 people' });
        const spanish = part.getByRole('form', { name: 'Spanish challenge text' });
        const title = spanish.getByLabel('Spanish challenge title');
        await expect.poll(() => title.inputValue(), WAIT).toBe(TEXT.es.challenge);
        await part.scrollIntoViewIfNeeded();
        expect(await scrollsSideways(page), 'the content manager scrolls sideways').toBe(false);
        await capture(page, `content-admin-challenge-es-${viewport.width}`);

        await page
          .getByRole('group', { name: 'Language' })
          .getByRole('button', { name: /^Arabic/ })
          .click();
        const arabic = part.getByRole('form', { name: 'Arabic challenge text' }).getByLabel('Arabic challenge title');
        await expect.poll(() => arabic.inputValue(), WAIT).toBe(TEXT.ar.challenge);
        expect([await arabic.getAttribute('dir'), await arabic.getAttribute('lang')]).toEqual(['rtl', 'ar']);
        expect(await scrollsSideways(page), 'the content manager scrolls sideways in Arabic').toBe(false);
        await capture(page, `content-admin-challenge-ar-${viewport.width}`);
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );
});
