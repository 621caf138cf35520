/**
 * The one i18n instance (Lingui's runtime; docs/decisions.md, "Languages"). Messages are ICU
 * MessageFormat in web/src/i18n/catalogues/<locale>.json, English the source; each language is its
 * own chunk, compiled at build time (scripts/vite/compiled-catalogues.ts), loaded before the first
 * render (web/src/main.tsx) and again when the learner picks another language. The signed-in
 * screens' messages (catalogues/app/<locale>.json) are a second chunk per language, loaded with the
 * signed-in layout's code (`loadAppMessages`), so the landing page does not carry them.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';

import type { Locale } from './locales';
import { directionOf, isLocale, SOURCE_LOCALE } from './locales';
import type en from './catalogues/en.json';
import type enApp from './catalogues/app/en.json';

/** Every message id: the keys of the English catalogues (the i18n check holds the others to them). */
export type MessageId = keyof typeof en | keyof typeof enApp;

/** The learner's language. */
export const i18n = setupI18n();

/**
 * English, for the shell around a screen not translated yet (the header, the menu, the tab bar speak
 * the screen's language: docs/decisions.md, "Languages"). Loaded with the signed-in screens'
 * messages when the learner's language is another: only signed-in screens are untranslated.
 */
const source = setupI18n();

type Loader = () => Promise<{ default: Messages }>;
type Part = 'core' | 'app';

const loaders: Record<Part, Record<Locale, Loader>> = {
  core: {
    en: () => import('./catalogues/en.json'),
    es: () => import('./catalogues/es.json'),
    ar: () => import('./catalogues/ar.json'),
  },
  app: {
    en: () => import('./catalogues/app/en.json'),
    es: () => import('./catalogues/app/es.json'),
    ar: () => import('./catalogues/app/ar.json'),
  },
};

/** Whether the signed-in screens' messages are wanted (the signed-in layout asked for them). */
let appWanted = false;
const loadedParts = new Map<I18n, Set<string>>();

/** Loads the parts of `locale` that `instance` lacks, in parallel; returns them, to load all at once. */
async function missingParts(instance: I18n, locale: Locale): Promise<Messages[]> {
  const has = loadedParts.get(instance) ?? new Set<string>();
  loadedParts.set(instance, has);
  const wanted: Part[] = appWanted ? ['core', 'app'] : ['core'];
  const missing = wanted.filter((part) => !has.has(`${part}:${locale}`));
  const loaded = await Promise.all(missing.map(async (part) => (await loaders[part][locale]()).default));
  for (const part of missing) has.add(`${part}:${locale}`);
  return loaded;
}

async function loadInto(instance: I18n, locale: Locale): Promise<void> {
  const parts = await missingParts(instance, locale);
  // Each load announces a change, so screens already on show render the new messages.
  for (const messages of parts) instance.load(locale, messages);
  if (instance.locale !== locale) instance.activate(locale);
}

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

function announceScreen() {
  for (const listener of [...screenListeners]) listener();
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
  if (changed) announceScreen();
}

let markFirstActivation: () => void = () => undefined;
/** Settles when the page's first language has been asked for and loaded (or failed to): main.tsx starts it. */
const firstActivation = new Promise<void>((resolve) => {
  markFirstActivation = resolve;
});

/** Loads the language's catalogues (once) and makes it the page's language. */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await Promise.all([loadInto(i18n, locale), appWanted && locale !== SOURCE_LOCALE ? loadInto(source, SOURCE_LOCALE) : undefined]);
    if (source.locale === SOURCE_LOCALE) announceScreen();
    markDocument(locale);
  } finally {
    markFirstActivation();
  }
}

/**
 * The signed-in screens' messages, in the learner's language and, when that is not English, in
 * English for the shell around untranslated screens. The signed-in layout's code waits for them
 * (web/src/app/router.tsx). The router asks for them as it starts, before the page's language is
 * chosen (web/src/main.tsx): they wait for that first, or they would load English and make it the
 * page's language over the learner's.
 */
export async function loadAppMessages(): Promise<void> {
  appWanted = true;
  await firstActivation;
  await activateLocale(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
}
