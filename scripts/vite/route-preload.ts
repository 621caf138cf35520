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
 * nothing, so the landing page's scripts stay as they were. With a screen's code come the page
 * language's catalogues (core and signed-in messages; the language chosen as the app chooses it,
 * web/src/i18n/locales.ts: the stored user's profile, the stored choice, the browser's languages),
 * which the entry asked for only once it had run, and code a screen always loads once its data is in
 * (`LATER`: a station's lesson renderer). An external file, not an inline script:
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
/** Lazily loaded code a screen's main content needs as soon as its data is in: preloaded with the screen. */
const LATER: Record<string, RegExp> = {
  mission: /[\\/]web[\\/]src[\\/]features[\\/]missions[\\/]components[\\/]lesson-markdown\.tsx$/,
};
/** A language's catalogue chunks (web/src/i18n/i18n.ts): the core messages and the signed-in screens'. */
const CATALOGUE = /[\\/]web[\\/]src[\\/]i18n[\\/]catalogues[\\/](?:app[\\/])?([a-z]{2})\.json$/;
/** Where the app keeps the stored user and the language picked on this device (web/src/lib/current-user.ts, web/src/i18n/active-locale.ts). */
export const STORED_USER_KEY = 'mta.currentUser';
export const STORED_LOCALE_KEY = 'mta.locale';

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
  const later = (name: string) => {
    const pattern = LATER[name];
    const chunk = pattern ? [...chunks.values()].find((c) => c.isDynamicEntry && pattern.test(c.facadeModuleId ?? '')) : undefined;
    return chunk ? staticGraph(chunks, chunk.fileName) : [];
  };
  const preloads: Record<string, string[]> = {};
  for (const [name, fileName] of routes) {
    if (name === LAYOUT) continue;
    const files = new Set([...layoutFiles, ...staticGraph(chunks, fileName), ...later(name)]);
    preloads[name] = [...files].filter((file) => !loaded.has(file)).sort();
  }
  return preloads;
}

/** Per language, its catalogue chunks (and what they import) beyond the entry's. */
export function cataloguePreloads(bundle: Record<string, ChunkInfo | { type: 'asset' }>): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const loaded = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) staticGraph(chunks, chunk.fileName, loaded);
  const byLocale: Record<string, Set<string>> = {};
  for (const chunk of chunks.values()) {
    const locale = chunk.isDynamicEntry ? CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (locale) staticGraph(chunks, chunk.fileName, (byLocale[locale] ??= new Set()));
  }
  return Object.fromEntries(Object.entries(byLocale).map(([locale, files]) => [locale, [...files].filter((file) => !loaded.has(file)).sort()]));
}

/**
 * The module script's source: the screen the address names, its files preloaded. Each file is named
 * once and the screens list its index (the landing page loads this script too, and counts its bytes).
 */
export function preloadScript(preloads: Record<string, string[]>, base = '/', catalogues: Record<string, string[]> = {}): string {
  const files = [...new Set([...Object.values(preloads).flat(), ...Object.values(catalogues).flat()])].sort();
  const index = new Map(files.map((file, i) => [file, i]));
  const indexed = (lists: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.map((file) => index.get(file))]));
  // The language as web/src/i18n/locales.ts chooses it: the first of the profile's, the stored
  // choice and the browser's languages' primary subtags that the app speaks, else English; and
  // English too, which the signed-in screens load beside another language (web/src/i18n/i18n.ts).
  return (
    `const n=${JSON.stringify(files)},p=${JSON.stringify(indexed(preloads))},c=${JSON.stringify(indexed(catalogues))},s=location.pathname.split('/')[1],h=(o,k)=>Object.prototype.hasOwnProperty.call(o,k),` +
    `a=i=>{const l=document.createElement('link');l.rel='modulepreload';l.href=${JSON.stringify(base)}+n[i];document.head.append(l)};` +
    `if(h(p,s)){p[s].forEach(a);let w=[];try{w=[(JSON.parse(localStorage.getItem(${JSON.stringify(STORED_USER_KEY)})||'null')||{}).locale,localStorage.getItem(${JSON.stringify(STORED_LOCALE_KEY)})]}catch(e){}` +
    `for(const t of navigator.languages||[])w.push(String(t).trim().toLowerCase().split(/[-_]/)[0]);const g=w.find(x=>typeof x==='string'&&h(c,x))||'en';new Set([g,'en']).forEach(k=>h(c,k)&&c[k].forEach(a))}\n`
  );
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
      const ref = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(preloads, base, cataloguePreloads(bundle as unknown as Record<string, ChunkInfo | { type: 'asset' }>)),
      });
      const source = String(html.source);
      const entry = ENTRY_SCRIPT.exec(source)?.[0];
      if (!entry) return this.error('route-preload: index.html has no entry module script');
      // Before the entry, so the browser asks for it first; `async`: it runs once it arrives, the entry waits for nothing.
      html.source = source.replace(entry, `<script type="module" async crossorigin src="${base}${this.getFileName(ref)}"></script>\n    ${entry}`);
    },
  };
}
