/**
 * The calculator's figures through `Intl` in the screen's language (docs/decisions.md, "Languages"):
 * the currency stays US dollars in every language, written as the language writes it ("$1,200",
 * "1200 US$", "US$ 1,200"), and counts group as the language groups them.
 *
 * One formatter for money and one for head counts, used by every tile, table cell and sentence
 * (docs/product.md#earnings-calculator). The model counts people and dollars in whole numbers
 * (`bigint`, exact past 2^53: a network of 3,294,061,441,733,848,500 people is said to its last
 * digit, never with a float's noise), and the short forms group their digits as the full ones do.
 */
import { formatAmount, shownLocale, type Locale, type Translate } from '@/i18n';

/** A whole number of people or dollars: the model's are `bigint`, the disclosure's `number`. */
export type Whole = number | bigint;

const formats = new Map<string, Intl.NumberFormat>();

/** Options, or options that depend on the language (the short forms' grouping). */
type Options = Intl.NumberFormatOptions | ((locale: Locale) => Intl.NumberFormatOptions);

function formatterIn(kind: string, options: Options, locale: Locale): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, typeof options === 'function' ? options(locale) : options)));
  return format;
}

type Formatter = (value: Whole, locale?: Locale) => string;

function formatIn(kind: string, options: Options): Formatter {
  return (value, locale = shownLocale()) => formatterIn(kind, options, locale).format(value);
}

const USD = { style: 'currency', currency: 'USD' } as const;
/**
 * Short forms: "21.5M", "$1,206.3T". A compact figure groups its digits as the language groups a full
 * one: Intl groups a compact figure only from five digits, which wrote "$1206.3T" beside "$100.5T"
 * in English, where "$1,206" is grouped. Spanish writes four digits ungrouped ("1206", "1206,3 B").
 */
const COMPACT = (locale: Locale): Intl.NumberFormatOptions => ({
  notation: 'compact',
  maximumFractionDigits: 1,
  useGrouping: /\D/.test(new Intl.NumberFormat(locale).format(1000)) ? 'always' : 'min2',
});

/** An amount of US dollars, one unit in a right-to-left line too (web/src/i18n/format.ts, `formatAmount`). */
const money =
  (kind: string, options: Options): Formatter =>
  (value, locale = shownLocale()) =>
    formatAmount(formatterIn(kind, options, locale), value, locale);

