/**
 * Chakra's global CSS (cascade layer order, CSS reset, the theme's CSS variables, global styles) is
 * the same on every page, yet ChakraProvider turns it into CSS in the browser on every visit: about a
 * quarter of the first render's main-thread work on a slow phone (docs/decisions.md#web). The production build
 * therefore writes it into index.html once, as `<style id="chakra-global-css">`
 * (scripts/vite/chakra-global-css.ts), and the app then hands ChakraProvider a system without it.
 * Without that element (Vite's dev server, unit tests) Chakra inserts it at run time, as usual.
 */
import type { SystemContext } from '@chakra-ui/react';

export const GLOBAL_CSS_ELEMENT_ID = 'chakra-global-css';

/** What ChakraProvider inserts as global styles: the `@layer` order statement (unless layers are off) and `_global`. */
export function globalStyles(system: SystemContext): unknown[] {
  return system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global];
}

/** The system for ChakraProvider: without its global styles when the page already has them. */
export function withBuiltGlobalCss(system: SystemContext, doc: Document | undefined = globalThis.document): SystemContext {
  if (!doc?.getElementById(GLOBAL_CSS_ELEMENT_ID)) return system;
  // ChakraProvider renders `_global`, and the layer order unless `disableLayers` (Chakra 3.37).
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as SystemContext;
  return Object.defineProperties(copy, {
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}
