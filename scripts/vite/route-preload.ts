/**
 * Starts a hard load's screen code with the entry instead of after it (docs/performance.md, "Speed on
 * a mid-range phone").
 *
 * Why: every screen but the landing page is a lazy chunk (web/src/app/router.tsx), so on a cold load
 * the browser learns of the screen's code (the session layout, the screen, ~50 chunks) only after
 * the entry has arrived and run: on a throttled phone the route's first chunk was asked for ~1.5 s
 * after navigation, when the network had been idle for ~0.4 s.
 *
 * How: the build writes a tiny module script, loaded before the entry, holding per screen the files
 * of its static import graph (and the session layout's) that the entry does not already load; it
 * adds a `<link rel="modulepreload">` for each file of the screen the address names. A screen is
 * found by the address's first segment, which is its route module's name (`/course/7` →
 * `app/routes/course.tsx`): a segment that names no screen (the landing page, a 404) preloads
 * nothing, so the landing page's scripts stay as they were. An external file, not an inline script:
 * the Content-Security-Policy allows scripts from the app's origin only (docs/security.md).
 */
import type { Plugin } from 'vite';

/** The parts of a Rollup/Rolldown output chunk this plugin reads. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

const ROUTE_MODULE = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
/** The layout of every screen that needs Supabase Auth: preloaded with each screen. */
const LAYOUT = 'session-layout';

/** `fileName` and every file it imports statically, transitively. */
function staticGraph(chunks: Map<string, ChunkInfo>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticGraph(chunks, imported, into);
  return into;
}

/** Per screen (its route module's name), the files a hard load of it needs beyond the entry's. */
export function routePreloads(bundle: Record<string, ChunkInfo | { type: 'asset' }>): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const loaded = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) staticGraph(chunks, chunk.fileName, loaded);
  const routes = new Map<string, string>();
  for (const chunk of chunks.values()) {
    const name = chunk.isDynamicEntry ? ROUTE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (name) routes.set(name, chunk.fileName);
  }
  const layout = routes.get(LAYOUT);
  const layoutFiles = layout ? staticGraph(chunks, layout) : new Set<string>();
  const preloads: Record<string, string[]> = {};
  for (const [name, fileName] of routes) {
    if (name === LAYOUT) continue;
    const files = new Set([...layoutFiles, ...staticGraph(chunks, fileName)]);
    preloads[name] = [...files].filter((file) => !loaded.has(file)).sort();
  }
  return preloads;
}

/**
 * The module script's source: the screen the address names, its files preloaded. Each file is named
 * once and the screens list its index (the landing page loads this script too, and counts its bytes).
 */
export function preloadScript(preloads: Record<string, string[]>, base = '/'): string {
  const files = [...new Set(Object.values(preloads).flat())].sort();
  const index = new Map(files.map((file, i) => [file, i]));
  const screens = Object.fromEntries(Object.entries(preloads).map(([name, list]) => [name, list.map((file) => index.get(file))]));
  return `const n=${JSON.stringify(files)},p=${JSON.stringify(screens)},s=location.pathname.split('/')[1];if(Object.prototype.hasOwnProperty.call(p,s))for(const i of p[s]){const l=document.createElement('link');l.rel='modulepreload';l.href=${JSON.stringify(base)}+n[i];document.head.append(l)}\n`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'mta-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('route-preload: the build has no index.html');
      const preloads = routePreloads(bundle as unknown as Record<string, ChunkInfo | { type: 'asset' }>);
      if (!preloads.dashboard?.length) return this.error('route-preload: no screen code found for /dashboard; see scripts/vite/route-preload.ts');
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(preloads, base) });
      const source = String(html.source);
      const entry = ENTRY_SCRIPT.exec(source)?.[0];
      if (!entry) return this.error('route-preload: index.html has no entry module script');
      // Before the entry, so the browser asks for it first; `async`: it runs once it arrives, the entry waits for nothing.
      html.source = source.replace(entry, `<script type="module" async crossorigin src="${base}${this.getFileName(ref)}"></script>\n    ${entry}`);
    },
  };
}
