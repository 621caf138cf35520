/** Which contract route a concrete request is for (used by tests that check answers against it). */
import { routes } from './index.ts';
import type { RouteDef } from './route.ts';

const patterns = Object.values(routes as Record<string, RouteDef>).map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/** The route declared for `method` and `path` (a query string is ignored), if any. */
export function contractRouteFor(method: string, path: string): RouteDef | undefined {
  const bare = path.split('?')[0] ?? path;
  // A literal segment wins over a parameter (/api/leaderboard/me is not /api/leaderboard/:x).
  const found = patterns.filter(({ route, pattern }) => route.method === method.toUpperCase() && pattern.test(bare));
  found.sort((a, b) => (a.route.path.match(/:/g)?.length ?? 0) - (b.route.path.match(/:/g)?.length ?? 0));
  return found[0]?.route;
}
