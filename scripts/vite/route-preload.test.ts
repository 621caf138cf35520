import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { paths } from '../../web/src/config/paths';
import { preloadScript, routePreloads, type ChunkInfo } from './route-preload';

const chunk = (fileName: string, imports: string[], kind: { entry?: boolean; route?: string } = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: kind.entry ?? false,
  isDynamicEntry: kind.route !== undefined,
  facadeModuleId: kind.route ? `/repo/web/src/app/routes/${kind.route}.tsx` : null,
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
  ].map((c) => [c.fileName, c]),
);

/** Runs the script at `pathname` and returns the hrefs it preloaded. */
function preloadedAt(source: string, pathname: string): string[] {
  const links: Array<{ rel: string; href: string }> = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { append: (link: { rel: string; href: string }) => links.push(link) } };
  new Function('location', 'document', source)({ pathname }, document);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe('route preload (a hard load asks for its screen code with the entry)', () => {
  it("lists per screen its static graph and the session layout's, without what the entry loads", () => {
    expect(routePreloads(bundle)).toEqual({
      dashboard: ['card.js', 'dashboard.js', 'panel.js', 'session-layout.js', 'supabase.js'],
      course: ['card.js', 'course.js', 'panel.js', 'session-layout.js', 'supabase.js'],
    });
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
