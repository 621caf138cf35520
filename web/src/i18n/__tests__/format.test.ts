import { afterEach, describe, expect, it } from 'vitest';

import { formatClockTime, formatDate, formatDayAndTime, formatNumber } from '../format';
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
});
