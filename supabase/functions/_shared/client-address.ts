/**
 * The caller's network address, as the platform's gateway reports it: the first entry of
 * X-Forwarded-For. Hosted Supabase's gateway fills that header for edge functions; the local
 * gateway sets it to the connection's address and drops every header a caller sent to name one
 * (docs/architecture.md#the-client-address). Used for the per-address rate limits and sent to the
 * auth server on sign-in and sign-up (Sb-Forwarded-For, with the secret key: auth-server.ts), so
 * that its own per-address limits count each caller, not the function.
 */
import { isIP } from 'node:net';

export function clientAddress(request: Request): string | undefined {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first && isIP(first) ? first : undefined;
}
