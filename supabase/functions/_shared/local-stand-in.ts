/**
 * Stand-ins the local stack runs for services outside Supabase (a browser push service, a CAPTCHA
 * provider) are named to the function by variables that count on the local stack only: the value
 * must be one `http://127.0.0.1:<port>` origin, and the function's own SUPABASE_URL a loopback http
 * address. On a hosted project (SUPABASE_URL https://<ref>.supabase.co, set by the platform) they
 * are ignored, whatever the secrets say (docs/decisions.md, "Push endpoints and the local push service").
 */
const LOCAL_ORIGIN = /^http:\/\/127\.0\.0\.1:\d{1,5}$/;

function isLoopbackHttp(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]');
  } catch {
    return false;
  }
}

/** The origin in `variable` when this function runs on the local stack and the value is a loopback origin. */
export function localStandInOrigin(env: (name: string) => string | undefined, variable: string): string | undefined {
  const origin = env(variable)?.trim();
  if (!origin || !LOCAL_ORIGIN.test(origin) || !isLoopbackHttp(env('SUPABASE_URL'))) return undefined;
  return origin;
}
