import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_CSS_ELEMENT_ID, withBuiltGlobalCss } from '../../web/src/config/build-global-css';
import { system } from '../../web/src/config/theme';
import { lazyGlobalSource } from './chakra-lazy-global';

const chakraSystemModule = () => {
  const entry = createRequire(import.meta.url).resolve('@chakra-ui/react');
  return readFileSync(join(entry, '../../esm/styled-system/system.js'), 'utf8');
};

describe("Chakra's global styles computed on first read (production build)", () => {
  it('turns the installed Chakra eager `_global` into a getter', () => {
    const changed = lazyGlobalSource(chakraSystemModule());
    expect(changed).not.toContain('const _global =');
    expect(changed).toContain('get _global()');
  });

  it('fails the build when Chakra no longer has the expected statement', () => {
    expect(() => lazyGlobalSource('export function createSystem() { return {}; }')).toThrow(/no longer has the expected `_global`/);
  });

  it('hands ChakraProvider a system without reading the lazy `_global`', () => {
    let reads = 0;
    const lazy = Object.defineProperty(Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)), '_global', {
      get: () => {
        reads += 1;
        return system._global;
      },
      enumerable: true,
    }) as typeof system;
    const page = { getElementById: (id: string) => (id === GLOBAL_CSS_ELEMENT_ID ? {} : null) } as unknown as Document;
    const stripped = withBuiltGlobalCss(lazy, page);
    expect(reads).toBe(0);
    expect(stripped._global).toEqual([]);
    expect(stripped._config.disableLayers).toBe(true);
    expect(stripped.token('colors.brand.700')).toBe('#0f5a3b');
  });
});
