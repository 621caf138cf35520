import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n } from '../i18n';
import { compileCatalogue } from '../../../../scripts/vite/compiled-catalogues';
import es from '../catalogues/es.json';

describe('messages', () => {
  afterEach(() => activateLocale('en'));

  it('loads a language, marks the page and formats its plurals', async () => {
    await activateLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n._('landing.bonus.tokens', { threshold: 2, tokens: 3 })).toContain('شخصين جديدين');
    await activateLocale('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n._('landing.bonus.tokens', { threshold: 1, tokens: 5 })).toBe(
      'Inscribe a 1 persona nueva con tu enlace de invitación y desbloquea un extra de 5 tokens además de tus tokens por referidos.',
    );
  });

  it('builds compiled catalogues that the runtime formats the same way', () => {
    const compiled = JSON.parse(compileCatalogue(JSON.stringify(es))) as Record<string, unknown>;
    expect(Object.keys(compiled)).toEqual(Object.keys(es));
    expect(typeof compiled['landing.bonus.tokens']).not.toBe('string');
    i18n.load('es-compiled', compiled as never);
    i18n.activate('es-compiled');
    expect(i18n._('landing.hero.continue', { name: 'Ana' })).toBe('Continuar como Ana: abrir tu panel');
  });
});
