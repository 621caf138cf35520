/**
 * The content manager in the admin's language and on a phone (docs/product.md#content-manager;
 * docs/decisions.md, "Languages") in headless Chromium against the production build: the page in
 * Spanish and in Arabic (right to left), its Translations section's save bars one compact row whose
 * button names what it saves, and the publish question's confirm button waiting (disabled, saying so)
 * until the course's materials are counted; a form's refusal and a save's toast in Arabic (no English
 * left in them). Screenshots at 390 and 1280 px in es and ar (test-results/screenshots/content-manager-*),
 * each axe-checked. The courses published here are the file's own.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Course } from '../../contract/index.ts';
import { fileAdmin } from '../integration/api-helpers';
import { browserOfFile } from '../support/browser';
import { callApi, stack } from '../support/clients';
import { capture, logIn, openSection, saidIn, toast, WAIT } from '../support/ui';

/** The picker's stored choice (web/src/i18n/active-locale.ts). */
const LOCALE_STORAGE_KEY = 'mta.locale';

const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The demo's third course, as supabase/seed.sql writes it in Spanish (its quizzes translated too). */
const DEMO_SPANISH_TITLE = 'Cómo dirigir una gran llamada de equipo';

const files = browserOfFile();
let demoId: number;

beforeAll(async () => {
  const listed = (await callApi('GET', '/api/courses', { headers: { 'accept-language': 'es' } })).json as unknown as Course[];
  demoId = listed.find((entry) => entry.title === DEMO_SPANISH_TITLE)!.id;
});

