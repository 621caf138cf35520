/**
 * The academy in the visitor's language (docs/product.md#language), in headless Chromium against the
 * production build: the browser's languages choose the landing page's (`Accept-Language` and
 * `navigator.languages` through the context's locale), `<html lang dir>` follows, Arabic is laid out
 * right to left; the picker switches at once and is remembered; a signed-in learner's profile
 * language wins over the browser's, and the picker saves to the profile. Screenshots at 390 and
 * 1280 px in es and ar (test-results/screenshots/i18n-*).
 */
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserOfFile, screenshot } from '../support/browser';
import { callApi, db, signUpSpeaking, signUpUser, stack } from '../support/clients';
import { LAST_WEEK, leagueOf } from '../support/leagues';
import { capture, celebration, logIn, toast, WAIT } from '../support/ui';
import { captionShown } from '../support/video';

const browser = browserOfFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(locale: string, viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.context({ locale, viewport, ...options });
  const page = await context.newPage();
  await page.goto(stack().appUrl, { waitUntil: 'networkidle' });
  return page;
}

const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** A new administrator whose profile speaks `lang` (an administrator can open the content manager and the admin's screens). */
async function adminSpeaking(name: string, lang: string) {
  const admin = await signUpSpeaking(name, lang);
  await db().query('update public.profiles set is_admin = true where id = $1', [admin.user.id]);
  return admin;
}

/**
 * `learner` signed in on an English browser, on `path` once its heading `heading` shows: the page's h1, or on a
 * panel page (/league, /rewards, /earnings, /invite), whose h1 is the nav's name, its first panel's h2 (`level` 2).
 */
async function signedInOn(
  learner: Awaited<ReturnType<typeof signUpSpeaking>>,
  path: string,
  heading: string,
  viewport = DESKTOP,
  level: 1 | 2 = 1,
): Promise<Page> {
  const page = await open('en-US', viewport);
  await logIn(page, learner, path);
  await page.getByRole('heading', { name: heading, exact: true, level }).waitFor(WAIT);
  return page;
}

describe('the landing page in the browser’s language', () => {
  it.each([
    { locale: 'es-ES', lang: 'es', dir: 'ltr', heading: 'Bienvenido a Money Train Academy', join: 'Súbete al Money Train' },
    { locale: 'ar', lang: 'ar', dir: 'rtl', heading: 'مرحبًا بك في Money Train Academy', join: 'اركب قطار Money Train' },
    { locale: 'fr-FR', lang: 'en', dir: 'ltr', heading: 'Welcome to Money Train Academy', join: 'Join the Money Train' },
  ])('$locale → <html lang="$lang" dir="$dir">, in that language', async ({ locale, lang, dir, heading, join }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(locale, viewport);
      await expect.poll(() => title(page).textContent(), WAIT).toBe(heading);
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      await page.getByRole('link', { name: join }).waitFor(WAIT);
      if (lang !== 'en') await screenshot(page, `i18n-landing-${lang}-${viewport.width}`);
      await page.context().close();
    }
  });

  it('mirrors the layout right to left: the picker at the start edge, the text aligned to the right', async () => {
    for (const [locale, pickerOnLeft] of [
      ['ar', true],
      ['es-ES', false],
    ] as const) {
      const page = await open(locale, PHONE);
      const picker = await page.getByTestId('language-picker').boundingBox();
      expect(picker, locale).not.toBeNull();
      expect(picker!.x + picker!.width / 2 < PHONE.width / 2, locale).toBe(pickerOnLeft);
      const cardText = await page
        .getByRole('heading', { level: 3 })
        .first()
        .evaluate((element) => getComputedStyle(element).direction);
      expect(cardText).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await page.context().close();
    }
  });

  it('the picker switches at once and is remembered on this device', async () => {
    const page = await open('en-US');
    await expect.poll(() => title(page).textContent(), WAIT).toBe('Welcome to Money Train Academy');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => title(page).textContent(), WAIT).toBe('Bienvenido a Money Train Academy');
    expect(await documentLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
    await expect.poll(() => documentLanguage(page), WAIT).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => title(page).textContent(), WAIT).toBe('مرحبًا بك في Money Train Academy');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.context().close();
  });
});

describe('sign-in and sign-up in the browser’s language', () => {
  it.each([
    {
      locale: 'es-ES',
      lang: 'es',
      login: 'Hola de nuevo',
      register: 'Súbete al Money Train',
      signup: 'Crea tu cuenta',
      email: 'Correo electrónico',
      forgot: '¿Olvidaste tu contraseña?',
      reset: 'Crea una nueva contraseña',
      required: 'El correo electrónico y la contraseña son obligatorios',
      checkEmail: ['Revisa tu correo', 'Reenviar el enlace'],
      linkNone: ['Aquí no hay nada que confirmar', 'Enviar un nuevo enlace de confirmación'],
      linkExpired: ['Este enlace no funcionó', 'Este enlace caducó o ya se usó. Pide uno nuevo abajo.'],
    },
    {
      locale: 'ar',
      lang: 'ar',
      login: 'مرحبًا بعودتك',
      register: 'اركب قطار Money Train',
      signup: 'أنشئ حسابك',
      email: 'البريد الإلكتروني',
      forgot: 'هل نسيت كلمة المرور؟',
      reset: 'عيّن كلمة مرور جديدة',
      required: 'البريد الإلكتروني وكلمة المرور مطلوبان',
      checkEmail: ['تحقّق من بريدك الإلكتروني', 'إعادة إرسال الرابط'],
      linkNone: ['لا يوجد ما يُؤكَّد هنا', 'أرسل رابط تأكيد جديدًا'],
      linkExpired: ['لم يعمل هذا الرابط', 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا أدناه.'],
    },
  ])(
    '$locale: login, registration, the invitation sign-up, forgot and reset password, the e-mail links’ pages, and the checks’ words',
    async ({ locale, lang, login, register, signup, email, forgot, reset, required, checkEmail, linkNone, linkExpired }) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await browser.context({ locale, viewport });
        const page = await context.newPage();
        for (const [path, heading, name] of [
          ['/auth/login', login, 'login'],
          ['/auth/register', register, 'register'],
          ['/signup?ref=NOSUCHCODE1&source=whatsapp', signup, 'signup'],
        ] as const) {
          await page.goto(`${stack().appUrl}${path}`, { waitUntil: 'networkidle' });
          await expect.poll(() => title(page).textContent(), WAIT).toBe(heading);
          await page.getByLabel(email).waitFor(WAIT);
          expect((await documentLanguage(page)).lang).toBe(lang);
          await screenshot(page, `i18n-${name}-${lang}-${viewport.width}`);
        }
        // The login form's own check, before anything is sent.
        await page.goto(`${stack().appUrl}/auth/login`, { waitUntil: 'networkidle' });
        await expect.poll(() => title(page).textContent(), WAIT).toBe(login);
        await page.locator('form button[type="submit"]').click();
        await page.getByTestId('form-problem').filter({ hasText: required }).waitFor(WAIT);
        for (const [path, heading, name] of [
          ['/auth/forgot-password', forgot, 'forgot-password'],
          ['/auth/reset-password', reset, 'reset-password'],
        ] as const) {
          await page.goto(`${stack().appUrl}${path}`, { waitUntil: 'networkidle' });
          await expect.poll(() => title(page).textContent(), WAIT).toBe(heading);
          expect((await documentLanguage(page)).lang).toBe(lang);
          await screenshot(page, `i18n-${name}-${lang}-${viewport.width}`);
        }
        // "Check your e-mail" and where the e-mails' links land: a page, then a line of it, in the language.
        for (const [path, texts, name] of [
          ['/auth/check-email', checkEmail, 'check-email'],
          ['/auth/callback#error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', linkExpired, 'link-expired'],
          ['/auth/callback', linkNone, 'link-none'],
        ] as const) {
          const [heading, line] = texts as [string, string];
          await page.goto(`${stack().appUrl}${path}`, { waitUntil: 'networkidle' });
          await expect.poll(() => title(page).textContent(), WAIT).toBe(heading);
          await page.getByText(line, { exact: true }).waitFor(WAIT);
          expect(await documentLanguage(page)).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
          await screenshot(page, `i18n-${name}-${lang}-${viewport.width}`);
        }
        await context.close();
      }
    },
    // Nine pages at two widths, each wait bounded by WAIT: 63-67 s in the parallel lanes (their
    // files at a lower priority while the unit tests run), past the file's 60 s per test; the
    // budget of a walk, as the course walks below.
    180_000,
  );
});

