/**
 * The content manager's Translations (docs/product.md#content-manager; docs/decisions.md,
 * "Languages": content translations) in headless Chromium against the production build and the demo
 * content: an admin opens a demo course, reads how much is translated, finds its Spanish beside the
 * English (Arabic right to left), changes the Spanish title and saves; a learner who reads Spanish
 * then finds the new title on /courses. Screenshots of the section at 390 and 1280 px in Spanish and
 * Arabic (test-results/screenshots/content-translations-*), each axe-checked. The demo course's
 * Spanish is put back afterwards.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Course, CourseTranslations, TranslationCoverage } from '../../contract/index.ts';
import { fileAdmin } from '../integration/api-helpers';
import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, signUpUser, stack } from '../support/clients';
import { capture, logIn, openSection, toast, WAIT } from '../support/ui';

const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The demo's third course, as supabase/seed.sql writes it in Spanish (no other test reads it). */
const DEMO_SPANISH_TITLE = 'Cómo dirigir una gran llamada de equipo';
/** Each language's current translations of all texts, and those out of date when there are any (other files edit English too). */
const COVERAGE_LINE = /^Spanish: \d+ of \d+ texts(, \d+ out of date)? · Arabic: \d+ of \d+ texts(, \d+ out of date)?$/;
/** An out-of-date translation's status says so once: its badge, then what learners see and what to do. */
const OUT_OF_DATE =
  'Out of dateLearners reading Spanish still see this translation, made from an earlier English: check it against the English and save it again.';

let browser: Browser;
let courseId: number;
let original: NonNullable<CourseTranslations['es']>;

beforeAll(async () => {
  browser = await launchBrowser();
  const listed = (await callApi('GET', '/api/courses', { headers: { 'accept-language': 'es' } })).json as unknown as Course[];
  const course = listed.find((entry) => entry.title === DEMO_SPANISH_TITLE);
  expect(course, 'the demo course in Spanish').toBeDefined();
  courseId = course!.id;
  const { token } = await fileAdmin();
  const saved = (await callApi('GET', `/api/courses/${courseId}/translations`, { token })).json as unknown as CourseTranslations;
  original = saved.es!;
});

afterAll(async () => {
  // The demo course's Spanish as the seed wrote it, for whatever runs next on this stack.
  if (original) {
    const { token } = await fileAdmin();
    await callApi('PUT', `/api/courses/${courseId}/translations/es`, { token, body: { title: original.title, description: original.description } });
  }
  await browser?.close();
  await closeDb();
});

const coverageLine = async () => {
  const { token } = await fileAdmin();
  const coverage = (await callApi('GET', '/api/translations/coverage', { token })).json as unknown as TranslationCoverage;
  const name = { es: 'Spanish', ar: 'Arabic' } as const;
  const stale = (count: number) => (count > 0 ? `, ${count} out of date` : '');
  return coverage.map((entry) => `${name[entry.locale]}: ${entry.translated} of ${entry.total} texts${stale(entry.outOfDate)}`).join(' · ');
};

