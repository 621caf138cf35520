import { afterEach, describe, expect, it } from 'vitest';

import { isTranslatedScreen, TRANSLATED } from '@/app/translated-screens';

import { activateLocale, setScreenTranslated, shownI18n, shownLocale, subscribeShownLocale } from '../i18n';

const documentLanguage = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

describe('the language of the screen on show', () => {
  afterEach(async () => {
    setScreenTranslated(true);
    await activateLocale('en');
  });

  it('marks an untranslated screen English, left to right, for an Arabic reader, and the next translated one Arabic again', async () => {
    await activateLocale('ar');
    expect(documentLanguage()).toEqual({ lang: 'ar', dir: 'rtl' });
    setScreenTranslated(false);
    expect(documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
    // A language picked on an untranslated screen waits for a translated one.
    await activateLocale('es');
    expect(documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
    setScreenTranslated(true);
    expect(documentLanguage()).toEqual({ lang: 'es', dir: 'ltr' });
  });

  it('gives the shell the screen’s language: the learner’s on a translated screen, English around an untranslated one', async () => {
    await activateLocale('ar');
    const heard: string[] = [];
    const off = subscribeShownLocale(() => heard.push(shownLocale()));
    expect(shownI18n()._('nav.courses')).toBe('الدورات');
    setScreenTranslated(false);
    expect(shownLocale()).toBe('en');
    expect(shownI18n()._('nav.courses')).toBe('Courses');
    expect(shownI18n()._('header.tokens', { count: 1 })).toBe('1 token');
    setScreenTranslated(true);
    expect(shownI18n()._('header.tokens', { count: 2 })).toBe('توكنان');
    off();
    expect(heard).toEqual(['en', 'ar']);
  });

  it('knows a translated screen by its route handle', () => {
    const match = (handle: unknown) => ({ id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle });
    expect(isTranslatedScreen([match(undefined), match(TRANSLATED)])).toBe(true);
    expect(isTranslatedScreen([match(undefined), match({ other: true })])).toBe(false);
  });
});