describe('a signed-in learner', () => {
  it('gets their profile’s language over the browser’s, and the picker saves to the profile', async () => {
    const learner = await signUpUser({ name: 'Idioma Learner' });
    const saved = await callApi('PUT', `/api/users/${learner.user.id}/profile`, {
      token: learner.session.access_token,
      body: { name: 'Idioma Learner', locale: 'ar' },
    });
    expect(saved.status).toBe(200);

    // A Spanish browser, never used before: the profile's Arabic wins once the learner is signed in.
    const page = await open('es-ES');
    await expect.poll(() => documentLanguage(page), WAIT).toEqual({ lang: 'es', dir: 'ltr' });
    // The login page speaks the browser's Spanish until the profile's language arrives with the user.
    await page.goto(`${stack().appUrl}/auth/login`);
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor(WAIT);
    await page.getByLabel('Correo electrónico').fill(learner.email);
    await page.getByLabel('Contraseña').fill(learner.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
    await page.waitForURL('**/dashboard', WAIT);
    // Today is translated: the profile's Arabic, right to left.
    await page.getByText('خطوتك التالية', { exact: true }).waitFor(WAIT);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.goto(stack().appUrl, { waitUntil: 'networkidle' });
    await expect.poll(() => documentLanguage(page), WAIT).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => title(page).textContent(), WAIT).toBe('مرحبًا بك في Money Train Academy');
    await screenshot(page, 'i18n-landing-signed-in-ar-1280');

    // Picking Spanish here saves it to the profile: it follows the learner to other devices.
    await page.getByTestId('language-picker').selectOption('es');
    await expect.poll(() => title(page).textContent(), WAIT).toBe('Bienvenido a Money Train Academy');
    await expect
      .poll(
        async () => (await db().query<{ locale: string | null }>('select locale from public.profiles where id = $1', [learner.user.id])).rows[0]?.locale,
        WAIT,
      )
      .toBe('es');
    await page.context().close();
  });
});

describe('the signed-in shell speaks the screen’s language', () => {
  it.each([
    { lang: 'es', dir: 'ltr', main: 'Principal', tabs: 'Pestañas', courses: 'Cursos', notFound: 'Página no encontrada', skip: 'Saltar al contenido' },
    { lang: 'ar', dir: 'rtl', main: 'الرئيسية', tabs: 'علامات التبويب', courses: 'الدورات', notFound: 'الصفحة غير موجودة', skip: 'انتقل إلى المحتوى' },
  ])(
    '$lang: the shell speaks it around every screen, the content manager and the 404 page included',
    async ({ lang, dir, main, tabs, courses, notFound, skip }) => {
      const learner = await adminSpeaking(`Shell ${lang} Admin`, lang);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open('en-US', viewport);
        await logIn(page, learner, '/admin');
        // The content manager speaks the admin's language too: its header and tab bar with it.
        await page.goto(`${stack().appUrl}/content-manager`);
        await page
          .getByRole('navigation', { name: viewport === PHONE ? tabs : main })
          .getByRole('link', { name: courses })
          .waitFor(WAIT);
        expect(await documentLanguage(page)).toEqual({ lang, dir });

        // A translated screen (the 404 page): the whole shell in the learner's language.
        await page.goto(`${stack().appUrl}/no-such-stop`);
        await expect.poll(() => title(page).textContent(), WAIT).toBe(notFound);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        const shellNav = page.getByRole('navigation', { name: viewport === PHONE ? tabs : main });
        await shellNav.getByRole('link', { name: courses }).waitFor(WAIT);
        expect(await page.getByRole('link', { name: skip }).count()).toBe(1);
        expect(await page.locator('header, nav, main').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? '').join(' '))).not.toMatch(
          /\b(Courses|Dashboard|Logout|Menu|tokens|Rewards|League)\b/,
        );
        if (viewport === PHONE) {
          // The tab bar's first place (Today) sits at the reading start: the right edge in Arabic.
          const first = await shellNav.getByRole('link').first().boundingBox();
          expect(first!.x + first!.width / 2 > PHONE.width / 2).toBe(dir === 'rtl');
        }
        await screenshot(page, `i18n-shell-404-${lang}-${viewport.width}`);
        await page.context().close();
      }
    },
  );
});

describe('the profile page in the learner’s language', () => {
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor(WAIT);
  const savedLocale = async (id: string) =>
    (await db().query<{ locale: string | null }>('select locale from public.profiles where id = $1', [id])).rows[0]?.locale;

  it('a learner picks a language on the profile: it switches at once, is saved, and follows them to the next sign-in on another device', async () => {
    const learner = await signUpUser({ name: 'Perfil Learner' });
    // An administrator, who can open the content manager as well.
    await db().query('update public.profiles set is_admin = true where id = $1', [learner.user.id]);
    const desktop = await open('en-US', DESKTOP);
    await logIn(desktop, learner, '/profile');
    await heading(desktop, 'Your profile');
    expect(await documentLanguage(desktop)).toEqual({ lang: 'en', dir: 'ltr' });

    await desktop.getByTestId('language-picker').selectOption('es');
    await heading(desktop, 'Tu perfil');
    expect(await documentLanguage(desktop)).toEqual({ lang: 'es', dir: 'ltr' });
    await desktop.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cursos' }).waitFor(WAIT);
    await desktop.getByRole('button', { name: 'Guardar cambios' }).waitFor(WAIT);
    // The coaching, sponsor e-mails and reminders sections speak it too.
    await desktop.getByText('Dejar que mi patrocinador me acompañe').waitFor(WAIT);
    await desktop.getByText('Correos de mi patrocinador').waitFor(WAIT);
    await expect.poll(() => savedLocale(learner.user.id), WAIT).toBe('es');
    await screenshot(desktop, 'i18n-profile-es-1280');

    await desktop.getByTestId('language-picker').selectOption('ar');
    await heading(desktop, 'ملفك الشخصي');
    expect(await documentLanguage(desktop)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => savedLocale(learner.user.id), WAIT).toBe('ar');
    // The checks speak it too: an empty name is refused in Arabic, under its field.
    await desktop.getByLabel('الاسم', { exact: true }).fill('');
    await desktop.getByRole('button', { name: 'احفظ التغييرات' }).click();
    await desktop.getByText('الاسم مطلوب').waitFor(WAIT);
    await screenshot(desktop, 'i18n-profile-ar-1280');
    // The content manager speaks it too, right to left, header included.
    await desktop.goto(`${stack().appUrl}/content-manager`);
    await desktop.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'الدورات' }).waitFor(WAIT);
    expect(await documentLanguage(desktop)).toEqual({ lang: 'ar', dir: 'rtl' });
    await desktop.context().close();

    // Another device, an English browser: the profile's Arabic comes with the sign-in.
    const phone = await open('en-US', PHONE);
    await logIn(phone, learner, '/profile');
    await heading(phone, 'ملفك الشخصي');
    expect(await documentLanguage(phone)).toEqual({ lang: 'ar', dir: 'rtl' });
    await phone.getByRole('navigation', { name: 'علامات التبويب' }).getByRole('link', { name: 'الدورات' }).waitFor(WAIT);
    await screenshot(phone, 'i18n-profile-ar-390');
    await phone.getByTestId('language-picker').selectOption('es');
    await heading(phone, 'Tu perfil');
    await phone.getByRole('button', { name: 'Menú' }).waitFor(WAIT);
    await expect.poll(() => savedLocale(learner.user.id), WAIT).toBe('es');
    await screenshot(phone, 'i18n-profile-es-390');
    await phone.context().close();
  });
});

/**
 * The phone tab bar's labels whose text comes closer than 3 px to their tab's sides or the screen's,
 * with by how much: Arabic's "لوحة التحكم" ran edge to edge, its first letter against the screen's edge.
 */
