import { describe, expect, it } from 'vitest';

import { chooseLocale, directionOf, localeOfTag } from '../locales';

describe('choosing the language', () => {
  it('takes the profile, then the stored choice, then the browser, then English', () => {
    expect(chooseLocale({ profile: 'ar', stored: 'es', browser: ['en-US'] })).toBe('ar');
    expect(chooseLocale({ profile: null, stored: 'es', browser: ['ar'] })).toBe('es');
    expect(chooseLocale({ profile: null, stored: null, browser: ['fr-FR', 'es-MX', 'ar'] })).toBe('es');
    expect(chooseLocale({ browser: ['fr', 'de'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('ignores values that are no language of the academy', () => {
    expect(chooseLocale({ profile: 'xx', stored: 'klingon', browser: ['ar-EG'] })).toBe('ar');
  });

  it('reads BCP 47 tags by their language', () => {
    expect(localeOfTag('es-419')).toBe('es');
    expect(localeOfTag('AR_sa')).toBe('ar');
    expect(localeOfTag('pt-BR')).toBeNull();
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('es')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});
