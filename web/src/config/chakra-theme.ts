/**
 * Chakra's default theme as its `defaultThemeConfig` puts it together, cut to what this app uses, so
 * that building the system on a phone costs a third of what the full theme does (docs/decisions.md#web):
 *   - only the recipes of the components web/src renders (keys as Chakra names them; theme.ts throws in
 *     development and tests when a component asks for one that is missing);
 *   - only the colour palettes the app uses (no teal, cyan, pink, blue, yellow), and no semantic token
 *     that points into a dropped palette (Chakra's `info` colours);
 *   - light values only: the app has no dark mode, so the `_dark` half of every semantic token would be
 *     CSS no page ever applies.
 */
import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const DROPPED_PALETTES = ['teal', 'cyan', 'pink', 'blue', 'yellow'] as const;

type TokenTree = Record<string, unknown>;

const isObject = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ _light: a, _dark: b }` → `a`, through a whole token tree. */
export function lightOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      if (!isObject(value)) return [key, value];
      if ('_light' in value) return [key, value._light];
      return [key, lightOnly(value)];
    }),
  ) as T;
}

const pointsInto = (value: unknown, palettes: readonly string[]): boolean =>
  typeof value === 'string'
    ? palettes.some((palette) => value.includes(`{colors.${palette}.`))
    : isObject(value) && Object.values(value).some((inner) => pointsInto(inner, palettes));

/** The colour tree without the named palettes, and without any token whose value refers to them. */
export function withoutPalettes<T extends object>(colors: T, palettes: readonly string[]): T {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([key]) => !palettes.includes(key))
      .flatMap(([key, value]): Array<[string, unknown]> => {
        if (!isObject(value)) return [[key, value]];
        if ('value' in value) return pointsInto(value.value, palettes) ? [] : [[key, value]];
        return [[key, withoutPalettes(value, palettes)]];
      }),
  ) as T;
}

export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors, DROPPED_PALETTES) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutPalettes(semanticTokens.colors, DROPPED_PALETTES),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      slider: sliderSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});
