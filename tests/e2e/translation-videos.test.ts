/**
 * A lesson's video in the learner's language, uploaded in the content manager (docs/decisions.md,
 * "Languages": a lesson's video in the learner's language), in headless Chromium against the real
 * stack: an administrator whose screens speak Spanish (390 px) or Arabic (1280 px) opens a course
 * that has an English video and a translation's texts, reads in the Translations section that
 * learners of that language watch the English video, uploads that language's video and captions
 * there, and reads that they now watch their own. A learner who reads that language then gets that
 * video on the course page, its length shown before it plays, with captions named in their language
 * that turn on. The other two combinations (Spanish at 1280 px, Arabic at 390 px) are looked at with
 * the files in place. Every screen is checked with axe and saved to test-results/screenshots
 * (translation-videos-*). The file makes its own courses and accounts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rootDir } from '../../local/settings';
import { fileAdmin, fileAdminStorage } from '../integration/api-helpers';
import { launchBrowser, screenshotDir } from '../support/browser';
import { callApi, closeDb, db, signUpSpeaking, stack } from '../support/clients';
import { capture, saidIn, logIn, openSection, WAIT } from '../support/ui';
import { captionShown } from '../support/video';

const FLOW_TIMEOUT = 240_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const lessonFile = (name: string) => join(rootDir, 'supabase', 'seed-files', name);
/** The demo's birthday lesson: 55–60 s in each language, so a one-minute course can count it watched. */
const LESSON = 'lesson-10-birthday-messages';

/** What each language's screens say (the catalogues' sentences, checked whole). */
const LANGUAGES = {
  es: {
    section: 'Traducciones',
    editCourse: 'Editar curso',
    switchTo: 'Español',
    form: 'Texto del curso en español',
    heading: 'Video en español',
    getsEnglish: 'Quienes leen en español ven el video en inglés.',
    getsOwn: 'Quienes leen en español ven el video en español.',
    videoLabel: 'Archivo de video en español',
    upload: 'Subir archivo de video',
    videoSaved: 'Archivo de video guardado',
    captionsLabel: 'Subtítulos en español',
    uploadCaptions: 'Subir subtítulos',
    captionsSaved: 'Subtítulos guardados',
    captionsButton: /^Subtítulos (desactivados|activados)$/,
    captionsTrack: 'Español',
  },
  ar: {
    section: 'الترجمات',
    editCourse: 'تعديل الدورة',
    switchTo: 'العربية',
    form: 'نص الدورة بالعربية',
    heading: 'الفيديو بالعربية',
    getsEnglish: 'يشاهد من يقرؤون بالعربية الفيديو الإنجليزي.',
    getsOwn: 'يشاهد من يقرؤون بالعربية الفيديو بالعربية.',
    videoLabel: 'ملف الفيديو بالعربية',
    upload: 'رفع ملف الفيديو',
    videoSaved: 'حُفظ ملف الفيديو',
    captionsLabel: 'الترجمة النصية بالعربية',
    uploadCaptions: 'رفع الترجمة النصية',
    captionsSaved: 'حُفظت الترجمة النصية',
    captionsButton: /^الترجمة (متوقفة|مفعّلة)$/,
    captionsTrack: 'العربية',
  },
} as const;
type Lang = keyof typeof LANGUAGES;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** A new account whose profile speaks `lang`, an administrator when asked. */
async function speaking(name: string, lang: Lang, { admin = false } = {}) {
  const person = await signUpSpeaking(name, lang);
  if (admin) await db().query('update public.profiles set is_admin = true where id = $1', [person.user.id]);
  return person;
}

