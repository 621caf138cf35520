/**
 * Build-time half of web/src/config/build-global-css.ts: renders the app's Chakra system's global
 * styles to CSS with the same Emotion serializer and stylis pipeline the browser would use, and puts
 * them in index.html's head before any other style. The theme module is loaded through a short-lived
 * Vite server (it is app code: path aliases, `import.meta.env`).
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';
import { createServer, type Plugin } from 'vite';
import { GLOBAL_CSS_ELEMENT_ID, globalStyles } from '../../web/src/config/build-global-css.ts';

/** The CSS Chakra's provider would insert for `system`, as one string. */
export function renderGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  return globalStyles(system)
    .map((styles) => cache.insert('', serializeStyles([styles as never], cache.registered), cache.sheet, true) ?? '')
    .join('');
}

async function loadSystem(configFile: string): Promise<SystemContext> {
  const server = await createServer({ configFile, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
  try {
    const { system } = (await server.ssrLoadModule('/src/config/theme.ts')) as { system: SystemContext };
    return system;
  } finally {
    await server.close();
  }
}

export function chakraGlobalCss(): Plugin {
  let configFile: string | undefined;
  return {
    name: 'mta-chakra-global-css',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
    },
    async transformIndexHtml() {
      if (!configFile) throw new Error('chakra-global-css: the build has no config file to load the theme with');
      const css = renderGlobalCss(await loadSystem(configFile));
      if (!css.includes('--chakra-colors-brand-700')) throw new Error('chakra-global-css: the rendered CSS lacks the theme variables');
      return [{ tag: 'style', attrs: { id: GLOBAL_CSS_ELEMENT_ID }, children: css, injectTo: 'head' }];
    },
  };
}
