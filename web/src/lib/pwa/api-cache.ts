/**
 * The service worker's copy of the `api` function's GET answers (docs/decisions.md, "Installable app
 * and offline"): read offline only, network first online. Each copy is kept under a key that names
 * the signed-in user the answer was for (the `sub` of the bearer token), so one learner's data is
 * never served to another on a shared device, and signing out deletes the whole cache and keeps
 * nothing more of that user (signed-out-users.ts).
 */
export const API_CACHE = 'mta-api-reads';
const API_PATH = '/functions/v1/api/';
const USER_PARAM = '__mta_user';

/** A GET of the `api` function (on whichever origin the stack serves it). */
export function isApiRead(method: string, url: URL): boolean {
  return method === 'GET' && url.pathname.startsWith(API_PATH);
}

/** The user a bearer token was issued to (its JWT `sub`); 'anon' for the anon or publishable key. */
export function tokenUser(authorization: string | null): string {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const payload = token.split('.')[1];
  if (!payload) return 'anon';
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : 'anon';
  } catch {
    return 'anon';
  }
}

/** The cache key of a request: its URL with the user it is for. */
export function perUserCacheKey(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.set(USER_PARAM, tokenUser(request.headers.get('Authorization')));
  return new Request(url.href);
}

/** The user a cache key (perUserCacheKey) was kept for. */
export function keyUser(key: Request): string {
  return new URL(key.url).searchParams.get(USER_PARAM) ?? 'anon';
}

/** Deletes every kept answer (sign-out). Browsers without the Cache API have nothing to delete. */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}
