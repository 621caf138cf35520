/**
 * The push services browsers subscribe with, and the rules a Web Push endpoint must keep before the
 * server will ever send to it (docs/security.md#push-endpoints). The endpoint is a URL the learner's
 * browser hands over, so the server treats it as the learner's text: it must be an `https:` URL,
 * written as the browser writes it, on one of these hosts, with no user name, password or port. The
 * function checks it when a browser subscribes (a 400 saying why) and again before each send, after
 * DNS (supabase/functions/_shared/push-target.ts).
 *
 * One list, here; the data migration that removed older rows carries a copy of it as it was then.
 */

export interface PushService {
  /** Who runs it and which browsers use it. */
  name: string;
  /** The endpoint's host is exactly this one … */
  host?: string;
  /** … or a name under this domain (one or more labels before it). */
  domain?: string;
}

export const PUSH_SERVICES: readonly PushService[] = [
  { name: 'Google Firebase Cloud Messaging (Chrome, Chromium-based browsers, Android)', host: 'fcm.googleapis.com' },
  { name: 'Mozilla autopush (Firefox: updates.push.services.mozilla.com)', domain: 'push.services.mozilla.com' },
  { name: 'Apple Push Notification service (Safari on macOS, iPhone and iPad: web.push.apple.com)', domain: 'push.apple.com' },
  { name: 'Windows Push Notification Services (Edge on Windows: wns2-….notify.windows.com)', domain: 'notify.windows.com' },
];

/** What a learner is told when this browser's endpoint is refused (the reason is in `issues`). */
export const PUSH_ENDPOINT_REFUSED =
  "This browser's push address is not one we can send to: it must be an https address on the push service of Chrome, Edge, Firefox or Safari.";

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// What the URL parser makes of every IPv4 notation (decimal, hex, octal, short forms) and IPv6.
const IPV4_LITERAL = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function listed(hostname: string): boolean {
  return PUSH_SERVICES.some((service) => {
    if (service.host) return hostname === service.host;
    const suffix = `.${service.domain ?? ''}`;
    return (
      hostname.endsWith(suffix) &&
      hostname
        .slice(0, -suffix.length)
        .split('.')
        .every((label) => DNS_LABEL.test(label))
    );
  });
}

/**
 * Why `endpoint` is not a push endpoint the server may send to, or undefined when it is. `localService`
 * is the one origin the local test stack allows besides the list (`http://127.0.0.1:<port>`; never on a
 * hosted project: supabase/functions/_shared/push-target.ts decides).
 */
export function pushEndpointProblem(endpoint: string, localService?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be the push service URL the browser gave';
  }
  if (localService && url.origin === localService && endpoint.startsWith(`${localService}/`) && url.href === endpoint && !url.username && !url.password) {
    return undefined;
  }
  if (url.protocol !== 'https:') return 'endpoint must be an https:// URL';
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if (url.port) return "endpoint must use the push service's standard port";
  const host = url.hostname;
  if (host.startsWith('[') || IPV4_LITERAL.test(host) || host === 'localhost' || host.endsWith('.localhost')) {
    return 'endpoint must name a push service, not an address';
  }
  if (!listed(host)) return 'endpoint is not on a browser push service (Google, Mozilla, Apple or Windows)';
  if (url.href !== endpoint) return 'endpoint must be written exactly as the browser gives it';
  return undefined;
}
