/**
 * The tests' side of the stack's stand-in push service (local/push-service.ts; docs/operators.md#reminders):
 * browsers' push endpoints are the push services of their vendors, unreachable here, so the tests
 * subscribe with endpoints on the stand-in, the one origin inside the function may send to on a test
 * stack. A test makes a browser's keys and a random endpoint, sets how that endpoint answers (201,
 * 410, 404, a redirect, or never), reads what arrived there, decrypts bodies as a browser would
 * (RFC 8291 aes128gcm with the subscription's own P-256 key and auth secret) and checks the VAPID
 * signature against the stack's public key.
 */
import { createECDH, createHmac, createPublicKey, randomBytes, verify, webcrypto } from 'node:crypto';
import type { KeptPush, PushAnswer } from '../../local/push-service';
import { stack } from './clients';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side: what a browser keeps to decrypt. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface ReceivedPush extends Omit<KeptPush, 'body'> {
  body: Buffer;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** Decrypts an aes128gcm push body for a subscription (RFC 8291, 8188), as the browser does. */
export async function decryptPush(subscription: TestSubscription, body: Buffer): Promise<string> {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = subscription.ecdh.getPublicKey();
  const ecdhSecret = subscription.ecdh.computeSecret(senderPublic);
  const ikm = hkdf(subscription.authSecret, ecdhSecret, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderPublic]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const key = await webcrypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = Buffer.from(await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
  // Strip the padding delimiter (0x02 for the last record) and any zero padding after it.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<jwt>, k=<key>`: signed by the key, for this origin, not expired. Returns the claims. */
export function verifyVapid(header: string, publicKey: string, origin: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match) throw new Error(`not a vapid authorization: ${header}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('the push was signed with another key');
  const [head, claims, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (parsed.aud !== origin) throw new Error(`VAPID aud ${parsed.aud} is not ${origin}`);
  if (parsed.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return parsed;
}

export interface PushService {
  origin: string;
  /** A new browser's keys and a random endpoint on the stand-in. */
  subscription(): TestSubscription;
  /** How `endpoint` answers from now on (201 until told otherwise). */
  answer(endpoint: string, answer: PushAnswer, location?: string): Promise<void>;
  /** What reached `endpoint` so far. */
  received(endpoint: string): Promise<ReceivedPush[]>;
}

const idOf = (endpoint: string) => new URL(endpoint).pathname.split('/').pop() ?? '';

export function pushService(): PushService {
  const origin = stack().pushServiceUrl;
  if (!origin) throw new Error('this stack runs no stand-in push service (test stacks do: localPushService)');
  return {
    origin,
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
    },
    async answer(endpoint, answer, location) {
      const response = await fetch(`${origin}/endpoints/${idOf(endpoint)}`, { method: 'PUT', body: JSON.stringify({ answer, location }) });
      if (!response.ok) throw new Error(`the push service refused ${answer}: ${response.status}`);
    },
    async received(endpoint) {
      const kept = (await (await fetch(`${origin}/endpoints/${idOf(endpoint)}`)).json()) as KeptPush[];
      return kept.map((push) => ({ ...push, body: Buffer.from(push.body, 'base64') }));
    },
  };
}
