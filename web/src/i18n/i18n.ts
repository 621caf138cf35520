/**
 * The one i18n instance (Lingui's runtime; docs/decisions.md, "Languages"). Messages are ICU
 * MessageFormat in web/src/i18n/catalogues/<locale>.json, English the source; each language is its
 * own chunk, compiled at build time (scripts/vite/compiled-catalogues.ts), loaded before the first
 * render (web/src/main.tsx) and again when the learner picks another language.
 */
import { setupI18n, type Messages } from '@lingui/core';

import type { Locale } from './locales';
import { directionOf, isLocale, SOURCE_LOCALE } from './locales';
import type en from './catalogues/en.json';

/** Every message id: the keys of the English catalogue (the i18n check holds the others to it). */
export type MessageId = keyof typeof en;

export const i18n = setupI18n();

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

/** Marks the page as written in `locale`: `<html lang dir>`, which the browser, screen readers and Chakra's logical properties follow. */
export function markDocument(locale: Locale, root: HTMLElement = document.documentElement) {
  const shown = screenTranslated ? locale : SOURCE_LOCALE;
  root.lang = shown;
  root.dir = directionOf(shown);
}

/** Says whether the screen now on show is translated (web/src/app/routes/root.tsx), and marks the page again. */
export function setScreenTranslated(translated: boolean) {
  screenTranslated = translated;
  markDocument(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
}

/** Loads the language's catalogue (once) and makes it the page's language. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { default: messages } = await loaders[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  markDocument(locale);
}