/** The page does not scroll sideways (nothing overflows a phone). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

async function openTranslations(page: Page) {
  await page.goto(`${stack().appUrl}/content-manager?course=${courseId}`);
  await page.getByRole('heading', { name: 'Edit Course' }).waitFor(WAIT);
  await openSection(page, 'Translations');
  return page.getByRole('form', { name: 'Spanish course text' });
}

describe('translating a course in the content manager', () => {
  it('shows the coverage and each language beside the English, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ locale: 'en-US', viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, ADMIN, '/admin');
      // The line as the api counts, read before and after the page did (other files add courses meanwhile).
      const before = await coverageLine();
      const spanish = await openTranslations(page);
      const shown = page.getByTestId('translation-coverage').filter({ hasText: COVERAGE_LINE });
      await shown.waitFor(WAIT);
      expect([before, await coverageLine()]).toContain(await shown.textContent());
      expect(await spanish.getByLabel('Spanish title').inputValue()).toBe(DEMO_SPANISH_TITLE);
      await page.getByRole('form', { name: 'Spanish text of quiz 1' }).waitFor(WAIT);
      expect(await scrollsSideways(page), 'the content manager scrolls sideways').toBe(false);
      await capture(page, `content-translations-es-${viewport.width}`);

      await page.getByRole('button', { name: /^Arabic/ }).click();
      const arabic = page.getByRole('form', { name: 'Arabic course text' });
      const title = arabic.getByLabel('Arabic title');
      await title.waitFor(WAIT);
      expect([await title.getAttribute('dir'), await title.getAttribute('lang')]).toEqual(['rtl', 'ar']);
      expect(await title.inputValue()).toBe('كيف تدير اجتماع فريق ناجحًا');
      expect(await scrollsSideways(page), 'the content manager scrolls sideways in Arabic').toBe(false);
      await capture(page, `content-translations-ar-${viewport.width}`);
      await context.close();
    }
  });

  it('saves a new Spanish title that a Spanish learner then reads on /courses', async () => {
    const newTitle = `Llamadas de equipo que inspiran ${Date.now() % 10_000}`;
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await logIn(page, ADMIN, '/admin');
    const spanish = await openTranslations(page);
    await spanish.getByLabel('Spanish title').fill(newTitle);
    // A save reads the coverage again.
    const recounted = page.waitForResponse((response) => response.url().endsWith('/api/translations/coverage') && response.ok(), WAIT);
    await spanish.getByRole('button', { name: 'Save Spanish' }).click();
    await toast(page, 'Translation Saved');
    await recounted;
    await context.close();

    const name = 'Lectora en español';
    const learner = await signUpUser({ name });
    expect((await callApi('PUT', `/api/users/${learner.user.id}/profile`, { token: learner.session.access_token, body: { name, locale: 'es' } })).status).toBe(
      200,
    );
    const reader = await browser.newContext({ locale: 'en-US', viewport: PHONE, reducedMotion: 'reduce' });
    const learnerPage = await reader.newPage();
    await logIn(learnerPage, learner, '/courses');
    const heading = learnerPage.getByRole('heading', { level: 2, name: newTitle, exact: true });
    await heading.waitFor(WAIT);
    expect(await heading.getAttribute('lang')).toBe('es');
    await reader.close();
  });

  it('marks a translation whose English changed since in the course list, opens it from there, and saving it again makes it current', async () => {
    // The demo course's English description changes under its Spanish; put back in `finally` (before afterAll saves the Spanish again).
    const { rows } = await db().query<{ description: string }>('select description from public.courses where id = $1', [courseId]);
    const english = rows[0]!.description;
    await db().query(`update public.courses set description = description || ' Now with a checklist.' where id = $1`, [courseId]);
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await logIn(page, ADMIN, '/admin');
      // The course list says which course needs its Spanish updated; one tap opens that translation.
      await page.goto(`${stack().appUrl}/content-manager#courses`);
      const listMark = page.getByTestId(`admin-course-${courseId}`).getByTestId('translation-mark-es');
      await listMark.waitFor(WAIT);
      expect(await listMark.textContent()).toBe('Spanish out of date');
      await capture(page, 'content-translations-list-mark-390');
      await listMark.click();
      const spanish = page.getByRole('form', { name: 'Spanish course text' });
      const mark = spanish.getByTestId('translation-out-of-date');
      await mark.waitFor(WAIT);
      expect(await spanish.getByTestId('translation-status').textContent()).toBe(OUT_OF_DATE);
      await page.getByRole('heading', { name: 'Edit Course' }).waitFor(WAIT);
      await page
        .getByTestId('translation-coverage')
        .filter({ hasText: /Spanish: \d+ of \d+ texts, \d+ out of date/ })
        .waitFor(WAIT);
      expect(await scrollsSideways(page), 'the out-of-date mark scrolls sideways').toBe(false);
      await capture(page, 'content-translations-out-of-date-390');

      await spanish.getByRole('button', { name: 'Save Spanish' }).click();
      await toast(page, 'Translation Saved');
      await page
        .getByRole('form', { name: 'Spanish course text' })
        .getByTestId('translation-out-of-date')
        .waitFor({ ...WAIT, state: 'detached' });
    } finally {
      await context.close();
      await db().query('update public.courses set description = $2 where id = $1', [courseId, english]);
    }
  });
});
