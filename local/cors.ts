/**
 * CORS as hosted Supabase's gateway answers it for /auth/v1 and /realtime/v1 (GoTrue's allowed and
 * exposed headers, see research A.1), limited to an allow-list (docs/security.md): the site's origin
 * (the app on APP_PORT) and ALLOWED_ORIGINS, as for the function
 * (supabase/functions/_shared/allowed-origins.ts). Browsers on an allowed origin can call auth and
 * read X-Supabase-Api-Version, which auth-js needs to map error codes; other origins get no
 * Access-Control-Allow-Origin. Functions answer CORS themselves, as on hosted Supabase.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export { allowedOrigins } from '../supabase/functions/_shared/allowed-origins.ts';

const EXPOSED = 'X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code, Content-Disposition, Content-Length, ETag, Retry-After';

export function corsHeaders(req: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowed.has(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED,
    vary: 'Origin',
  };
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): void {
  const headers = corsHeaders(req, allowed);
  res.writeHead(
    204,
    headers['access-control-allow-origin']
      ? {
          ...headers,
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers':
            req.headers['access-control-request-headers'] ?? 'authorization, x-client-info, apikey, content-type, x-supabase-api-version, idempotency-key',
          'access-control-max-age': '86400',
        }
      : headers,
  );
  res.end();
}

/** Adds the CORS headers to every response written through `res` from here on. */
export function withCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): void {
  for (const [name, value] of Object.entries(corsHeaders(req, allowed))) res.setHeader(name, value);
}
