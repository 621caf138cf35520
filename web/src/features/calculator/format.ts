/**
 * The calculator's figures through `Intl` in the screen's language (docs/decisions.md, "Languages"):
 * the currency stays US dollars in every language, written as the language writes it ("$1,200",
 * "1200 US$", "US$ 1,200"), and counts group as the language groups them.
 */
import { directionOf, shownLocale, type Locale } from '@/i18n';

const formats = new Map<string, Intl.NumberFormat>();

function formatIn(kind: string, options: Intl.NumberFormatOptions): (value: number, locale?: Locale) => string {
  return (value, locale = shownLocale()) => {
    const key = `${locale}:${kind}`;
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format.format(value);
  };
}

const USD = { style: 'currency', currency: 'USD' } as const;

/**
 * An amount kept left to right where the language is written right to left: Arabic's "‏7 US$" read
 * "$US 7" inside an Arabic line (the "$" took the line's direction), isolated it reads "7 US$".
 */
const money =
  (format: (value: number, locale?: Locale) => string) =>
  (value: number, locale: Locale = shownLocale()) =>
    directionOf(locale) === 'rtl' ? `\u2066${format(value, locale)}\u2069` : format(value, locale);

export const formatMoney = money(formatIn('money', { ...USD, maximumFractionDigits: 0 }));
export const formatMoneyCents = money(formatIn('cents', { ...USD, minimumFractionDigits: 2, maximumFractionDigits: 2 }));
export const formatCount = formatIn('count', {});
const moneyCompact = money(formatIn('money-compact', { ...USD, notation: 'compact', maximumFractionDigits: 1 }));
const countCompact = formatIn('count-compact', { notation: 'compact', maximumFractionDigits: 1 });
/** "86.1" (times), "0.1" (a share's number): one decimal at most. */
export const formatDecimal = formatIn('decimal', { maximumFractionDigits: 1 });
const percent = formatIn('percent', { style: 'percent', maximumFractionDigits: 1 });

/** Short forms for narrow cells: $21.5M, 21.5M (full figures below a million). */
export const formatMoneyShort = (value: number, locale: Locale = shownLocale()) =>
  Math.abs(value) >= 1_000_000 ? moneyCompact(value, locale) : formatMoney(value, locale);
export const formatCountShort = (value: number, locale: Locale = shownLocale()) =>
  Math.abs(value) >= 1_000_000 ? countCompact(value, locale) : formatCount(value, locale);

/** A share of participants given in percent (52 → "52%"; below 0.1 but above 0 → "<0.1%"). */
export const formatShare = (share: number, locale: Locale = shownLocale()) =>
  share > 0 && share < 0.1 ? `<${percent(0.001, locale)}` : percent(share / 100, locale);
