/**
 * The local stack's VAPID key pair for Web Push (docs/operators.md#reminders): made on first start
 * and kept in STACK_DIR/vapid.json, as a hosted project keeps its pair in secrets. The public key is
 * the 65-byte uncompressed P-256 point and the private key the 32-byte scalar, both base64url, the
 * form browsers' pushManager.subscribe() and supabase/functions/_shared/web-push.ts take.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function createVapidKeys(): VapidKeyPair {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '', subject: 'mailto:no-reply@moneytrain.local' };
}

export function loadOrCreateVapidKeys(stackDir: string): VapidKeyPair {
  const file = join(stackDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeyPair;
  const keys = createVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
