/**
 * Which browser origins may call the function: SITE_URL (the site, which the invitation links use
 * too) and ALLOWED_ORIGINS (comma separated), per allowed-origins.ts.
 */
import { allowedOrigins } from './allowed-origins.ts';

let cached: Set<string> | undefined;

/** The caller's origin when it is allowed, else undefined (no CORS header). */
export function corsOrigin(origin: string | undefined): string | undefined {
  cached ??= allowedOrigins(Deno.env.get('SITE_URL'), Deno.env.get('ALLOWED_ORIGINS'));
  return origin && cached.has(origin) ? origin : undefined;
}
