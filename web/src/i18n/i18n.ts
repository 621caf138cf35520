/**
 * The one i18n instance (Lingui's runtime; docs/decisions.md, "Languages"). Messages are ICU
 * MessageFormat in web/src/i18n/catalogues/<locale>.json, English the source; each language is its
 * own chunk, compiled at build time (scripts/vite/compiled-catalogues.ts), loaded before the first
 * render (web/src/main.tsx) and again when the learner picks another language.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';

import type { Locale } from './locales';
import { directionOf, isLocale, SOURCE_LOCALE } from './locales';
import type en from './catalogues/en.json';

/** Every message id: the keys of the English catalogue (the i18n check holds the others to it). */
export type MessageId = keyof typeof en;

/** The learner's language. */
export const i18n = setupI18n();

/**
 * English, for the shell around a screen not translated yet (the header, the menu, the tab bar speak
 * the screen's language: docs/decisions.md, "Languages"). Loaded with any other language, in parallel.
 */
const source = setupI18n();

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json'),
  es: () => import('./catalogues/es.json'),
  ar: () => import('./catalogues/ar.json'),
};

/**
 * Whether the screen on show speaks the learner's language. A screen not translated yet is English,
 * so it is marked English and laid out left to right whatever the learner's language (an Arabic
 * reader would otherwise get English sentences right to left; docs/decisions.md, "Languages").
 */
let screenTranslated = true;
const screenListeners = new Set<() => void>();

/** The language the screen on show speaks: the learner's on a translated screen, else English. */
export function shownLocale(): Locale {
  const learner = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return screenTranslated ? learner : SOURCE_LOCALE;
}

/** The instance that translates into the shown language (English from the source instance when the learner's is another). */
export function shownI18n(): I18n {
  return shownLocale() === SOURCE_LOCALE && i18n.locale !== SOURCE_LOCALE && source.locale === SOURCE_LOCALE ? source : i18n;
}

/** Calls `onChange` when the shown language may have changed (the learner's, or the screen's); returns the unsubscribe. */
export function subscribeShownLocale(onChange: () => void): () => void {
  const off = i18n.on('change', onChange);
  screenListeners.add(onChange);
  return () => {
    off();
    screenListeners.delete(onChange);
  };
}

/** Marks the page as written in `locale`: `<html lang dir>`, which the browser, screen readers and Chakra's logical properties follow. */
export function markDocument(locale: Locale, root: HTMLElement = document.documentElement) {
  const shown = screenTranslated ? locale : SOURCE_LOCALE;
  root.lang = shown;
  root.dir = directionOf(shown);
}

/** Says whether the screen now on show is translated (web/src/app/routes/root.tsx), and marks the page again. */
export function setScreenTranslated(translated: boolean) {
  const changed = translated !== screenTranslated;
  screenTranslated = translated;
  markDocument(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
  if (changed) for (const listener of [...screenListeners]) listener();
}

async function loadSource(): Promise<void> {
  if (source.locale === SOURCE_LOCALE) return;
  const { default: messages } = await loaders[SOURCE_LOCALE]();
  source.loadAndActivate({ locale: SOURCE_LOCALE, messages });
}

/** Loads the language's catalogue (once) and makes it the page's language; another than English brings English along for untranslated screens. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const [{ default: messages }] = await Promise.all([loaders[locale](), locale === SOURCE_LOCALE ? undefined : loadSource()]);
    i18n.loadAndActivate({ locale, messages });
  }
  markDocument(locale);
}
