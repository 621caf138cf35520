/**
 * CORS as hosted Supabase's gateway answers it for /auth/v1 and /realtime/v1 (GoTrue's allowed and
 * exposed headers, see research A.1): browsers on another origin (the app on APP_PORT) must be able
 * to call auth and read X-Supabase-Api-Version, which auth-js needs to map error codes.
 * Functions answer CORS themselves, as on hosted Supabase.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const EXPOSED = 'X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code';

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED,
    vary: 'Origin',
  };
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
    'access-control-max-age': '86400',
  });
  res.end();
}

/** Adds the CORS headers to every response written through `res` from here on. */
export function withCors(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
}
