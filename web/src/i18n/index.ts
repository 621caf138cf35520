/** The i18n layer (docs/decisions.md, "Languages"). */
export { activateLocale, i18n, loadAppMessages, markDocument, setScreenTranslated, shownI18n, shownLocale, type MessageId } from './i18n';
export { LOCALE_NAMES, LOCALES, directionOf, isLocale, type Locale } from './locales';
export { LOCALE_STORAGE_KEY, pageLocale, startLocale, storeChoice } from './active-locale';
export { aroundSlot, shownT, useLocale, useShownLocale, useT, type Translate } from './use-t';
export { formatAmount, formatClockTime, formatDate, formatDayAndTime, formatNumber, formatPercent, formatTimeZone } from './format';
export { isolate, isolateInRtl, knownSentences } from './known-sentences';
