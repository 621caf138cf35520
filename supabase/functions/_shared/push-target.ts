/**
 * The check before every push (docs/security.md#push-endpoints): the endpoint must still keep the
 * rules of contract/push-services.ts, and every address its host resolves to must be a public
 * unicast one (no private, loopback, link-local, CGNAT, multicast or reserved range, IPv4 inside
 * IPv6 included). Only then does web-push.ts send, and never through a redirect.
 *
 * The local test stack's allowance: LOCAL_PUSH_SERVICE_ORIGIN names the one `http://127.0.0.1:<port>`
 * origin of its stand-in push service (local/push-service.ts). It counts only when the function's
 * own SUPABASE_URL is a loopback http address, i.e. on the local stack; on a hosted project
 * (SUPABASE_URL https://<ref>.supabase.co, set by the platform) it is ignored, so nothing inside is
 * reachable there whatever the secrets say (docs/decisions.md, "Push endpoints and the local push service").
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { pushEndpointProblem } from '../../../contract/push-services.ts';
import { localStandInOrigin } from './local-stand-in.ts';

/** Every address a host name resolves to, as the system resolver (the one fetch uses) gives them. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** The local stand-in push service's origin, when this function runs on the local stack and one is named. */
export function localPushService(env: (name: string) => string | undefined): string | undefined {
  return localStandInOrigin(env, 'LOCAL_PUSH_SERVICE_ORIGIN');
}

/** True unless `address` is a public unicast address (an unparsable one counts as inside). */
export function isInsideAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return true;
  return parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * Why a push to `endpoint` must not be sent, or undefined. `rule`: it breaks the endpoint rules (it can
 * never be sent to; the caller removes it). `inside`: its host resolved to an inside address, or did
 * not resolve (kept: that may pass). Resolving is bounded by `signal`.
 */
export async function pushTargetProblem(
  endpoint: string,
  options: { localService?: string; resolve?: Resolver; signal?: AbortSignal },
): Promise<{ kind: 'rule' | 'inside'; reason: string } | undefined> {
  const rule = pushEndpointProblem(endpoint, options.localService);
  if (rule) return { kind: 'rule', reason: rule };
  const { hostname, origin } = new URL(endpoint);
  // The allowance is an IP literal already checked against its one origin: nothing to resolve.
  if (options.localService && origin === options.localService) return undefined;
  let addresses: string[];
  try {
    addresses = await abortable((options.resolve ?? systemResolver)(hostname), options.signal);
  } catch (error) {
    return { kind: 'inside', reason: `${hostname} did not resolve (${error instanceof Error ? error.message : String(error)})` };
  }
  if (addresses.length === 0) return { kind: 'inside', reason: `${hostname} resolved to no address` };
  const inside = addresses.find(isInsideAddress);
  return inside ? { kind: 'inside', reason: `${hostname} resolved to ${inside}, an address inside` } : undefined;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
