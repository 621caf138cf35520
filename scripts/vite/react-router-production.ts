/**
 * React Router's production copy in the build. Its package exports only `dist/development` (the
 * copy whose `ENABLE_DEV_WARNINGS` is on: route warnings and the developer's error page), and no
 * export condition picks `dist/production`, which differs in that flag alone; so the build resolves
 * `react-router` and `react-router/dom` (react-router-dom's two imports) to it by path. The dev server
 * keeps the warnings. 0.6 KB gzip of the landing page's JavaScript (docs/performance.md).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRODUCTION: Record<string, string> = {
  'react-router': fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  'react-router/dom': fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
};

export function reactRouterProduction(): Plugin {
  return {
    name: 'mta-react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const file of Object.values(PRODUCTION)) {
        if (!existsSync(file)) this.error(`react-router-production: ${file} is missing; see scripts/vite/react-router-production.ts`);
      }
    },
    resolveId(source) {
      return PRODUCTION[source] ?? null;
    },
  };
}
