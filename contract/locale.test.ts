import { describe, expect, it } from 'vitest';

import { acceptedLocale } from './locale.ts';

describe('acceptedLocale: the language an Accept-Language header asks the api for', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['ar-EG, ar;q=0.9', 'ar'],
    ['fr-FR, fr;q=0.9, ar;q=0.5, es;q=0.4', 'ar'],
    ['en;q=0.2, es;q=0.8', 'es'],
    ['EN-us', 'en'],
    ['de, es;q=0', null],
    ['fr, de', null],
    ['*', null],
    ['es;q=abc, ar;q=0.1', 'es'],
    ['', null],
  ] as const)('%j → %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });

  it('takes the first of equal weights, and nothing from a missing header', () => {
    expect(acceptedLocale('ar, es')).toBe('ar');
    expect(acceptedLocale(null)).toBeNull();
    expect(acceptedLocale(undefined)).toBeNull();
  });
});
