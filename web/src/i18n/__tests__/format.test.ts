import { afterEach, describe, expect, it } from 'vitest';

import { formatAmount, formatClockTime, formatDate, formatDayAndTime, formatNumber } from '../format';
import { activateLocale, setScreenTranslated } from '../i18n';

const AT = new Date(2026, 10, 29, 10, 42);

describe('numbers and dates through Intl', () => {
  afterEach(async () => {
    setScreenTranslated(true);
    await activateLocale('en');
  });

  it('formats numbers as each language writes them', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    // Spanish groups from five digits (CLDR, the RAE): 1234, 12.345.
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    // Arabic: Intl's `ar` writes Latin digits with Arabic separators' places.
    expect(formatNumber(1234, 'ar')).toBe('1,234');
  });

  it('writes dates and times with the language’s names and order', () => {
    expect(formatDate(AT, 'en')).toBe('November 29, 2026');
    expect(formatDate(AT, 'es')).toBe('29 de noviembre de 2026');
    expect(formatDate(AT, 'ar')).toBe('29 نوفمبر 2026');
    expect(formatDate('2026-11-29T12:00:00', 'es', { day: 'numeric', month: 'short' })).toBe('29 nov');
    expect(formatClockTime(AT, 'en')).toBe('10:42 AM');
    expect(formatClockTime(AT, 'es')).toBe('10:42');
    expect(formatClockTime(AT, 'ar')).toBe('10:42 ص');
    expect(formatDayAndTime(AT, 'es')).toBe('dom, 29 nov, 10:42');
  });

  it('follows the screen’s language when none is given: English on an untranslated screen', async () => {
    await activateLocale('es');
    expect(formatNumber(12345)).toBe('12.345');
    setScreenTranslated(false);
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('keeps an amount of money one unit, number then currency, in a right-to-left line', () => {
    const dollars = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(formatAmount(dollars('en'), 258280452, 'en')).toBe('$258,280,452');
    expect(formatAmount(dollars('es'), 100000, 'es')).toBe('100.000\u00a0US$');
    // Isolated right to left, its currency ending left to right: on screen "US$ 258,280,452", read from
    // the right as Arabic reads, number first; the "$" never leaves "US".
    expect(formatAmount(dollars('ar'), 258280452, 'ar')).toBe('\u2067\u200f258,280,452\u00a0US$\u200e\u2069');
    const compact = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
    expect(formatAmount(compact, 21_500_000, 'ar')).toBe('\u2067\u200f21.5\u00a0مليون\u00a0US$\u200e\u2069');
  });
});