const tabLabelsOutsideTheirTabs = (page: Page) =>
  page.getByTestId('tab-label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const tab = label.closest('li')!.getBoundingClientRect();
      const left = Math.max(tab.left, 0);
      const right = Math.min(tab.right, document.documentElement.clientWidth);
      const room = Math.min(text.left - left, right - text.right);
      return room < 3 ? [`${label.textContent}: ${room.toFixed(1)} px from its edge`] : [];
    }),
  );

describe('Today and a station in the learner’s language', () => {
  /** Where a box sits across the page: its left and right edges. */
  const edges = async (page: Page, testId: string) => {
    const box = (await page.getByTestId(testId).first().boundingBox())!;
    return { left: box.x, right: box.x + box.width };
  };
  /** How an arrow character is drawn: its direction and any transform. "›" is a mirrored character, drawn "‹" right to left by itself. */
  const arrowDrawing = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => `${getComputedStyle(element).direction} ${getComputedStyle(element).transform}`);

  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      nextStep: 'TU SIGUIENTE PASO',
      start: 'Empezar la Estación 1',
      streak: 'Racha de 1 día',
      tokens: '0 tokens',
      map: 'Mapa de la aventura',
      complete: 'Completar misión',
      objectives: 'Objetivos de la lección',
      completed: '¡Misión completada!',
      notNow: 'Ahora no',
      progress: /^1 de \d+ completadas$/,
    },
    {
      lang: 'ar',
      dir: 'rtl',
      nextStep: 'خطوتك التالية',
      start: 'ابدأ المحطة 1',
      streak: 'سلسلة يوم واحد',
      tokens: '0 توكن',
      map: 'خريطة الرحلة',
      complete: 'أكمل المهمة',
      objectives: 'أهداف الدرس',
      completed: 'اكتملت المهمة!',
      notNow: 'ليس الآن',
      progress: /^1 من \d+ مكتملة$/,
    },
  ])(
    '$lang: Today, a station and its Mission Completed moment, $dir, with no English but the content',
    async ({ lang, dir, nextStep, start, streak, tokens, map, complete, objectives, completed, notNow, progress }) => {
      const learner = await signUpSpeaking(`Hoy ${lang} Learner`, lang);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open('en-US', viewport);
        await logIn(page, learner);
        await page.getByText(nextStep, { exact: true }).waitFor(WAIT);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        await page.getByTestId('today-streak').filter({ hasText: streak }).waitFor(WAIT);
        await page.getByTestId('today-tokens').filter({ hasText: tokens }).waitFor(WAIT);
        await page.getByRole('heading', { name: map }).waitFor(WAIT);
        await page.getByTestId('today-league').filter({ hasNotText: '…' }).waitFor(WAIT);
        // Nothing of the app's own English is left on Today (station titles are content, translated with the product data).
        const words = await page.locator('body').innerText();
        expect(words).not.toMatch(
          /\b(Welcome|TODAY|YOUR NEXT STEP|streak|Total points|Missions done|Badges earned|Quest Map|Your journey|More for today|This week's league|Not ranked yet|Start Station|Loading)\b/,
        );
        // Right to left: the streak's flame at the reading start (the right in Arabic), the rows' chevrons mirrored to point onward.
        const flame = await page.getByTestId('today-streak').locator('svg').first().boundingBox();
        const streakText = await page.getByTestId('today-streak-detail').boundingBox();
        expect(flame!.x > streakText!.x, 'flame after the text in reading order').toBe(dir === 'rtl');
        expect(await arrowDrawing(page, '[data-testid="more-for-today-chevron"]')).toBe(dir === 'rtl' ? 'rtl matrix(-1, 0, 0, 1, 0, 0)' : 'ltr none');
        // The next step's title is read whole: two lines on a phone rather than an ellipsis.
        expect(await page.getByTestId('today-next-step-summary').evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
        if (viewport === PHONE) expect(await tabLabelsOutsideTheirTabs(page)).toEqual([]);
        await screenshot(page, `i18n-today-${lang}-${viewport.width}`);
        await page.context().close();
      }

      // A station from Today's next step: its chrome in the learner's language, the lesson as the database has it (translated: tests/e2e/station-language.test.ts).
      const page = await open('en-US', PHONE);
      await logIn(page, learner);
      await page.getByTestId('today-next-step').getByRole('link', { name: start }).click();
      await page.waitForURL('**/mission/1', WAIT);
      const button = page.getByRole('button', { name: complete });
      await button.waitFor(WAIT);
      await page.getByRole('heading', { name: objectives }).waitFor(WAIT);
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      expect(await page.locator('main').innerText()).not.toMatch(
        /\b(STATION \d|Complete Mission|Back to Dashboard|Lesson objectives|What this station sets you up to do)\b/,
      );
      await screenshot(page, `i18n-station-${lang}-390`);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, `i18n-station-${lang}-1280`);
      await button.click();
      await page.waitForURL('**/dashboard', WAIT);
      const moment = await celebration(page, completed);
      await screenshot(page, `i18n-station-completed-${lang}-1280`);
      await moment.getByRole('button', { name: notNow }).click();
      await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
      await page.getByTestId('quest-progress').filter({ hasText: progress }).waitFor(WAIT);
      // The journey's bar fills from the reading start: the right edge in Arabic, the left in Spanish.
      const bar = await edges(page, 'quest-map-bar');
      const fill = await page.getByTestId('quest-map-bar').locator('> div').boundingBox();
      const start_ = dir === 'rtl' ? bar.right - (fill!.x + fill!.width) : fill!.x - bar.left;
      expect(Math.abs(start_)).toBeLessThan(1);
      expect(fill!.width).toBeGreaterThan(0);
      await page.context().close();
    },
  );
});

describe('the League page in the learner’s language', () => {
  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      heading: 'Clasificación',
      week: 'La liga de esta semana',
      allTime: 'Histórico',
      notRanked: 'Aún sin posición',
      you: '(Tú)',
      challenges: 'Retos diarios',
      join: 'Unirme al reto',
      joined: '¡Te uniste al reto!',
      progress: '0 de 10',
      checkIn: 'Registrar',
      checkedIn: 'Registrado: 1 de 10',
      back: '← Volver al panel',
      talk: 'Habla con 10 personas',
    },
    {
      lang: 'ar',
      dir: 'rtl',
      heading: 'لوحة المتصدرين',
      week: 'دوري هذا الأسبوع',
      allTime: 'كل الأوقات',
      notRanked: 'لم تُصنَّف بعد',
      you: '(أنت)',
      challenges: 'التحديات اليومية',
      join: 'انضم إلى التحدي',
      joined: 'انضممت إلى التحدي!',
      progress: '0 من 10',
      checkIn: 'سجّل',
      checkedIn: 'تم التسجيل: 1 من 10',
      back: '→ العودة إلى لوحة التحكم',
      talk: 'تحدّث مع 10 أشخاص',
    },
  ])(
    '$lang: the league, the all-time board and the daily challenges, $dir, with no English but names and content',
    async ({ lang, dir, heading, week, allTime, notRanked, you, challenges, join, joined, progress, checkIn, checkedIn, back, talk }) => {
      const learner = await signUpSpeaking(`Liga ${lang} Learner`, lang);
      // A league of its own: the page's words are read whole, and another file's learner named "Lou
      // Loading" in this week's league reads as the app's English "Loading" (tests/README.md, rule 2).
      await leagueOf([learner.user.id], LAST_WEEK);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await signedInOn(learner, '/league', heading, viewport, 2);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        await page.getByRole('tab', { name: week, selected: true }).waitFor(WAIT);
        await page.getByTestId('league-climb').filter({ hasText: notRanked }).waitFor(WAIT);
        await page
          .getByTestId('league-row')
          .filter({ hasText: `Liga ${lang} Learner ${you}` })
          .waitFor(WAIT);
        await page.getByRole('heading', { name: challenges }).waitFor(WAIT);
        await page.getByRole('link', { name: back }).waitFor(WAIT);
        // The app's own English is gone (challenge titles and descriptions are content: the product challenges ship in es and ar).
        const english =
          /\b(Leaderboard|This week's league|All time|Not ranked yet|You are|Points earned|Promotion line|pts|Daily Challenges|Join Challenge|Loading|Back to Dashboard|Check In Today|Retired)\b|\(You\)/;
        expect(await page.locator('main').innerText()).not.toMatch(english);
        // Right to left: the rank circle at the reading start of its row (the right edge in Arabic).
        const row = (await page.getByTestId('league-row').first().boundingBox())!;
        const rank = (await page.getByTestId('league-row').first().locator('> div').first().boundingBox())!;
        expect(rank.x + rank.width / 2 > row.x + row.width / 2, 'rank circle at the reading start').toBe(dir === 'rtl');
        await screenshot(page, `i18n-league-${lang}-${viewport.width}`);

        if (viewport === DESKTOP) {
          await page.getByRole('tab', { name: allTime }).click();
          await page.getByTestId('leaderboard-row').first().waitFor(WAIT);
          expect(await page.locator('main').innerText()).not.toMatch(english);
          await screenshot(page, `i18n-league-all-time-${lang}-1280`);
          // A challenge joined and checked in: the toasts and the run's progress in the learner's language.
          const card = page.getByRole('group', { name: talk });
          await card.getByRole('button', { name: join }).click();
          await page.getByText(joined).first().waitFor(WAIT);
          await card.getByTestId('challenge-progress').filter({ hasText: progress }).waitFor(WAIT);
          await card.getByRole('button', { name: checkIn, exact: true }).click();
          await page.getByText(checkedIn).first().waitFor(WAIT);
          await card.scrollIntoViewIfNeeded();
          await screenshot(page, `i18n-league-challenge-${lang}-1280`);
        }
        await page.context().close();
      }
    },
  );

  it('en: the League page keeps its English words', async () => {
    const learner = await signUpSpeaking('League en Learner', 'en');
    const page = await signedInOn(learner, '/league', 'Leaderboard', PHONE, 2);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('tab', { name: "This week's league", selected: true }).waitFor(WAIT);
    await page.getByTestId('league-row').filter({ hasText: 'League en Learner (You)' }).filter({ hasText: '0 pts' }).waitFor(WAIT);
    await page
      .getByTestId('league-week')
      .filter({ hasText: /^Points earned this week\. The top \d+ are promoted when the week ends / })
      .waitFor(WAIT);
    await page.getByText('Complete a challenge to earn ').waitFor(WAIT);
    await page.getByRole('link', { name: '← Back to Dashboard' }).waitFor(WAIT);
    await page.context().close();
  });
});

