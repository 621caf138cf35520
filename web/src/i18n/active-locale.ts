/**
 * The page's language from the browser's side (docs/product.md#language): the stored choice, the
 * browser's languages and the signed-in learner's profile `locale`, which wins and follows the
 * learner across devices (it arrives with the user after sign-in and after every change).
 */
import { getCurrentUser, subscribeCurrentUser } from '@/lib/current-user';

import { activateLocale, i18n } from './i18n';
import { chooseLocale, isLocale, type Locale } from './locales';

export const LOCALE_STORAGE_KEY = 'mta.locale';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeChoice(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage off (private mode): the choice lasts for this page only.
  }
}

export function pageLocale(): Locale {
  return chooseLocale({ profile: getCurrentUser()?.locale, stored: storedChoice(), browser: navigator.languages });
}

/**
 * Loads the page's language before the first render, then follows the profile's: a learner who
 * signs in, or changes it on another device, gets their language without a reload.
 */
export async function startLocale(): Promise<void> {
  await activateLocale(pageLocale());
  subscribeCurrentUser(() => {
    const profile = getCurrentUser()?.locale;
    if (isLocale(profile) && profile !== i18n.locale) {
      storeChoice(profile);
      void activateLocale(profile);
    }
  });
}
