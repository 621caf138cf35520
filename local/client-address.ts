/**
 * Who the client is (docs/architecture.md#the-client-address). The gateway is this stack's edge,
 * as hosted Supabase's proxy is a project's: only it may say which address a request came from,
 * and it says so from the socket. Whatever a caller writes in a header that names a client
 * address is dropped before any service sees it, so a forged header cannot pick the address a
 * per-address limit counts. One hop may vouch for another client's address: a request to the
 * auth server made with the project's secret key (sb_secret_…) may carry `Sb-Forwarded-For`,
 * as hosted Supabase Auth's "IP address forwarding" allows; the api function does that on sign-in
 * and sign-up, so the auth server counts the function's caller and not the function.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { peerAddress } from './http-util';

/** The header by which a server holding the secret key vouches for its caller's address. */
export const SB_FORWARDED_FOR = 'sb-forwarded-for';

/**
 * Headers that name a client address (or the proxies it came through) in one convention or
 * another: the ones services and libraries read (GoTrue reads X-Forwarded-For, Hono's and
 * Express's helpers read X-Forwarded-For and X-Real-IP, Cloudflare writes CF-Connecting-IP and
 * True-Client-IP, RFC 7239 Forwarded). Lower case, as Node keeps them.
 */
export const CLIENT_ADDRESS_HEADERS: ReadonlySet<string> = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-forwarded',
  'forwarded-for',
  'x-client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'true-client-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'x-appengine-user-ip',
  SB_FORWARDED_FOR,
]);

/** The first entry of a comma-separated address header, written canonically, or undefined when it is no address. */
function firstAddress(value: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  if (!first || !isIP(first)) return undefined;
  return first.startsWith('::ffff:') && isIP(first.slice(7)) === 4 ? first.slice(7) : first;
}

/**
 * The edge's rule, applied by the gateway to every request before it routes: every header of
 * CLIENT_ADDRESS_HEADERS goes, and X-Forwarded-For becomes the socket's address (what hosted
 * Supabase's gateway hands its services). Answers the Sb-Forwarded-For the caller sent, which the
 * gateway puts back only for the auth server and only when the request's key is the secret key.
 */
export function takeClientAddress(req: IncomingMessage): { vouched?: string } {
  const vouched = firstAddress(req.headers[SB_FORWARDED_FOR]);
  for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name];
  const peer = peerAddress(req);
  if (peer) req.headers['x-forwarded-for'] = peer;
  return vouched ? { vouched } : {};
}

/**
 * The client's address as GoTrue reads it (internal/utilities GetIPAddress with the rate-limit
 * header X-Forwarded-For): the Sb-Forwarded-For address when IP address forwarding is on and the
 * header is an address, else the first X-Forwarded-For entry that is an address, else the
 * connection's. Behind the gateway the first two are the edge's, never the caller's.
 */
export function gotrueClientAddress(req: IncomingMessage, sbForwardedFor: boolean): string | undefined {
  return (sbForwardedFor ? firstAddress(req.headers[SB_FORWARDED_FOR]) : undefined) ?? firstAddress(req.headers['x-forwarded-for']) ?? peerAddress(req);
}
