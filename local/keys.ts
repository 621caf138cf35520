/**
 * The signing keys of the local stack: one ES256 key pair made on first start and kept in
 * STACK_DIR/keys.json, as a new hosted Supabase project has an asymmetric signing key. User access
 * tokens, the anon key and the service_role key are all JWTs signed with it; the public half is
 * served at /auth/v1/.well-known/jwks.json so supabase-js `getClaims()` and the edge function can
 * verify tokens without a shared secret.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface StackKeys {
  kid: string;
  /** The public key as served in the JWKS. */
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
  /** Signs a JWT with the stack's key (ES256, `kid` in the header). */
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /** Verifies signature and expiry; throws on any failure. */
  verify(token: string): Promise<JWTPayload>;
  jwks(): { keys: JWK[] };
}

interface StoredKeys {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** Loads STACK_DIR/keys.json, or makes and stores a new key pair and API keys on first start. */
export async function loadOrCreateKeys(stackDir: string, issuer: string): Promise<StackKeys> {
  const file = join(stackDir, 'keys.json');
  let stored: StoredKeys;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  } else {
    const kid = randomUUID();
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
    const signer = await importJWK(privateJwk, 'ES256');
    const apiKey = (role: string) =>
      new SignJWT({ iss: 'supabase-local', role })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_YEARS)
        .sign(signer);
    stored = { kid, privateJwk, publicJwk, anonKey: await apiKey('anon'), serviceRoleKey: await apiKey('service_role') };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return keysFrom(stored, issuer);
}

async function keysFrom(stored: StoredKeys, issuer: string): Promise<StackKeys> {
  const privateKey = (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey;
  const publicKey = (await importJWK(stored.publicJwk, 'ES256')) as CryptoKey;
  return {
    kid: stored.kid,
    publicJwk: stored.publicJwk,
    anonKey: stored.anonKey,
    serviceRoleKey: stored.serviceRoleKey,
    sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: stored.kid, typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
      return payload;
    },
    jwks: () => ({ keys: [stored.publicJwk] }),
  };
}