/** A public one-minute course with the English lesson video and captions, and Spanish and Arabic texts. */
async function translatedCourse() {
  const { token } = await fileAdmin();
  const title = `Birthday messages ${randomUUID().slice(0, 6)}`;
  const created = await callApi('POST', '/api/courses', {
    token,
    body: { title, description: 'Ten birthday messages that start real conversations.', duration: 1, isPublic: true },
  });
  expect(created.status, created.text).toBe(201);
  const id = (created.json?.course as { id: number }).id;
  const storage = (await fileAdminStorage()).storage.from('course-materials');
  const upload = async (name: string, type: string) => {
    const path = `${id}/${randomUUID().slice(0, 8)}-${name}`;
    expect((await storage.upload(path, readFileSync(lessonFile(name)), { contentType: type })).error).toBeNull();
    return path;
  };
  const videoPath = await upload(`${LESSON}.webm`, 'video/webm');
  const captionsPath = await upload(`${LESSON}.vtt`, 'text/vtt');
  expect((await callApi('PUT', `/api/courses/${id}`, { token, body: { videoPath, captionsPath } })).status).toBe(200);
  const texts = {
    es: { title: `Mensajes de cumpleaños ${id}`, description: 'Diez mensajes de cumpleaños que empiezan conversaciones reales.' },
    ar: { title: `رسائل أعياد الميلاد ${id}`, description: 'عشر رسائل في أعياد الميلاد تبدأ محادثات حقيقية.' },
  };
  for (const [locale, body] of Object.entries(texts)) {
    const saved = await callApi('PUT', `/api/courses/${id}/translations/${locale}`, { token, body });
    expect(saved.status, saved.text).toBe(200);
  }
  return { id, title, texts };
}

/** The whole page (axe-checked), and the video block alone: the content manager is many screens long on a phone. */
async function captureBlock(page: Page, block: Locator, name: string) {
  await capture(page, name);
  await block.screenshot({ path: join(screenshotDir, `${name}-block.png`) });
}

/** The page does not scroll sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** The content manager's Translations section of the course, in `lang`'s tab; its video block. */
async function openTranslationVideo(page: Page, courseId: number, lang: Lang) {
  const words = LANGUAGES[lang];
  await page.goto(`${stack().appUrl}/content-manager?course=${courseId}`);
  await page.getByRole('heading', { name: words.editCourse }).waitFor(WAIT);
  await openSection(page, words.section);
  if (lang === 'ar') await page.getByRole('button', { name: new RegExp(`^${words.switchTo}`) }).click();
  await page.getByRole('form', { name: words.form }).waitFor(WAIT);
  const block = page.getByTestId('translation-video');
  await block.getByRole('heading', { name: words.heading }).waitFor(WAIT);
  return block;
}

/** The admin uploads the language's lesson video and captions in the Translations section. */
async function uploadInTranslations(page: Page, courseId: number, lang: Lang, width: number) {
  const words = LANGUAGES[lang];
  const block = await openTranslationVideo(page, courseId, lang);
  expect(await block.getByTestId('translation-video-gets').textContent()).toBe(words.getsEnglish);
  await captureBlock(page, block, `translation-videos-${lang}-before-${width}`);
  // The course text's save button says its whole name, on two lines on a phone if it must.
  const form = page.getByRole('form', { name: words.form });
  const saveLabel = form.getByTestId('save-bar').getByRole('button').first().locator('span').first();
  expect(await saveLabel.evaluate((span) => span.scrollHeight <= span.clientHeight + 1 && span.scrollWidth <= span.clientWidth + 1)).toBe(true);
  await form.screenshot({ path: join(screenshotDir, `translation-videos-${lang}-form-${width}.png`) });

  /**
   * Picks a file in one part of the block (video or captions), uploads it and waits for the line that
   * says it is saved, under the part's buttons: no toast (on a phone one landed on the next part's button).
   */
  const upload = async (part: Locator, label: string, file: string, button: string, saved: string) => {
    await part.getByLabel(label).setInputFiles(lessonFile(file));
    const uploadButton = part.getByRole('button', { name: button });
    await uploadButton.and(page.locator(':enabled')).waitFor(WAIT);
    await uploadButton.click();
    await saidIn(part, saved);
    expect(await page.getByTestId('toast').count()).toBe(0);
  };
  const video = block.getByTestId('translation-video-file');
  await upload(video, words.videoLabel, `${LESSON}.${lang}.webm`, words.upload, words.videoSaved);
  await block.getByTestId('translation-video-gets').filter({ hasText: words.getsOwn }).waitFor(WAIT);
  // The file's name as uploaded (no time prefix), set apart from an Arabic sentence so its hyphens stay in place.
  // In Arabic its hyphens do not break the line (U+2011).
  const name = `${lang === 'ar' ? LESSON.replace(/-/g, '\u2011') : LESSON}\\.${lang}\\.webm`;
  expect(await video.getByTestId('translation-video-file-current').textContent()).toMatch(new RegExp(lang === 'ar' ? `: \u2068${name}\u2069$` : `: ${name}$`));

  await upload(block.getByTestId('translation-captions-file'), words.captionsLabel, `${LESSON}.${lang}.vtt`, words.uploadCaptions, words.captionsSaved);
  await block.getByTestId('translation-captions-file-current').waitFor(WAIT);
  expect(await scrollsSideways(page), 'the Translations section scrolls sideways').toBe(false);
  await captureBlock(page, block, `translation-videos-${lang}-uploaded-${width}`);
}

