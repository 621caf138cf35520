/**
 * Numbers, dates and times in a language (docs/decisions.md, "Languages"): through `Intl`, in the
 * language the screen on show speaks unless told another. What `Intl` gives is kept: Spanish groups
 * thousands from five digits ("1234", "12.345", as CLDR and the RAE have it), Arabic writes Latin
 * digits ("1,234", CLDR's default for `ar`) with Arabic month and day names; ICU plurals (`#`)
 * format the same way, so a sentence and a figure next to it agree.
 */
import { shownLocale } from './i18n';
import { directionOf, type Locale } from './locales';

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** 1234 → "1,234" (en), "1234" (es; "12.345" from five digits), "1,234" (ar). */
export function formatNumber(value: number, locale: Locale = shownLocale()): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** A time of day on this device's clock: "10:42 AM" (en), "10:42" (es), "10:42 ص" (ar). */
export function formatClockTime(at: number | Date, locale: Locale = shownLocale()): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}

/** A day and time on this device's clock: "Sun, Nov 29, 10:42 AM" (en), "dom, 29 nov, 10:42" (es). */
export function formatDayAndTime(at: number | Date, locale: Locale = shownLocale()): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** A calendar date: "November 29, 2026" (en), "29 de noviembre de 2026" (es), "29 نوفمبر 2026" (ar). */
export function formatDate(at: number | Date | string, locale: Locale = shownLocale(), options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(locale, options).format(typeof at === 'string' ? new Date(at) : at);
}

/** A percent of 0 to 100 as the language writes it: "40%" (en), "40 %" (es), "40‎%‎" (ar). */
export function formatPercent(value: number, locale: Locale = shownLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/**
 * An amount of money as one unit in any line: `format` is an `Intl.NumberFormat` with a `currency`
 * style. Where the language is written right to left the amount is isolated right to left (U+2067 …
 * U+2069) and its currency ends on a left-to-right mark, so Arabic's "‏258,280,452 US$" reads number
 * then currency as an Arabic reader reads it ("US$ 258,280,452" on screen), in a sentence, a tile or
 * a table alike. Left bare, its "$" took the line's direction and went to the far side of "US"
 * ("$US 258,280,452"); isolated left to right as a whole, "US$" sat on the number's right, where an
 * Arabic line starts, so a reader met the currency first, its "$" against the word before it.
 */
export function formatAmount(format: Intl.NumberFormat, value: number | bigint, locale: Locale = shownLocale()): string {
  if (directionOf(locale) !== 'rtl') return format.format(value);
  const parts = format.formatToParts(value).map(({ type, value: text }) => (type === 'currency' ? `${text}\u200e` : text));
  return `\u2067${parts.join('')}\u2069`;
}

/**
 * A time zone as people name it, in the language: "Central European Time" (en), "hora de Europa
 * central" (es), "توقيت وسط أوروبا" (ar) for Europe/Paris (`Intl`'s generic long name, the same in
 * summer and winter); never the raw IANA id a learner does not say ("America/Argentina/Buenos_Aires").
 * UTC, which `Intl` can only write as an offset ("GMT+00:00"), stays "UTC"; a name `Intl` does not
 * know is said as it came.
 */
export function formatTimeZone(timeZone: string, locale: Locale = shownLocale(), at: number | Date = Date.now()): string {
  if (/^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu|Greenwich)(0|[+-]0)?$/i.test(timeZone)) return 'UTC';
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