describe('the Rewards page in the learner’s language', () => {
  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      heading: 'Recompensas',
      available: 'Tokens disponibles',
      achievements: 'Logros',
      firstAchievement: 'Primer pasajero',
      cost: '5 tokens',
      balance: '10 → 5 tokens',
      redeemed: '¡Recompensa canjeada!',
      spent: 'Te quedan 5 tokens (tenías 10)',
      seeIt: 'Verla en Recompensas canjeadas',
      pending: 'Pendiente',
      warmLeads: '10 contactos interesados',
      pendingLine: /^Canjeada el \d+ [a-z]+ \d{4}\. La estamos preparando/,
    },
    {
      lang: 'ar',
      dir: 'rtl',
      heading: 'المكافآت',
      available: 'التوكنات المتاحة',
      achievements: 'الإنجازات',
      firstAchievement: 'الراكب الأول',
      cost: '5 توكنات',
      balance: 'يتبقى لك 5 توكنات (كان لديك 10)',
      redeemed: 'تم استبدال المكافأة!',
      spent: 'يتبقى لك 5 توكنات (كان لديك 10)',
      seeIt: 'اعرضها في المكافآت المستلمة',
      pending: 'قيد الانتظار',
      warmLeads: '10 عملاء مهتمين',
      pendingLine: /^استُبدلت في \d+ \S+ \d{4}\. نحن نجهّزها/,
    },
  ])(
    '$lang: the balance, the catalogue, a redemption asked, celebrated and claimed, the badges and achievements, $dir',
    async ({ lang, dir, heading, available, achievements, firstAchievement, cost, balance, redeemed, spent, seeIt, pending, warmLeads, pendingLine }) => {
      const learner = await signUpSpeaking(`Premio ${lang} Learner`, lang);
      await db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 10, 'adjustment', 'e2e i18n rewards')`, [
        learner.user.id,
      ]);
      // The app's own English (reward titles and descriptions are content, translated too: docs/decisions.md, "Languages").
      const english =
        /\b(Available tokens|Claimed rewards|Badges earned|Station \d|Achievements|Unlocked|Pause spotlight|Referrals|Network|Coming soon|more tokens?|Nothing claimed yet|Loading|Back to Dashboard|people invited)\b/;
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await signedInOn(learner, '/rewards', heading, viewport, 2);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        await page.getByText(available).waitFor(WAIT);
        await page.getByTestId('rewards-tokens').filter({ hasText: '10' }).waitFor(WAIT);
        await page.getByRole('heading', { name: achievements, exact: true }).waitFor(WAIT);
        await page.getByTestId('achievement-referrals-1').filter({ hasText: firstAchievement }).waitFor(WAIT);
        expect(await page.locator('main').innerText()).not.toMatch(english);
        await screenshot(page, `i18n-rewards-${lang}-${viewport.width}`);
        await page.getByTestId('achievement-referrals-1').scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-rewards-achievements-${lang}-${viewport.width}`);
        if (viewport === PHONE) {
          await page.context().close();
          continue;
        }

        // A manual reward (its title in the learner's language): asked first in the learner's words, then celebrated with the balance counted down, then claimed.
        await page.getByTestId('catalogue-reward').filter({ hasText: warmLeads }).getByRole('button').click();
        const ask = page.getByTestId('redeem-dialog');
        await ask.getByTestId('redeem-cost').filter({ hasText: cost }).waitFor(WAIT);
        expect(await ask.getByTestId('redeem-balance').textContent()).toBe(balance);
        expect(await ask.innerText()).not.toMatch(/\b(REDEEM A REWARD|What you get|Cost|Your balance|Cancel|Redeem|A person prepares)\b/);
        await screenshot(page, `i18n-rewards-confirm-${lang}-1280`);
        await ask.getByTestId('redeem-confirm').click();
        const moment = await celebration(page, redeemed);
        expect(await moment.getByTestId('spent-balance').textContent()).toBe(spent);
        expect(await moment.innerText()).not.toMatch(/\b(Reward redeemed|It is on its way|Claimed rewards)\b/);
        await screenshot(page, `i18n-rewards-celebration-${lang}-1280`);
        await moment.getByRole('button', { name: seeIt }).click();
        await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
        const claimed = page.getByTestId('claimed-reward').filter({ hasText: pending });
        await claimed.waitFor(WAIT);
        expect((await claimed.locator('p').nth(1).textContent())?.replace(/[\u2068\u2069]/g, '')).toMatch(pendingLine);
        expect(await page.locator('main').innerText()).not.toMatch(english);
        await claimed.scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-rewards-claimed-${lang}-1280`);
        await page.context().close();
      }
    },
  );

  it('en: the Rewards page keeps its English words', async () => {
    const learner = await signUpSpeaking('Rewards en Learner', 'en');
    const page = await signedInOn(learner, '/rewards', 'Rewards', PHONE, 2);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByText('Available tokens').waitFor(WAIT);
    await page.getByText('Nothing claimed yet. Earn tokens on the Quest Map.').waitFor(WAIT);
    await page
      .getByTestId('achievements-unlocked')
      .filter({ hasText: /^0 of 10 unlocked$/ })
      .waitFor(WAIT);
    await page
      .getByTestId('achievement-referrals-1')
      .filter({ hasText: 'First Passenger' })
      .filter({ hasText: 'Invite your first friend aboard' })
      .waitFor(WAIT);
    await page.getByRole('button', { name: 'Redeem 10 Warm Leads for 5 tokens' }).waitFor(WAIT);
    await page.context().close();
  });
});

/**
 * Each "US$" in `box`'s text with the digit before it, where they are drawn: the amounts whose "$" is
 * not right after "US", or whose currency is not at the number's reading end (the left of a
 * right-to-left line, the right of a left-to-right one).
 */
const amountsInReadingOrder = (box: Locator) =>
  box.evaluate((root) => {
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const wrong: string[] = [];
    let amounts = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      for (let at = text.indexOf('US$'); at >= 0; at = text.indexOf('US$', at + 1)) {
        const digit = text.slice(0, at).search(/\d[^\d]*$/);
        if (digit < 0) continue;
        amounts += 1;
        const rtl = getComputedStyle(node.parentElement!).direction === 'rtl';
        const [u, s, dollar, number] = [rectOf(node, at), rectOf(node, at + 1), rectOf(node, at + 2), rectOf(node, digit)];
        const together = u.left < s.left && s.left < dollar.left;
        const atReadingEnd = rtl ? dollar.right <= number.left + 1 : u.left >= number.right - 1;
        if (!together || !atReadingEnd) wrong.push(text.slice(Math.max(0, digit - 12), at + 3));
      }
    }
    return { amounts, wrong };
  });

describe('the earnings calculator in the learner’s language', () => {
  /** The calculator's own English (the disclosure's costs and source are the operator's content, as written). */
  const english =
    /\b(Earnings Calculator|Auto Calculate|Manual Input|Flat Multiplier|Custom Levels|Direct referrals|Average referrals|Projection months|Max levels|Hypothetical|Monthly potential|Yearly potential|Typical participant|This projection|Network size|Average per person|Level|People|Rate|Cumulative|Animate Network Growth|Invite Friends Now|What a typical|median earnings|earned nothing|Typical costs|participants|Beside what|Back to Dashboard|Loading|months)\b|Source:/;

  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      heading: 'Calculadora de ganancias',
      median: '84 US$',
      manual: 'Entrada manual',
      counted: '3 personas contadas',
      tableName: 'Tabla de niveles',
    },
    { lang: 'ar', dir: 'rtl', heading: 'حاسبة الأرباح', median: '84 US$', manual: 'إدخال يدوي', counted: '3 أشخاص محتسبون', tableName: 'جدول المستويات' },
  ])('$lang: the disclosure, the projection, its table and the reality check, $dir', async ({ lang, dir, heading, median, manual, counted, tableName }) => {
    const learner = await signUpSpeaking(`Ganancias ${lang} Learner`, lang);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInOn(learner, '/earnings', heading, viewport, 2);
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      // Dollars in the language's own way of writing them (Intl), the typical figure first.
      await page.getByTestId('typical-median').filter({ hasText: median }).waitFor(WAIT);
      await page.getByTestId('calc-reality-paragraph').first().waitFor(WAIT);
      expect(await page.locator('main').innerText()).not.toMatch(english);
      // Right to left: the table's first column (the level) at the right, its last at the left.
      const first = (await page.getByRole('columnheader').first().boundingBox())!;
      const last = (await page.getByRole('columnheader').last().boundingBox())!;
      expect(first.x > last.x, 'the level column at the reading start').toBe(dir === 'rtl');
      // Every column on the page, the longest figures included: no sideways scroll in the level table.
      const table = page.getByRole('region', { name: tableName });
      await table.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await screenshot(page, `i18n-earnings-table-${lang}-${viewport.width}`);
      expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `i18n-earnings-${lang}-${viewport.width}`);
      await page.getByTestId('calc-reality').scrollIntoViewIfNeeded();
      // An amount inside a sentence is one unit, number then currency in reading order: "US$" whole, at the
      // number's reading end (its left in Arabic, "US$ 258,280,452" on screen; its right in Spanish).
      const { amounts, wrong } = await amountsInReadingOrder(page.getByTestId('calc-reality'));
      expect(amounts, 'amounts in the reality check').toBeGreaterThanOrEqual(lang === 'ar' ? 3 : 1);
      expect(wrong).toEqual([]);
      await screenshot(page, `i18n-earnings-reality-${lang}-${viewport.width}`);
      if (viewport === DESKTOP) {
        await page.getByRole('button', { name: manual }).click();
        await page.getByText(counted).first().waitFor(WAIT);
        expect(await page.locator('main').innerText()).not.toMatch(english);
        await page.getByRole('button', { name: manual }).scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-earnings-manual-${lang}-1280`);
      }
      await page.context().close();
    }
  });

  it('en: the calculator keeps its English words and figures', async () => {
    const learner = await signUpSpeaking('Earnings en Learner', 'en');
    const page = await signedInOn(learner, '/earnings', 'Earnings Calculator', PHONE, 2);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page
      .getByTestId('typical-median')
      .filter({ hasText: /^\$84$/ })
      .waitFor(WAIT);
    await page.getByText('What a typical participant earns').waitFor(WAIT);
    await page.getByRole('button', { name: 'Auto Calculate' }).waitFor(WAIT);
    await page
      .getByTestId('calc-yearly')
      .filter({ hasText: /^\$258\.3M$/ })
      .waitFor(WAIT);
    await page.getByText("Above the disclosure's top figure.", { exact: false }).first().waitFor(WAIT);
    await page.context().close();
  });
});