/** A learner reading `lang` gets that language's video on the course page, with captions in it. */
async function watchesOwnLanguage(courseId: number, title: string, lang: Lang, viewport: { width: number; height: number }) {
  const words = LANGUAGES[lang];
  const learner = await speaking(`Video reader ${lang} ${viewport.width}`, lang);
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await logIn(page, learner, `/course/${courseId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
    // The captions' address is signed apart from the video's: its track joins the player when it arrives.
    await page.waitForFunction(
      () => (document.querySelector('video')?.readyState ?? 0) >= 1 && document.querySelector('video track') !== null,
      undefined,
      WAIT,
    );
    const state = await page.evaluate(() => {
      const video = document.querySelector('video')!;
      const track = video.querySelector('track');
      return {
        src: decodeURIComponent(video.currentSrc),
        captions: track ? decodeURIComponent(track.src) : null,
        srclang: track?.srclang ?? null,
        label: track?.label ?? null,
        duration: video.duration,
      };
    });
    expect(state.src).toContain(`${LESSON}.${lang}.webm`);
    expect(state.captions).toContain(`${LESSON}.${lang}.vtt`);
    expect([state.srclang, state.label]).toEqual([lang, words.captionsTrack]);
    expect(state.duration).toBeGreaterThanOrEqual(54);
    expect(state.duration).toBeLessThanOrEqual(60);
    // Captions in the video's language turn on and show a cue once it plays.
    await page.getByRole('button', { name: words.captionsButton }).click();
    await page.evaluate(async () => {
      const element = document.querySelector('video')!;
      element.muted = true;
      await element.play();
    });
    await captionShown(page);
    await page.evaluate(() => document.querySelector('video')!.pause());
    await captureBlock(page, page.locator('section[aria-labelledby="course-video"]'), `translation-videos-${lang}-learner-${viewport.width}`);
  } finally {
    await context.close();
  }
}

describe("a lesson's video in the learner's language, from the content manager", () => {
  it(
    'an admin uploads the Spanish video and captions on a phone and the Arabic ones on a desktop; learners of each language watch their own',
    async () => {
      const course = await translatedCourse();
      for (const [lang, viewport, other] of [
        ['es', PHONE, DESKTOP],
        ['ar', DESKTOP, PHONE],
      ] as const) {
        const admin = await speaking(`Video admin ${lang}`, lang, { admin: true });
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await logIn(page, admin, '/admin');
        await uploadInTranslations(page, course.id, lang, viewport.width);
        await context.close();
        await watchesOwnLanguage(course.id, course.texts[lang].title, lang, viewport);

        // The other width, with the files in place.
        const looking = await browser.newContext({ viewport: other, reducedMotion: 'reduce' });
        const second = await looking.newPage();
        await logIn(second, admin, '/admin');
        const block = await openTranslationVideo(second, course.id, lang);
        expect(await block.getByTestId('translation-video-gets').textContent()).toBe(LANGUAGES[lang].getsOwn);
        await block.getByTestId('translation-captions-file-current').waitFor(WAIT);
        expect(await scrollsSideways(second), 'the Translations section scrolls sideways').toBe(false);
        await captureBlock(second, block, `translation-videos-${lang}-uploaded-${other.width}`);
        await looking.close();
      }
    },
    FLOW_TIMEOUT,
  );
});
