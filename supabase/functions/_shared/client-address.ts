/**
 * The caller's network address, as the platform's gateway reports it: the first entry of
 * X-Forwarded-For. Hosted Supabase's gateway fills that header for edge functions; the local
 * gateway (local/gateway.ts) sets it to the connection's address and drops any value the caller
 * sent. Used for the per-address rate limits and forwarded to the auth server on sign-in, so that
 * its own per-address limits count each caller, not the function (docs/architecture.md#abuse).
 */
import { isIP } from 'node:net';

export function clientAddress(request: Request): string | undefined {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first && isIP(first) ? first : undefined;
}