describe('the courses list in the learner’s language', () => {
  /** The page's own words, leaving out content (course titles, descriptions, categories) and the sections not translated yet (lang="en"). */
  const appText = (page: Page) =>
    page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[lang="en"], [dir="auto"]').forEach((element) => element.remove());
      return copy.textContent ?? '';
    });
  const english =
    /\b(Courses|Start Learning|Review Course|MATERIALS|Progress|Short lessons|Complete a course|its quizzes add|Loading courses|No courses available|Self-paced|Draft)\b|\d+ min video|more\b/;

  it.each([
    { lang: 'es', dir: 'ltr', heading: 'Cursos', start: 'Empezar a aprender', intro: 'Lecciones cortas, hojas de trabajo y cuestionarios.' },
    { lang: 'ar', dir: 'rtl', heading: 'الدورات', start: 'ابدأ التعلّم', intro: 'دروس قصيرة وأوراق عمل واختبارات.' },
  ])('$lang: the heading, the cards and their buttons, $dir', async ({ lang, dir, heading, start, intro }) => {
    const learner = await signUpSpeaking(`Cursos ${lang} Learner`, lang);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInOn(learner, '/courses', heading, viewport);
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      await page.getByText(intro, { exact: false }).waitFor(WAIT);
      await page.getByRole('link', { name: start }).first().waitFor(WAIT);
      expect(await appText(page)).not.toMatch(english);
      // Right to left: the book icon at the reading start of the heading (its right in Arabic).
      const title = (await page.getByRole('heading', { name: heading, exact: true }).boundingBox())!;
      const icon = (await page.locator('main svg').first().boundingBox())!;
      expect(icon.x > title.x, 'the icon at the reading start').toBe(dir === 'rtl');
      await screenshot(page, `i18n-courses-${lang}-${viewport.width}`);
      await page.context().close();
    }
  });

  it('en: the courses list keeps its English words', async () => {
    const learner = await signUpSpeaking('Courses en Learner', 'en');
    const page = await signedInOn(learner, '/courses', 'Courses', PHONE);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByText('Short lessons, worksheets and quizzes.', { exact: false }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Start Learning' }).first().waitFor(WAIT);
    await page.getByRole('progressbar').first().waitFor(WAIT);
    await page.context().close();
  });
});

