/**
 * A local push service for the tests (docs/operators.md#reminders): browsers' push endpoints are
 * the push services of their vendors, unreachable here, so the tests subscribe with endpoints on this
 * server. It keeps every request (headers and body) and decrypts bodies as a browser would (RFC 8291
 * aes128gcm with the subscription's own P-256 key and auth secret), checks the VAPID signature
 * against the stack's public key, and answers 410 Gone for endpoints the test marked expired.
 */
import { createECDH, createHmac, createPublicKey, randomBytes, verify, webcrypto } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side: what a browser keeps to decrypt. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
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

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  subscription(): TestSubscription;
  expire(endpoint: string): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const expired = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(expired.has(path) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
    },
    expire(endpoint) {
      expired.add(new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
