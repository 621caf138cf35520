/**
 * The calculator's figures through `Intl` in the screen's language (docs/decisions.md, "Languages"):
 * the currency stays US dollars in every language, written as the language writes it ("$1,200",
 * "1200 US$", "US$ 1,200"), and counts group as the language groups them.
 */
import { formatAmount, shownLocale, type Locale } from '@/i18n';

const formats = new Map<string, Intl.NumberFormat>();

function formatterIn(kind: string, options: Intl.NumberFormatOptions, locale: Locale): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function formatIn(kind: string, options: Intl.NumberFormatOptions): (value: number, locale?: Locale) => string {
  return (value, locale = shownLocale()) => formatterIn(kind, options, locale).format(value);
}

const USD = { style: 'currency', currency: 'USD' } as const;

/** An amount of US dollars, one unit in a right-to-left line too (web/src/i18n/format.ts, `formatAmount`). */
const money =
  (kind: string, options: Intl.NumberFormatOptions) =>
  (value: number, locale: Locale = shownLocale()) =>
    formatAmount(formatterIn(kind, options, locale), value, locale);

export const formatMoney = money('money', { ...USD, maximumFractionDigits: 0 });
export const formatMoneyCents = money('cents', { ...USD, minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatCount = formatIn('count', {});
const moneyCompact = money('money-compact', { ...USD, notation: 'compact', maximumFractionDigits: 1 });
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
