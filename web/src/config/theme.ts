/**
 * The "money train" look: deep railway green with brass-gold accents on a warm paper background.
 * Components use `colorPalette="brand"` (green) or `"gold"`; the semantic tokens below give both
 * palettes the solid / contrast / fg / muted / subtle / emphasized / focusRing roles Chakra expects.
 *
 * Start-up cost (Lighthouse on a throttled phone; docs/decisions.md#web): building a Chakra system walks every token
 * and recipe it is given, before the first paint. So the system is built once from the base preset
 * and the cut-down Chakra theme of chakra-theme.ts (only the recipes of the components this app
 * renders), and nothing here imports `defaultConfig` from the package root: that module also builds
 * Chakra's own `defaultSystem` as a side effect, which the bundler cannot drop — a second, unused
 * system. A component whose recipe is missing would render unstyled; in development and tests that
 * throws (see `guardRecipes`), so a new component must be added to the lists in chakra-theme.ts.
 */
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';

import { chakraTheme } from './chakra-theme';

const paletteRoles = (name: 'brand' | 'gold', solid: string, contrast: string, fg: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: contrast },
  fg: { value: `{colors.${name}.${fg}}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
    // An address or a number reads left to right on an Arabic page too, from the field's left edge.
    'input[type="email"], input[type="url"], input[type="tel"]': { direction: 'ltr' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: 'ui-rounded, "SF Pro Rounded", "Nunito", "Segoe UI Rounded", "Segoe UI", system-ui, sans-serif',
        },
        body: { value: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#e9f6ef' },
          100: { value: '#c9e9d6' },
          200: { value: '#a0d7b9' },
          300: { value: '#6cc096' },
          400: { value: '#3aa574' },
          500: { value: '#1d8a5a' },
          600: { value: '#146f48' },
          700: { value: '#0f5a3b' },
          800: { value: '#0b402c' },
          900: { value: '#072b1e' },
          950: { value: '#041a12' },
        },
        gold: {
          50: { value: '#fff9e6' },
          100: { value: '#fef0c2' },
          200: { value: '#fde28a' },
          300: { value: '#fbd052' },
          400: { value: '#f7bd25' },
          500: { value: '#e6a50a' },
          600: { value: '#c08306' },
          700: { value: '#8f5f07' },
          800: { value: '#744c0d' },
          900: { value: '#5f3e10' },
          950: { value: '#3b2204' },
        },
      },
      radii: { card: { value: '1rem' } },
    },
    semanticTokens: {
      colors: {
        brand: paletteRoles('brand', '700', 'white', '700'),
        gold: paletteRoles('gold', '400', '{colors.brand.950}', '800'),
        bg: { canvas: { value: '#fbf8f0' } },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(4, 26, 18, 0.06), 0 8px 24px rgba(4, 26, 18, 0.06)' },
      },
    },
  },
});

/**
 * In development and tests, asking for a recipe Chakra's theme has but this system left out throws,
 * instead of rendering the component unstyled. (Keys Chakra itself has no recipe for, like `text`,
 * pass through as they always did.)
 */
export function guardRecipes(system: SystemContext): SystemContext {
  const { getRecipeFn, getSlotRecipeFn, isRecipe, isSlotRecipe } = system;
  const chakraKeys = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);
  const check = (key: string, present: boolean) => {
    if (!present && chakraKeys.has(key)) {
      throw new Error(`Chakra recipe "${key}" is not in web/src/config/theme.ts: add it to the list there`);
    }
  };
  return {
    ...system,
    getRecipeFn: ((key: string, fallback?: unknown) => {
      check(key, isRecipe(key));
      return getRecipeFn(key, fallback as never);
    }) as SystemContext['getRecipeFn'],
    getSlotRecipeFn: ((key: string, fallback?: unknown) => {
      check(key, isSlotRecipe(key));
      return getSlotRecipeFn(key, fallback as never);
    }) as SystemContext['getSlotRecipeFn'],
  };
}

const built = createSystem(defaultBaseConfig, chakraTheme, config);
export const system = import.meta.env.DEV ? guardRecipes(built) : built;
