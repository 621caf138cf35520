import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { DROPPED_PALETTES, lightOnly, withoutPalettes } from '../chakra-theme';
import { guardRecipes, system } from '../theme';

describe('the app system (config/theme.ts)', () => {
  it('has the recipes of the components the app renders, with the brand palette', () => {
    expect(system.getRecipeFn('button')).toBeTypeOf('function');
    expect(system.getSlotRecipeFn('dialog')).toBeTypeOf('function');
    expect(system.token('colors.brand.700')).toBe('#0f5a3b');
  });

  it('throws for a Chakra recipe it left out, instead of rendering that component unstyled', () => {
    const guarded = guardRecipes(system);
    expect(() => guarded.getSlotRecipeFn('accordion')).toThrow(/Chakra recipe "accordion" is not in web\/src\/config\/theme.ts/);
    expect(() => guarded.getRecipeFn('kbd')).toThrow(/"kbd"/);
  });

  it('lets keys through that Chakra has no recipe for either (Text asks for "text")', () => {
    expect(guardRecipes(system).getRecipeFn('text')).toBeTypeOf('function');
  });
});

describe('the cut-down Chakra theme (config/chakra-theme.ts)', () => {
  it('keeps light values and drops tokens that point into a dropped palette', () => {
    const tree = {
      bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } }, info: { value: { _light: '{colors.blue.50}' } } },
      blue: { 50: { value: '#eff6ff' } },
    };
    expect(withoutPalettes(lightOnly(tree), ['blue'])).toEqual({ bg: { DEFAULT: { value: '{colors.white}' } } });
  });

  it('gives a system whose CSS variables all resolve, with no dark-mode or dropped-palette rules', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).not.toMatch(/\{colors\./);
    expect(css).not.toMatch(/\.dark|_dark/);
    for (const palette of DROPPED_PALETTES) expect(css).not.toContain(`--chakra-colors-${palette}-`);
    expect(css).toContain('--chakra-colors-brand-700');
    expect(css).toContain('--chakra-colors-red-solid');
  });

  it('is not asked for a dropped palette anywhere in web/src', () => {
    const root = join(process.cwd(), 'web/src');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !file.endsWith('chakra-theme.ts'),
    );
    const pattern = new RegExp(`['"\`](${DROPPED_PALETTES.join('|')})(['"\`]|\\.)`);
    const offenders = sources.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
