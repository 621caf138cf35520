import { describe, expect, it } from 'vitest';
import { GLOBAL_CSS_ELEMENT_ID, withBuiltGlobalCss } from '../../web/src/config/build-global-css';
import { system } from '../../web/src/config/theme';
import { renderGlobalCss } from './chakra-global-css';

describe('Chakra global CSS written at build time', () => {
  it('renders the layer order first, then the reset and the theme variables', () => {
    const css = renderGlobalCss(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-700:#0f5a3b');
    expect(css).toContain('--chakra-colors-bg-canvas:#fbf8f0');
  });

  it('hands ChakraProvider a system without global styles only when the page has them', () => {
    const page = (ids: string[]) => ({ getElementById: (id: string) => (ids.includes(id) ? {} : null) }) as unknown as Document;
    const without = page([]);
    expect(withBuiltGlobalCss(system, without)).toBe(system);

    const built = page([GLOBAL_CSS_ELEMENT_ID]);
    const stripped = withBuiltGlobalCss(system, built);
    expect(stripped._global).toEqual([]);
    expect(stripped._config.disableLayers).toBe(true);
    expect(renderGlobalCss(stripped)).toBe('');
    expect(stripped.token('colors.brand.700')).toBe('#0f5a3b');
  });
});
