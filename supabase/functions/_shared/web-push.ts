/**
 * Web Push without a library: the message encrypted for the subscription as RFC 8291 says
 * (aes128gcm content coding, RFC 8188), and the request signed with the project's VAPID key (RFC 8292),
 * all with WebCrypto, so it runs the same in Deno (hosted and local). Keys: VAPID_PUBLIC_KEY (65-byte
 * uncompressed P-256 point) and VAPID_PRIVATE_KEY (32-byte scalar), both base64url, and VAPID_SUBJECT
 * (mailto: or https:); hosted: `supabase secrets set`, locally generated into STACK_DIR on first start
 * (supabase/local-hooks/vapid-keys.ts). docs/operators.md#reminders.
 */
import { pushTargetProblem, type Resolver } from './push-target.ts';

export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const encoder = new TextEncoder();
const RECORD_SIZE = 4096;

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

/** The request body for one subscription: RFC 8188 header (salt, record size, sender key) + one record. */
export async function encryptPayload(subscription: PushSubscriptionKeys, payload: string): Promise<Uint8Array<ArrayBuffer>> {
  const uaPublic = base64UrlDecode(subscription.p256dh);
  const authSecret = base64UrlDecode(subscription.auth);
  const ephemeral = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const uaKey = await crypto.subtle.importKey('raw', uaPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, ephemeral.privateKey, 256));
  const ikm = await hkdf(authSecret, ecdhSecret, concat(encoder.encode('WebPush: info\0'), uaPublic, asPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  // One record: the payload, then the last-record delimiter 0x02 (no padding).
  const plaintext = concat(encoder.encode(payload), new Uint8Array([2]));
  if (plaintext.length + 16 > RECORD_SIZE) throw new Error('push payload too large');
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, plaintext));
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(salt, 0);
  header[20] = asPublic.length;
  return concat(header, asPublic, ciphertext);
}

/** `vapid t=<JWT>, k=<public key>` for the push service's origin (RFC 8292), valid 12 hours. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): Promise<string> {
  const publicKey = base64UrlDecode(keys.publicKey);
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    d: keys.privateKey,
    x: base64UrlEncode(publicKey.slice(1, 33)),
    y: base64UrlEncode(publicKey.slice(33, 65)),
  };
  const signingKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const part = (value: object) => base64UrlEncode(encoder.encode(JSON.stringify(value)));
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: keys.subject })}`;
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signingKey, encoder.encode(unsigned)));
  return `vapid t=${unsigned}.${base64UrlEncode(signature)}, k=${keys.publicKey}`;
}

/** How one push went. `refused`: the endpoint breaks the rules (remove it); `inside`: its host resolved inside (kept, not sent). */
export type PushOutcome = 'sent' | 'expired' | 'refused' | 'inside' | 'timedOut' | 'failed';

export interface SendPushOptions {
  /** The whole attempt (resolving, connecting, the answer) ends after this long. */
  timeoutMs: number;
  /** The local test stack's one allowed origin (push-target.ts `localPushService`). */
  localService?: string;
  resolve?: Resolver;
  ttlSeconds?: number;
}

/**
 * Sends one push, after push-target.ts has passed its endpoint: never through a redirect (a 3xx is a
 * failure), and given up after `timeoutMs`. 404 and 410 mean the subscription is gone (the caller
 * removes it).
 */
export async function sendPush(subscription: PushSubscriptionKeys, payload: string, keys: VapidKeys, options: SendPushOptions): Promise<PushOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const problem = await pushTargetProblem(subscription.endpoint, { localService: options.localService, resolve: options.resolve, signal });
    if (signal.aborted) return 'timedOut';
    if (problem) return problem.kind === 'rule' ? 'refused' : 'inside';
    const response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: {
        authorization: await vapidAuthorization(subscription.endpoint, keys),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(options.ttlSeconds ?? 12 * 3600),
        urgency: 'normal',
      },
      body: await encryptPayload(subscription, payload),
      redirect: 'manual',
      signal,
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'expired';
    return response.status >= 200 && response.status < 300 ? 'sent' : 'failed';
  } catch {
    return signal.aborted ? 'timedOut' : 'failed';
  }
}

/** The VAPID keys from the environment, or undefined when push is not configured. */
export function vapidKeysFromEnv(get: (name: string) => string | undefined): VapidKeys | undefined {
  const publicKey = get('VAPID_PUBLIC_KEY');
  const privateKey = get('VAPID_PRIVATE_KEY');
  if (!publicKey || !privateKey) return undefined;
  return { publicKey, privateKey, subject: get('VAPID_SUBJECT') || 'mailto:no-reply@moneytrain.local' };
}
