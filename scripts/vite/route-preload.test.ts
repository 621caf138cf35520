import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { paths } from '../../web/src/config/paths';
import { cataloguePreloads, preloadScript, routePreloads, STORED_LOCALE_KEY, STORED_USER_KEY, type ChunkInfo } from './route-preload';

// The app's storage keys, as its modules spell them (they import through the web's aliases, which this project does not resolve).
const webSource = (file: string) => readFileSync(new URL(`../../web/src/${file}`, import.meta.url), 'utf8');
const CURRENT_USER_KEY = /CURRENT_USER_KEY = '([^']+)'/.exec(webSource('lib/current-user.ts'))?.[1] ?? 'missing';
const LOCALE_STORAGE_KEY = /LOCALE_STORAGE_KEY = '([^']+)'/.exec(webSource('i18n/active-locale.ts'))?.[1] ?? 'missing';

const chunk = (fileName: string, imports: string[], kind: { entry?: boolean; route?: string; module?: string } = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: kind.entry ?? false,
  isDynamicEntry: kind.route !== undefined || kind.module !== undefined,
  facadeModuleId: kind.route ? `/repo/web/src/app/routes/${kind.route}.tsx` : kind.module ? `/repo/web/src/${kind.module}` : null,
});

const bundle = Object.fromEntries(
  [
    chunk('index.js', ['react.js'], { entry: true }),
    chunk('react.js', []),
    chunk('session-layout.js', ['supabase.js', 'react.js'], { route: 'session-layout' }),
    chunk('supabase.js', []),
    chunk('dashboard.js', ['panel.js', 'react.js'], { route: 'dashboard' }),
    chunk('panel.js', ['card.js']),
    chunk('card.js', ['panel.js']),
    chunk('course.js', ['card.js'], { route: 'course' }),
    chunk('lazy-dialog.js', ['card.js']),
    chunk('mission.js', ['react.js'], { route: 'mission' }),
    chunk('lesson-markdown.js', ['markdown.js'], { module: 'features/missions/components/lesson-markdown.tsx' }),
    chunk('markdown.js', []),
    chunk('en.js', [], { module: 'i18n/catalogues/en.json' }),
    chunk('en-app.js', [], { module: 'i18n/catalogues/app/en.json' }),
    chunk('es.js', [], { module: 'i18n/catalogues/es.json' }),
    chunk('es-app.js', [], { module: 'i18n/catalogues/app/es.json' }),
  ].map((c) => [c.fileName, c]),
);

/** Runs the script at `pathname` and returns the hrefs it preloaded. */
function preloadedAt(source: string, pathname: string, stored: Record<string, string> = {}, languages = ['en-US']): string[] {
  const links: Array<{ rel: string; href: string }> = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { append: (link: { rel: string; href: string }) => links.push(link) } };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('location', 'document', 'localStorage', 'navigator', source)({ pathname }, document, localStorage, { languages });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe('route preload (a hard load asks for its screen code with the entry)', () => {
  it("lists per screen its static graph and the session layout's, without what the entry loads", () => {
    expect(routePreloads(bundle)).toEqual({
      dashboard: ['card.js', 'dashboard.js', 'panel.js', 'session-layout.js', 'supabase.js'],
      course: ['card.js', 'course.js', 'panel.js', 'session-layout.js', 'supabase.js'],
      // A station's lesson renderer, which it loads once its data is in, comes with its code.
      mission: ['lesson-markdown.js', 'markdown.js', 'mission.js', 'session-layout.js', 'supabase.js'],
    });
  });

  it('preloads with a screen the catalogues of the language the app will choose, and English beside another', () => {
    const source = preloadScript(routePreloads(bundle), '/', cataloguePreloads(bundle));
    const screen = ['/card.js', '/course.js', '/panel.js', '/session-layout.js', '/supabase.js'];
    expect(preloadedAt(source, '/course/7')).toEqual([...screen, '/en-app.js', '/en.js']);
    // The browser's language, then the stored choice, then the profile's win, as web/src/i18n/locales.ts chooses.
    expect(preloadedAt(source, '/course/7', {}, ['es-MX', 'en'])).toEqual([...screen, '/es-app.js', '/es.js', '/en-app.js', '/en.js']);
    expect(preloadedAt(source, '/course/7', { [LOCALE_STORAGE_KEY]: 'es' })).toEqual([...screen, '/es-app.js', '/es.js', '/en-app.js', '/en.js']);
    expect(preloadedAt(source, '/course/7', { [CURRENT_USER_KEY]: JSON.stringify({ locale: 'en' }) }, ['es'])).toEqual([...screen, '/en-app.js', '/en.js']);
    // A language the build has no catalogue for, or a broken stored user: English.
    expect(preloadedAt(source, '/course/7', { [CURRENT_USER_KEY]: '{', [LOCALE_STORAGE_KEY]: 'fr' }, ['de'])).toEqual([...screen, '/en-app.js', '/en.js']);
    // The landing page loads only what it loaded before.
    expect(preloadedAt(source, '/')).toEqual([]);
    expect([STORED_USER_KEY, STORED_LOCALE_KEY]).toEqual([CURRENT_USER_KEY, LOCALE_STORAGE_KEY]);
  });

  it("preloads the files of the screen the address's first segment names, and nothing elsewhere", () => {
    const source = preloadScript(routePreloads(bundle));
    expect(preloadedAt(source, '/course/7')).toEqual(['/card.js', '/course.js', '/panel.js', '/session-layout.js', '/supabase.js']);
    expect(preloadedAt(source, '/dashboard')).toHaveLength(5);
    for (const elsewhere of ['/', '/no-such-page', '/constructor', '/__proto__']) expect(preloadedAt(source, elsewhere)).toEqual([]);
  });

  it("names every screen by its route module: each route's first segment is a file of app/routes", () => {
    const modules = new Set(readdirSync(new URL('../../web/src/app/routes', import.meta.url)).map((file) => file.replace(/\.tsx$/, '')));
    const segments = Object.values(paths)
      .map((route) => route.path.split('/')[1] ?? '')
      .filter((segment) => segment !== '');
    expect(segments.filter((segment) => !modules.has(segment))).toEqual([]);
  });
});