/** The seeded admin signed in (in English, as `logIn` reads the form), then reading `lang` from now on (the picker's stored choice: the admin's profile names no language). */
async function adminPage(lang: 'en' | 'es' | 'ar', viewport: { width: number; height: number }): Promise<Page> {
  const context = await files.context({ locale: 'en-US', viewport });
  const page = await context.newPage();
  await logIn(page, ADMIN, '/admin');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [LOCALE_STORAGE_KEY, lang]);
  return page;
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('the content manager in Spanish and Arabic', () => {
  for (const { lang, dir, heading, courses, translations, courseForm } of [
    { lang: 'es' as const, dir: 'ltr', heading: 'Gestor de contenidos', courses: 'Cursos', translations: 'Traducciones', courseForm: 'Editar curso' },
    { lang: 'ar' as const, dir: 'rtl', heading: 'إدارة المحتوى', courses: 'الدورات', translations: 'الترجمات', courseForm: 'تعديل الدورة' },
  ]) {
    it(`speaks ${lang} (${dir}), its labels and the Translations section, at 390 and 1280 px`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await adminPage(lang, viewport);
        await page.goto(`${stack().appUrl}/content-manager?course=${demoId}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
        await page.getByRole('heading', { name: courseForm }).waitFor(WAIT);
        expect(await page.getByRole('button', { name: courses, exact: true }).getAttribute('aria-expanded')).toBe('true');
        await openSection(page, translations);
        // The Spanish course form's save button, in the admin's language, names what it saves.
        const save = { es: 'Guardar título y descripción en español', ar: 'حفظ العنوان والوصف بالإسبانية' }[lang];
        await page.getByRole('button', { name: save, exact: true }).waitFor(WAIT);
        expect(await scrollsSideways(page), 'the content manager scrolls sideways').toBe(false);
        await capture(page, `content-manager-${lang}-${viewport.width}`);
        await page.context().close();
      }
    });
  }
});

describe("the content manager's refusals and toasts in Arabic", () => {
  it("refuses an empty course and says a course was published in the admin's language", async () => {
    const { token } = await fileAdmin();
    const title = `Shown in Arabic ${randomUUID().slice(0, 8)}`;
    const created = await callApi('POST', '/api/courses', { token, body: { title, description: 'A draft of this test.', category: 'bonus' } });
    const id = (created.json?.course as { id: number }).id;
    expect(id, 'the test’s own draft course').toBeGreaterThan(0);
    const page = await adminPage('ar', PHONE);
    try {
      await page.goto(`${stack().appUrl}/content-manager#courses`);
      await page.getByRole('heading', { level: 1, name: 'إدارة المحتوى' }).waitFor(WAIT);
      // The course form's check, said in its save bar: its title and sentence are the catalogue's Arabic.
      const courseForm = page.getByRole('form', { name: 'إنشاء دورة' });
      await courseForm.getByRole('button', { name: 'إنشاء دورة' }).click();
      await saidIn(courseForm, 'معلومات ناقصة', 'يُرجى كتابة العنوان والوصف');
      await capture(page, 'content-manager-ar-refusal-390');
      await page.getByRole('button', { name: `نشر ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'نشر الدورة' }).click();
      // The save's toast names the course inside the Arabic sentence.
      await toast(page, 'نُشرت الدورة', title);
      const words = await page.getByTestId('toast').filter({ hasText: 'نُشرت الدورة' }).first().textContent();
      expect(words, 'the toast has no English words but the course title').not.toMatch(/learners|Courses now|Course Published/);
      expect(await scrollsSideways(page), 'the toasts scroll sideways').toBe(false);
      await capture(page, 'content-manager-ar-toast-390');
    } finally {
      await page.context().close();
      await callApi('DELETE', `/api/courses/${id}`, { token });
    }
  });
});

describe("the Translations section's save bars", () => {
  it('are one compact row whose button names what it saves, sticky while the form is long', async () => {
    const page = await adminPage('en', PHONE);
    await page.goto(`${stack().appUrl}/content-manager?course=${demoId}`);
    await page.getByRole('heading', { name: 'Edit Course' }).waitFor(WAIT);
    await openSection(page, 'Translations');
    await page.getByRole('button', { name: /^Arabic/ }).click();
    const course = page.getByRole('form', { name: 'Arabic course text' });
    const quiz = page.getByRole('form', { name: 'Arabic text of quiz 1' });
    await course.getByRole('button', { name: 'Save Arabic title and description', exact: true }).waitFor(WAIT);
    await quiz.getByRole('button', { name: 'Save Arabic quiz 1', exact: true }).waitFor(WAIT);
    await page.getByRole('form', { name: 'Arabic reward text' }).getByRole('button', { name: 'Save Arabic reward', exact: true }).waitFor(WAIT);

    // The quiz form is longer than the screen: from its top, its bar is in view at the bottom. The page
    // may still move once after its data settles (the course named in the address is scrolled to), so
    // the form's top is brought into view again until the bar's place holds.
    const bar = quiz.getByTestId('save-bar');
    const barBottomFromFormTop = async () => {
      await quiz.getByRole('heading', { name: 'Quiz 1' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -120));
      const box = await bar.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    await expect.poll(barBottomFromFormTop, { ...WAIT, message: 'the save bar sticks in view' }).toBeLessThanOrEqual(PHONE.height);
    const box = await bar.boundingBox();
    expect(box, 'the quiz form’s save bar').not.toBeNull();
    expect(box!.height, 'the save bar is one compact row').toBeLessThanOrEqual(64);
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    await page.context().close();
  });
});

describe('the publish question', () => {
  it('waits for the count of materials before Publish can be chosen', async () => {
    const { token } = await fileAdmin();
    const title = `Counted before publishing ${randomUUID().slice(0, 8)}`;
    const created = await callApi('POST', '/api/courses', { token, body: { title, description: 'A draft of this test.', category: 'bonus' } });
    const id = (created.json?.course as { id: number }).id;
    expect(id, 'the test’s own draft course').toBeGreaterThan(0);

    // Service workers are blocked (tests/support/browser.ts), so the page's own requests are the ones held here.
    const page = await adminPage('en', PHONE);
    // The count answers only when the test says so.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname.endsWith(`/api/course-materials/${id}`),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${stack().appUrl}/content-manager#courses`);
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Its materials (counting them…).').waitFor(WAIT);
    const confirm = dialog.getByRole('button', { name: 'Counting the materials…' });
    expect(await confirm.isDisabled(), 'Publish waits while the materials are counted').toBe(true);
    expect(await confirm.textContent()).toContain('Counting the materials…');
    await capture(page, 'content-manager-publish-counting-390', { dialog: true });

    answer();
    await dialog.getByText('No materials.').waitFor(WAIT);
    const publish = dialog.getByRole('button', { name: 'Publish Course' });
    await publish.waitFor(WAIT);
    expect(await publish.isEnabled(), 'Publish once counted').toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });
});
