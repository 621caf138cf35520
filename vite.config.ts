/**
 * The web app build. `web/` is the Vite root; the production build goes to web/dist, which the local
 * stack's app server (and any static host) serves with an SPA fallback. The Supabase URL and anon key are
 * not baked in: the app server injects them at `<!--mta-config-->` (see web/src/lib/config.ts).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCss } from './scripts/vite/chakra-global-css.ts';
import { chakraLazyGlobal } from './scripts/vite/chakra-lazy-global.ts';
import { compiledCatalogues } from './scripts/vite/compiled-catalogues.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { webAppManifest } from './scripts/vite/web-app-manifest.ts';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  // chakraGlobalCss: Chakra's global CSS is written into index.html at build time; precompress:
  // Brotli copies of the assets (see each plugin). VitePWA: the web app manifest and the service
  // worker web/src/sw.ts with the build's precache list (docs/decisions.md, "Installable app and
  // offline"); it is registered by web/src/pwa/register-service-worker.ts, not by an inline script.
  // routePreload: a hard load asks for its screen's code with the entry (see the plugin).
  // compiledCatalogues: each language's messages compiled at build time (see the plugin).
  // reactRouterProduction: React Router's production copy in builds (see the plugin).
  plugins: [
    react(),
    reactRouterProduction(),
    compiledCatalogues(),
    chakraGlobalCss(),
    chakraLazyGlobal(),
    routePreload(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // index.html is served with the runtime config injected, so the worker keeps the served copy
        // instead (web/src/sw.ts); Brotli copies are the server's business.
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
        globIgnores: ['**/*.br', 'index.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  resolve: {
    // `@contract` is every route (contract/index.ts); `@contract/<file>.ts` one part of it, for the
    // modules of the landing page's entry chunk, which need only the user and the settings.
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./web/src', import.meta.url))}/` },
      { find: /^@contract$/, replacement: fileURLToPath(new URL('./contract/index.ts', import.meta.url)) },
      { find: /^@contract\//, replacement: `${fileURLToPath(new URL('./contract', import.meta.url))}/` },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    emptyOutDir: true,
    // No public source maps (docs/security.md): the app's source stays unpublished.
    sourcemap: false,
    // The shared vendor chunk (React DOM, Chakra UI, the router) is ~550 kB minified / ~150 kB gzip;
    // the budget that matters is the landing page's initial JS, under 200 kB gzip (docs/performance.md).
    chunkSizeWarningLimit: 600,
    // What every page loads first is one chunk, not Rolldown's default split of the entry's shared
    // modules into many small ones: a hard load on a slow phone waits for each request in turn
    // (docs/performance.md, "Speed on a mid-range phone"). `$initial` tags the modules the entry
    // imports statically; lazy screens still get chunks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
