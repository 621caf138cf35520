/**
 * Makes Chakra's `system._global` (the reset, global styles and theme CSS variables as style
 * objects) computed on first read instead of inside `createSystem`, in the production build only.
 *
 * Why (Lighthouse on a throttled phone; measured in docs/decisions.md): the build already writes that CSS into index.html
 * (chakra-global-css.ts), so the app never reads `_global` (build-global-css.ts hands ChakraProvider
 * a system without it). Yet `createSystem` computed it eagerly: about 30 ms of the ~70 ms it takes
 * unthrottled, in the first long task of every page (CPU profile of /dashboard, 2026-11-22).
 *
 * The change is one statement of Chakra's `styled-system/system.js`. If a Chakra upgrade changes
 * that statement, the build fails here rather than silently shipping the eager version; then check
 * whether the new version still computes `_global` eagerly and update or drop this plugin.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _globalStyles;';
const RETURNED = '    _global,\n';
const GETTER = '    get _global() {\n      return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n';

/** Chakra's system module with `_global` behind a getter; throws if the module is not as expected. */
export function lazyGlobalSource(code: string): string {
  if (code.split(EAGER).length !== 2 || code.split(RETURNED).length !== 2) {
    throw new Error(
      'chakra-lazy-global: @chakra-ui/react styled-system/system.js no longer has the expected `_global`; see scripts/vite/chakra-lazy-global.ts',
    );
  }
  return code.replace(EAGER, LAZY).replace(RETURNED, GETTER);
}

export function chakraLazyGlobal(): Plugin {
  let changed = false;
  return {
    name: 'mta-chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      changed = true;
      return { code: lazyGlobalSource(code), map: null };
    },
    buildEnd(error) {
      if (!error && !changed) this.error('chakra-lazy-global: the build never loaded @chakra-ui/react styled-system/system.js');
    },
  };
}