describe('My Team and the invite page in the learner’s language', () => {
  /** My Team's, the coaching queue's and the invite panel's own English (names are the test's, the link's words are its address). */
  const english =
    /\b(My Team|Team members|Stuck|Stations done|Courses completed|Your downline|Joined with your link|Level \d|Showing|Show more|Invite Friends|Copy Link|Copy Code|Your invitation link|Your referrals|Enrolment bonus|Pending|Not paid yet|Nudge|Cheer|Welcome|Your team today|Loading|Send Invite|Invite a friend|Earn|via|active|Open the calculator|Reminders from your sponsor|joined|Paid|Invited by e-mail|Language of the e-mail)\b/;

  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      heading: 'Mi equipo',
      stuckTotal: /^Sin avanzar \(\d+\+ días\)\d+$/,
      stuck: 'Sin avanzar',
      invite: 'Invitar amigos',
      cheer: 'Elige unas palabras de ánimo o escribe las tuyas',
      pending: 'Pendiente',
    },
    {
      lang: 'ar',
      dir: 'rtl',
      heading: 'فريقي',
      stuckTotal: /^متوقفون \(\d+ (يوم|أيام|يومًا) أو أكثر\)\d+$/,
      stuck: 'متوقف',
      invite: 'ادعُ أصدقاءك',
      cheer: 'اختر كلمات تشجيع أو اكتب كلماتك',
      pending: 'قيد الانتظار',
    },
  ])(
    '$lang: the team, its coaching queue and cheer form, the invite panel and /invite, $dir',
    async ({ lang, dir, heading, stuckTotal, stuck, invite, cheer, pending }) => {
      const sponsor = await signUpSpeaking(`Lía ${lang} Patrocina`, lang);
      const code = async (id: string) =>
        (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [id])).rows[0]!.code;
      const recruit = await signUpUser({ name: `Omar ${lang} Recluta`, referralCode: await code(sponsor.user.id) });
      const quiet = await signUpUser({ name: `Nadia ${lang} Callada`, referralCode: await code(recruit.user.id) });
      // Nadia joined 12 days ago and has not been back: stuck.
      await db().query(`update public.profiles set created_at = now() - interval '12 days', last_login_on = null where id = $1`, [quiet.user.id]);
      const sent = await callApi('POST', `/api/users/${sponsor.user.id}/invite`, {
        token: sponsor.session.access_token,
        body: { email: `amiga-${lang}@example.com` },
      });
      expect(sent.status).toBeLessThan(300);

      for (const viewport of [PHONE, DESKTOP]) {
        const page = await signedInOn(sponsor, '/team', heading, viewport);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        const member = page.getByTestId('team-member').filter({ hasText: `Nadia ${lang} Callada` });
        await member.filter({ hasText: stuck }).waitFor(WAIT);
        // The second tile: "Stuck (7+ days)" and its count.
        expect(await page.getByTestId('team-totals').locator(':scope > div').nth(1).textContent()).toMatch(stuckTotal);
        await page.getByTestId('coaching-task').first().waitFor(WAIT);
        await page.getByTestId('joined-summary').waitFor(WAIT);
        await page.getByTestId('invitation-list').filter({ hasText: pending }).waitFor(WAIT);
        expect(await page.locator('main').innerText()).not.toMatch(english);
        await screenshot(page, `i18n-team-${lang}-${viewport.width}`);

        // The invite panel: the link left to right, whole, in the page's direction; the shares from the reading start.
        const link = page.getByTestId('invite-link');
        await link.scrollIntoViewIfNeeded();
        expect(await link.getAttribute('dir')).toBe('ltr');
        expect(await link.textContent()).toMatch(/^http.*\/signup\?ref=/);
        const facebook = (await page.getByRole('button', { name: /Facebook/ }).boundingBox())!;
        const whatsapp = (await page.getByRole('button', { name: /WhatsApp/ }).boundingBox())!;
        expect(facebook.x > whatsapp.x, 'the first share at the reading start').toBe(dir === 'rtl');
        await screenshot(page, `i18n-team-invite-${lang}-${viewport.width}`);

        // The cheer form of the first task, its chips in the language.
        await page.getByTestId('coaching-task').first().getByRole('button').first().click();
        const form = page.getByTestId('cheer-form');
        await form.getByText(cheer).waitFor(WAIT);
        expect(await form.innerText()).not.toMatch(/\b(Pick a cheer|Your cheer|characters|Send cheer|Cancel|Welcome to the team|Proud of you)\b/);
        await form.scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-team-cheer-${lang}-${viewport.width}`);

        // /invite: the panel alone, with the people who joined listed.
        await page.goto(`${stack().appUrl}/invite`);
        await page.getByRole('heading', { name: invite, exact: true, level: 2 }).waitFor(WAIT);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        await page
          .getByTestId('joined-list')
          .filter({ hasText: `Omar ${lang} Recluta` })
          .waitFor(WAIT);
        expect(await page.locator('main').innerText()).not.toMatch(english);
        // The invitation e-mail's language: the page's by default.
        expect(await page.getByTestId('invite-language').inputValue()).toBe(lang);
        await screenshot(page, `i18n-invite-${lang}-${viewport.width}`);
        await page.context().close();
      }
    },
  );
});

describe('the profile’s Reminders section and /unsubscribe in the learner’s language', () => {
  /** The Reminders section's and the opt-out page's own English ("push" is Spanish too; the time zone is named in the page's language, UTC as UTC). */
  const english =
    /\b(Daily reminder|your time|Streak at risk|Weekly league recap|How|By e-mail|By push notification|device|Save reminders|You get|No reminders|Turn on|Reminder e-mails|Unsubscribe|Stop the daily|Done)\b/;

  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      heading: 'Tu perfil',
      section: 'Recordatorios',
      none: 'Sin recordatorios: solo sabrás de nosotros cuando lo pidas.',
      save: 'Guardar recordatorios',
      channel: 'Elige correo, push o ambos',
      email: 'Por correo electrónico',
      saved: 'Recordatorios guardados',
      daily: /^Recibes un recordatorio diario a las 07:45 por correo electrónico \((UTC|hora [^)]+)\), nunca después/,
    },
    {
      lang: 'ar',
      dir: 'rtl',
      heading: 'ملفك الشخصي',
      section: 'التذكيرات',
      none: 'لا تذكيرات: لن نراسلك إلا حين تطلب ذلك.',
      save: 'احفظ التذكيرات',
      channel: 'اختر البريد الإلكتروني أو الإشعارات الفورية أو كليهما',
      email: 'بالبريد الإلكتروني',
      saved: 'تم حفظ التذكيرات',
      // 07:45 with the Arabic for "in the morning" (CLDR's ص), as the time field's language writes it.
      daily: /^تتلقى تذكيرًا يوميًا في الساعة 07:45\s?ص بالبريد الإلكتروني \((UTC|توقيت [^)]+)\)، ولا يصلك/,
    },
  ])(
    '$lang: the Reminders section, its problem, its saved line and summary, $dir, at 390 and 1280 px',
    async ({ lang, dir, heading, section, none, save, channel, email, saved, daily }) => {
      const learner = await signUpSpeaking(`Rita ${lang} Recuerda`, lang);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await signedInOn(learner, '/profile', heading, viewport);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        const reminders = page.getByRole('region', { name: section });
        const summary = reminders.getByTestId('reminders-summary');
        await summary.waitFor(WAIT);
        // No English box around it any more: the page's language, the page's direction.
        expect(await reminders.locator('[lang="en"]').count()).toBe(0);
        if (viewport === PHONE) {
          expect(await summary.textContent()).toBe(none);
          await reminders.getByTestId('reminder-daily').click();
          await reminders.getByRole('button', { name: save }).click();
          await reminders.getByTestId('reminders-error').filter({ hasText: channel }).waitFor(WAIT);
          expect(await reminders.innerText()).not.toMatch(english);
          await reminders.getByTestId('reminders-error').scrollIntoViewIfNeeded();
          await screenshot(page, `i18n-reminders-problem-${lang}-390`);
          await reminders.locator('input[type="time"]').fill('07:45');
          await reminders.getByTestId('reminder-by-email').click();
          await reminders.getByRole('button', { name: save }).click();
          await reminders.getByTestId('reminders-said').filter({ hasText: saved }).waitFor(WAIT);
          await summary.filter({ hasText: email }).waitFor(WAIT);
        }
        expect(await summary.textContent()).toMatch(daily);
        expect(await reminders.innerText()).not.toMatch(english);
        await reminders.scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-reminders-${lang}-${viewport.width}`);
        await page.context().close();
      }
      const { rows } = await db().query(`select to_char(daily_at, 'HH24:MI') as at, by_email from public.reminder_settings where user_id = $1`, [
        learner.user.id,
      ]);
      expect(rows[0]).toEqual({ at: '07:45', by_email: true });
    },
  );

  it('es: a reminder e-mail’s opt-out page speaks the browser’s language, at 390 and 1280 px', async () => {
    const learner = await signUpUser({ name: 'Beto Baja' });
    await db().query(`insert into public.reminder_settings (user_id, daily_at, by_email) values ($1, '08:00', true)`, [learner.user.id]);
    const { rows } = await db().query<{ token: string }>('select unsubscribe_token::text as token from public.reminder_settings where user_id = $1', [
      learner.user.id,
    ]);
    const page = await open('es-ES', PHONE);
    await page.goto(`${stack().appUrl}/unsubscribe?reminders=${rows[0]!.token}`);
    await page.getByRole('heading', { level: 1, name: 'Correos de recordatorio' }).waitFor(WAIT);
    expect(await documentLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
    await page.getByText('¿Dejar de recibir los correos de recordatorio diario, de racha y semanal?', { exact: false }).waitFor(WAIT);
    expect(await page.locator('main').innerText()).not.toMatch(english);
    await screenshot(page, 'i18n-unsubscribe-es-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'i18n-unsubscribe-es-1280');
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByTestId('reminders-unsubscribed').filter({ hasText: 'Listo. No te enviaremos correos de recordatorio.' }).waitFor(WAIT);
    await toast(page, 'Correos de recordatorio desactivados');
    expect(await page.locator('main').innerText()).not.toMatch(english);
    await screenshot(page, 'i18n-unsubscribe-done-es-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'i18n-unsubscribe-done-es-390');
    expect((await db().query('select by_email from public.reminder_settings where user_id = $1', [learner.user.id])).rows[0]).toEqual({ by_email: false });
    await page.context().close();
  });
});

describe('a course, its quiz dialog, the Quick Quizzes and the Guide in the learner’s language', () => {
  /** Text a screen's part speaks itself: content (dir="auto": course, question, choices, materials) left out. */
  const ownText = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((root) => {
        const copy = root.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[lang="en"], [dir="auto"]').forEach((element) => element.remove());
        return copy.textContent ?? '';
      });
  /** The course page's own English (the course, its materials and its quizzes are content, left out of the check). */
  const coursePageEnglish =
    /\b(All courses|Course Video|Reading the video length|lesson|Captions (on|off)|Your progress is the time|Your Progress|Total progress|Train Journey|At the depot|Start Journey|All Aboard|Video Watched|First Correct Answer|Destination Reached|Depot|QUIZ|POINTS|Take Quiz|Not answered|Course Materials|Documents|Links|Open|Download|Course Stats|Duration|Quiz points|Course reward|Start this course over|Reset Progress|Loading)\b/;
  const quizEnglish =
    /\b(QUIZ|POINTS|Cancel|Submit Answer|Choose your answer|Incorrect|Your answer|Correct answer|Explanation|You can reset|You have seen|Close|Reset & Retry|points earned|Next quiz|Correct!)\b/;
  const panelsEnglish =
    /\b(Quick Quizzes|Take Quiz|Not answered|QUIZ|POINTS|Getting Started Guide|SCENE|Welcome aboard|Money Train Academy turns|Pause|Play|Restart|Voice|Start Learning Now)\b/;

  /**
   * The lesson in the learner's language (docs/decisions.md, "Languages"): the seeded Spanish or
   * Arabic video of the course's translation, its captions track labelled in that language, every
   * cue the seeded captions file's, and one shown while it plays (muted, a few seconds, then paused).
   */
  async function playsLessonIn(page: Page, lang: string, words: { captionsOff: string; captionsOn: string; captionsLabel: string }) {
    const file = readFileSync(new URL(`../../supabase/seed-files/lesson-prospecting-fundamentals.${lang}.vtt`, import.meta.url), 'utf8');
    const seeded = [...file.matchAll(/--> [\d:.]+\n(.+)/g)].map((match) => match[1]);
    const video = page.locator('main video');
    await video.scrollIntoViewIfNeeded();
    expect(await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc || element.src).pathname)).toMatch(
      new RegExp(`/lesson-prospecting-fundamentals\\.${lang}\\.webm$`),
    );
    expect(
      await video.evaluate((element) => {
        const track = element.querySelector('track')!;
        return { srclang: track.srclang, label: track.label, captions: new URL(track.src).pathname.split('/').pop() };
      }),
    ).toEqual({ srclang: lang, label: words.captionsLabel, captions: `lesson-prospecting-fundamentals.${lang}.vtt` });
    await page.getByRole('button', { name: words.captionsOff }).click();
    await page.getByRole('button', { name: words.captionsOn }).and(page.locator('[aria-pressed="true"]')).waitFor(WAIT);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = 1;
      await element.play();
    });
    await captionShown(page, 'main video');
    const shown = await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      const track = Array.from(element.textTracks).find((item) => item.kind === 'captions')!;
      return { language: track.language, cues: Array.from(track.cues ?? [], (cue) => (cue as VTTCue).text), active: (track.activeCues![0] as VTTCue).text };
    });
    expect(shown.language).toBe(lang);
    expect(shown.cues).toEqual(seeded);
    expect(seeded).toContain(shown.active);
  }

  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      video: 'Video del curso',
      journey: 'Viaje en tren',
      materials: 'Materiales del curso',
      take: 'Hacer el cuestionario: cuestionario 1',
      takeSecond: 'Hacer el cuestionario: cuestionario 2',
      submit: 'Enviar respuesta',
      incorrect: 'Respuesta incorrecta',
      retry: 'Reiniciar y reintentar',
      noPoints: 'CUESTIONARIO 1 · ESTA VEZ SIN PUNTOS',
      earned: '+10 puntos ganados',
      next: 'Siguiente cuestionario',
      courses: 'Cursos',
      quick: 'Cuestionarios rápidos',
      guide: 'Guía para empezar',
      scene: '¡Ya estás a bordo!',
      loginPrompt: 'Inicia sesión para subir a este curso',
      captionsOff: 'Subtítulos desactivados',
      captionsOn: 'Subtítulos activados',
      captionsLabel: 'Español',
    },
    {
      lang: 'ar',
      dir: 'rtl',
      video: 'فيديو الدورة',
      journey: 'رحلة القطار',
      materials: 'مواد الدورة',
      take: 'ابدأ الاختبار: الاختبار 1',
      takeSecond: 'ابدأ الاختبار: الاختبار 2',
      submit: 'أرسل الإجابة',
      incorrect: 'إجابة خاطئة',
      retry: 'أعد الضبط وحاول مجددًا',
      noPoints: 'الاختبار 1 · بلا نقاط هذه المرة',
      earned: '+10 نقاط',
      next: 'الاختبار التالي',
      courses: 'الدورات',
      quick: 'اختبارات سريعة',
      guide: 'دليل البدء',
      scene: 'مرحبًا بك على متن القطار',
      loginPrompt: 'سجّل الدخول لتركب هذه الدورة',
      captionsOff: 'الترجمة متوقفة',
      captionsOn: 'الترجمة مفعّلة',
      captionsLabel: 'العربية',
    },
  ])(
    '$lang: the course page with its video and materials, a wrong and a right answer, Quick Quizzes and the Guide, $dir',
    async ({
      lang,
      dir,
      video,
      journey,
      materials,
      take,
      takeSecond,
      submit,
      incorrect,
      retry,
      noPoints,
      earned,
      next,
      courses,
      quick,
      guide,
      scene,
      loginPrompt,
      captionsOff,
      captionsOn,
      captionsLabel,
    }) => {
      const learner = await signUpSpeaking(`Curso ${lang} Learner`, lang);
      const {
        rows: [course],
      } = await db().query<{ id: number; title: string }>(
        // The demo course as the learner reads it: its translation in their language (docs/decisions.md, "Languages").
        `select c.id, coalesce(t.title, c.title) as title from public.courses c
           left join public.course_translations t on t.course_id = c.id and t.locale = $1
          where c.title = 'Prospecting Fundamentals'`,
        [lang],
      );
      const { rows: quizzes } = await db().query<{ choices: string[]; correct_answer: number }>(
        `select coalesce(t.choices, q.choices) as choices, k.correct_answer from public.quizzes q
           join public.quiz_keys k on k.quiz_id = q.id
           left join public.quiz_translations t on t.quiz_id = q.id and t.locale = $2
          where q.course_id = $1 order by q.id`,
        [course!.id, lang],
      );
      const [first, second] = quizzes;

      // Logged out, in the browser's language: what the course is, and the prompt to log in in place of its content.
      const visitor = await open(lang === 'ar' ? 'ar' : 'es-ES', PHONE);
      await visitor.goto(`${stack().appUrl}/course/${course!.id}`);
      await visitor.getByTestId('course-login-prompt').getByRole('heading', { name: loginPrompt }).waitFor(WAIT);
      await visitor.getByRole('heading', { name: materials }).waitFor(WAIT);
      expect(await documentLanguage(visitor)).toEqual({ lang, dir });
      expect(await ownText(visitor, 'main')).not.toMatch(/\b(Log in to ride|Please log in|Login|Register|Course Materials|Log in|to open this file)\b/);
      await screenshot(visitor, `i18n-course-visitor-${lang}-390`);
      await visitor.context().close();

      for (const viewport of [PHONE, DESKTOP]) {
        const page = await signedInOn(learner, `/course/${course!.id}`, course!.title, viewport);
        expect(await documentLanguage(page)).toEqual({ lang, dir });
        await page.getByRole('heading', { name: video }).waitFor(WAIT);
        await page.getByTestId('video-length').filter({ hasNotText: '…' }).waitFor(WAIT);
        await page.getByRole('heading', { name: materials }).waitFor(WAIT);
        await page.getByRole('button', { name: take }).waitFor(WAIT);
        expect(await ownText(page, 'main')).not.toMatch(coursePageEnglish);
        // The player's controls run left to right in every language (a timeline, like the tape's).
        expect(await page.locator('main video').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
        // The train waits at the depot, at the reading start of its track: the right end in Arabic.
        const track = (await page.getByTestId('journey-track').boundingBox())!;
        const train = (await page.getByTestId('journey-train').boundingBox())!;
        expect(train.x + train.width / 2 > track.x + track.width / 2, 'the train at the reading start').toBe(dir === 'rtl');
        await screenshot(page, `i18n-course-${lang}-${viewport.width}`);
        await page.getByRole('heading', { name: journey }).scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-course-journey-${lang}-${viewport.width}`);
        await playsLessonIn(page, lang, { captionsOff, captionsOn, captionsLabel });
        await screenshot(page, `i18n-course-captions-${lang}-${viewport.width}`);
        await page.context().close();
      }

      // The quiz dialog: a wrong answer, Reset & Retry, then a right answer that pays its points.
      const page = await signedInOn(learner, `/course/${course!.id}`, course!.title, DESKTOP);
      await page.getByRole('button', { name: take }).click();
      const modal = page.getByTestId('quiz-modal');
      await modal.getByRole('button', { name: submit }).waitFor(WAIT);
      expect(await ownText(page, '[data-testid="quiz-modal"]')).not.toMatch(quizEnglish);
      // The options read from the reading start: the radio before its text, at the right in Arabic.
      const control = (await modal.locator('[data-part="item-control"]').first().boundingBox())!;
      const text = (await modal.locator('[data-part="item-text"]').first().boundingBox())!;
      expect(control.x > text.x, 'the radio at the reading start').toBe(dir === 'rtl');
      await capture(page, `i18n-quiz-choose-${lang}-1280`, { dialog: true });
      await page.setViewportSize(PHONE);
      await capture(page, `i18n-quiz-choose-${lang}-390`, { dialog: true });
      await page.setViewportSize(DESKTOP);
      const wrong = first!.choices.findIndex((_, index) => index !== first!.correct_answer);
      await modal.getByText(first!.choices[wrong]!, { exact: true }).click();
      await modal.getByRole('button', { name: submit }).click();
      await modal.locator('[data-testid="quiz-result"][data-correct="false"]').waitFor(WAIT);
      await modal.getByText(incorrect, { exact: true }).waitFor(WAIT);
      expect(await ownText(page, '[data-testid="quiz-modal"]')).not.toMatch(quizEnglish);
      await capture(page, `i18n-quiz-wrong-${lang}-1280`, { dialog: true });
      // The answer is shown: the header says a retry pays nothing, in the learner's language.
      expect(await modal.getByTestId('quiz-worth').textContent()).toBe(noPoints);
      await page.setViewportSize(PHONE);
      // On a 390×844 phone the verdict, the explanation, the note and the buttons fit without scrolling.
      const body = modal.locator('.chakra-dialog__body');
      await expect.poll(() => body.evaluate((node) => node.scrollHeight - node.clientHeight), WAIT).toBeLessThanOrEqual(1);
      expect(await modal.getByTestId('modal-more-below').count()).toBe(0);
      const retryBox = (await modal.getByRole('button', { name: retry }).boundingBox())!;
      expect(retryBox.y + retryBox.height).toBeLessThanOrEqual(PHONE.height);
      // "A." at the reading start of each answer shown, as in the list of choices: the right in Arabic.
      const letterSides = await modal.getByTestId('quiz-lettered-choice').evaluateAll((answers) =>
        answers.map((answer) => {
          const letter = answer.querySelector('bdi')!.getBoundingClientRect();
          const words = document.createRange();
          // The choice's first character (React writes the space and the choice as text nodes of their own).
          const text = answer.lastChild!;
          words.setStart(text, 0);
          words.setEnd(text, 1);
          return letter.left < words.getBoundingClientRect().left ? 'left' : 'right';
        }),
      );
      expect(letterSides).toEqual(dir === 'rtl' ? ['right', 'right'] : ['left', 'left']);
      // Arabic letters its choices as Arabic does ("أ."), the period after the letter in reading order:
      // at its left on an Arabic page, never ".A".
      const letters = await modal.getByTestId('quiz-lettered-choice').evaluateAll((answers) =>
        answers.map((answer) => {
          const label = answer.querySelector('bdi')!;
          const box = (from: number, to: number) => {
            const range = document.createRange();
            range.setStart(label.firstChild!, from);
            range.setEnd(label.firstChild!, to);
            return range.getBoundingClientRect();
          };
          const text = label.firstChild!.textContent!;
          return { text, periodLeft: text.length === 2 ? box(1, 2).left < box(0, 1).left : null };
        }),
      );
      for (const letter of letters) {
        expect(letter.text).toMatch(dir === 'rtl' ? /^[أبجد]\.$/ : /^[A-D]\.$/);
        expect(letter.periodLeft).toBe(dir === 'rtl');
      }
      await capture(page, `i18n-quiz-wrong-${lang}-390`, { dialog: true });
      await page.setViewportSize(DESKTOP);
      await modal.getByRole('button', { name: retry }).click();
      await modal.getByRole('button', { name: submit }).waitFor(WAIT);
      await modal.getByRole('button', { name: retry }).waitFor({ state: 'detached', ...WAIT });
      expect(await modal.getByTestId('quiz-worth').textContent()).toBe(noPoints);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached', ...WAIT });

      await page.getByRole('button', { name: takeSecond }).click();
      await modal.getByText(second!.choices[second!.correct_answer]!, { exact: true }).click();
      await modal.getByRole('button', { name: submit }).click();
      await modal.locator('[data-testid="quiz-result"][data-correct="true"]').waitFor(WAIT);
      await modal.locator('[data-testid="quiz-points-earned"][data-counting="false"]').filter({ hasText: earned }).waitFor(WAIT);
      await modal.getByRole('button', { name: next }).waitFor(WAIT);
      expect(await ownText(page, '[data-testid="quiz-modal"]')).not.toMatch(quizEnglish);
      await capture(page, `i18n-quiz-right-${lang}-1280`, { dialog: true });
      await page.setViewportSize(PHONE);
      await capture(page, `i18n-quiz-right-${lang}-390`, { dialog: true });
      await page.context().close();

      // Under the courses list: the Quick Quizzes and the Getting Started Guide (paused: the context asks for reduced motion).
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await signedInOn(learner, '/courses#quick-quizzes', courses, viewport);
        await page.getByRole('heading', { name: quick, exact: true }).waitFor(WAIT);
        await page.getByRole('heading', { name: guide, exact: true }).waitFor(WAIT);
        await page.getByTestId('guide-scene-title').filter({ hasText: scene }).waitFor(WAIT);
        await page.locator('section[aria-labelledby="quick-quizzes"] li').first().waitFor(WAIT);
        expect(await ownText(page, 'main')).not.toMatch(panelsEnglish);
        await page.getByRole('heading', { name: quick, exact: true }).scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-quick-quizzes-${lang}-${viewport.width}`);
        await page.getByRole('heading', { name: guide, exact: true }).scrollIntoViewIfNeeded();
        await screenshot(page, `i18n-guide-${lang}-${viewport.width}`);
        await page.context().close();
      }
    },
    // A whole course walk at two widths, each wait bounded by WAIT: 60-62 s at load average 26-27 in
    // two runs, past the file's 60 s per test; the budget of the walk, not a wait.
    180_000,
  );
});