export const formatMoney = money('money', { ...USD, maximumFractionDigits: 0 });
export const formatMoneyCents = money('cents', { ...USD, minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A plain number that is not a head count or an amount: a level, a rate under a "($)" heading. */
export const formatCount = formatIn('count', {});
/** A head count, whole and exact: "21,523,359 people", "3,294,061,441,733,848,500 people". */
export const formatPeople = formatCount;
const moneyCompact = money('money-compact', (locale) => ({ ...USD, ...COMPACT(locale) }));
const compact = formatIn('compact', COMPACT);
/**
 * A whole count of tenths to one decimal at most ("86.1" times, the "3.3" of 3.3 × 10¹⁸), exactly:
 * the digits are given to Intl as a decimal string, never through a float.
 */
const formatTenths = (tenths: bigint, locale: Locale) =>
  formatterIn('decimal', { maximumFractionDigits: 1 }, locale).format(`${tenths / 10n}.${tenths % 10n}` as `${number}`);
/** `dividend / divisor` rounded half up, for whole numbers of 0 or more and a positive divisor. */
const roundedQuotient = (dividend: bigint, divisor: bigint) => (2n * dividend + divisor) / (2n * divisor);
const percent = formatIn('percent', { style: 'percent', maximumFractionDigits: 1 });

const MILLION = 1_000_000;
/**
 * A thousand trillions: the languages' compact forms name nothing larger (en "T", es "B", ar
 * "ترليون"), so a larger compact head count came out as "3,294,061.4T", which reads as a count with a
 * part of a person.
 */
const THOUSAND_TRILLION = 1_000_000_000_000_000n;

const abs = (value: Whole) => (value < 0 ? -value : value);

/** Short forms for narrow cells: $21.5M, $1,206.3T (full figures below a million). */
export const formatMoneyShort: Formatter = (value, locale = shownLocale()) =>
  abs(value) >= MILLION ? moneyCompact(value, locale) : formatMoney(value, locale);
/** Dollars under a heading that names the currency ("Monthly ($)"): formatMoneyShort's figure, without the sign. */
export const formatDollarsShort: Formatter = (value, locale = shownLocale()) => (abs(value) >= MILLION ? compact(value, locale) : formatCount(value, locale));
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (exponent: number) => [...String(exponent)].map((digit) => SUPERSCRIPTS[Number(digit)]).join('');

/**
 * A whole number past a thousand trillions in powers of ten, "3.3 × 10¹⁸": no language here has a
 * shorter true name for it, and its 19 digits and more in full overflowed a phone's tile and table.
 * Kept left to right inside an Arabic line (its isolate), where "×" between two numbers turned it round.
 */
function powersOfTen(value: bigint, locale: Locale): string {
  let exponent = value.toString().length - 1;
  // The leading digit and one decimal, rounded half up: 3,294,… is 33 tenths of 10¹⁸.
  const tenths = (scale: number) => roundedQuotient(value, 10n ** BigInt(scale));
  let kept = tenths(exponent - 1);
  if (kept >= 100n) kept = tenths(exponent++);
  const text = `${formatTenths(kept, locale)} × 10${superscript(exponent)}`;
  return locale === 'ar' ? `\u2066${text}\u2069` : text;
}

/**
 * A head count where room is short: in full below a million, "21.5M" up to a thousand trillions, and
 * past them in powers of ten ("3.3 × 10¹⁸"); the full figure stays in the sentences and the tile's title.
 */
export const formatPeopleShort: Formatter = (value, locale = shownLocale()) => {
  if (abs(value) < MILLION) return formatPeople(value, locale);
  if (abs(value) < THOUSAND_TRILLION) return compact(value, locale);
  return powersOfTen(BigInt(value), locale);
};

/**
 * A stand-in for a head count in an ICU plural (`{count, plural, …}`), which takes a `number`: the
 * count itself up to 2^53, past it a number with the same last six digits, which is all the plural
 * rules of English, Spanish and Arabic read (Arabic's n % 100, Spanish's "many" for whole millions).
 * The figure itself is given formatted, as `{people}`.
 */
export function pluralCount(value: Whole): number {
  if (typeof value === 'number') return value;
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : Number(value % 1_000_000n) + MILLION;
}

/** How many times `whole` holds `part` (a positive whole number), to one decimal, exactly: "86.1". */
export function formatTimes(whole: Whole, part: Whole, locale: Locale = shownLocale()): string {
  return formatTenths(roundedQuotient(BigInt(whole) * 10n, BigInt(part)), locale);
}

/**
 * An amount in cents ("$2.14"); one above $0 but below a cent is "less than $0.01", never "$0.00"
 * (a network's average per person can be a tiny part of a cent beside a monthly figure of trillions).
 */
export function formatCents(t: Translate, value: number, locale: Locale = shownLocale()): string {
  if (value > 0 && value < 0.01) return t('calc.tile.belowCent', { amount: formatMoneyCents(0.01, locale) });
  return formatMoneyCents(value, locale);
}

/**
 * A share given in percent (52 → "52%"), never rounded to a false 0% or 100%: below 0.1 but above 0 →
 * "<0.1%", above 99.9 but below 100 → ">99.9%".
 */
export const formatShare = (share: number, locale: Locale = shownLocale()) => {
  if (share > 0 && share < 0.1) return `<${percent(0.001, locale)}`;
  if (share > 99.9 && share < 100) return `>${percent(0.999, locale)}`;
  return percent(share / 100, locale);
};
