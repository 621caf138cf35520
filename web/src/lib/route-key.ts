/**
 * The react-query key of a route's answer: the path in segments (`['/api/users', id,
 * 'course-progress', courseId]` for /api/users/{id}/course-progress/{courseId}), so joining a key
 * with slashes gives the path it reads, and a list's key is the prefix of its items' keys.
 * Every key of the app is in query-keys.ts; this module stays small because the landing page's
 * entry chunk needs it for the settings.
 */
import type { PathValues, RouteDef } from '@contract/route.ts';

export type QueryKey = readonly [`/api/${string}`, ...(string | number)[]];

/** `/api/<first segment>`, then each later segment or parameter value. */
export function keyOf<R extends RouteDef>(route: R, values?: PathValues<R>): QueryKey {
  const [first, ...rest] = route.path.slice('/api/'.length).split('/');
  const given = (values ?? {}) as Record<string, string | number>;
  const segments = rest.map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = given[segment.slice(1)];
    if (value === undefined) throw new Error(`No value for ${segment} in ${route.path}`);
    return value;
  });
  return [`/api/${first}`, ...segments];
}
