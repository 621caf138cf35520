/**
 * The languages the academy speaks and how one is chosen (docs/product.md#language): the profile's
 * `locale` when signed in, else the choice stored on this device, else the browser's languages in
 * order, else English. Pure functions: the browser's parts are read by ./active-locale.ts.
 */
import { LOCALE_CODES } from '@contract/locale.ts';

export const LOCALES = LOCALE_CODES;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** The language's own name, as the picker shows it (never translated: a reader finds their own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', ar: 'العربية' };

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The academy's language for a BCP 47 tag ("es-MX" → es, "ar" → ar), or null when it speaks none of it. */
export function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

export interface LocaleSources {
  /** The signed-in learner's profile `locale` (null: follow the browser). */
  profile?: string | null;
  /** The choice made with the picker on this device. */
  stored?: string | null;
  /** `navigator.languages`, most preferred first. */
  browser?: readonly string[];
}

export function chooseLocale({ profile, stored, browser = [] }: LocaleSources): Locale {
  if (isLocale(profile)) return profile;
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}
