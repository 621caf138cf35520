/**
 * The signing keys of the local stack: one ES256 key pair made on first start and kept in
 * STACK_DIR/keys.json, as a new hosted Supabase project has an asymmetric signing key. User access
 * tokens, the legacy anon key and the legacy service_role key are all JWTs signed with it; the
 * public half is served at /auth/v1/.well-known/jwks.json so supabase-js `getClaims()` and the
 * edge function can verify tokens without a shared secret.
 *
 * Beside them the stack issues the two API keys new hosted projects get (docs/decisions.md, "Both
 * API key generations"): a publishable key `sb_publishable_…` and a secret key `sb_secret_…`,
 * opaque random strings that are not JWTs. The gateway maps them to the roles anon and
 * service_role and hands the services behind it a short-lived JWT of that role (`roleToken`), as
 * hosted's API gateway does.
 *
 * `AUTH_SIGNING=legacy` signs as an older hosted project still on its JWT secret does
 * (docs/decisions.md, "Either JWT"): every token HS256 with a shared secret (made once, kept in
 * keys.json beside the key pair), no `kid`, the legacy anon and service_role keys signed with that
 * secret too, and a JWKS with no keys (a symmetric secret is never published). Every part of the
 * stack signs and verifies through these keys, so one switch moves them all.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type CryptoKey, type JWK, type JWTPayload } from 'jose';

/** How the project signs its JWTs: an asymmetric key (new projects) or the legacy JWT secret. */
export type JwtSigning = 'asymmetric' | 'legacy';

export interface StackKeys {
  signing: JwtSigning;
  kid: string;
  /** The public key as served in the JWKS. */
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…`: the anon role, safe in a browser. */
  publishableKey: string;
  /** `sb_secret_…`: the service_role role, for servers only. */
  secretKey: string;
  /** The role an opaque (`sb_…`) API key of this stack stands for, or undefined for any other text. */
  opaqueKeyRole(key: string): 'anon' | 'service_role' | undefined;
  /** A JWT of `role` valid for a few minutes (made once and reused until it nears expiry). */
  roleToken(role: 'anon' | 'service_role'): Promise<string>;
  /** Signs a JWT with the stack's key (ES256 with `kid` in the header; HS256 without one, legacy). */
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
  /** Absent in a keys.json written before the stack issued opaque keys: added on the next start. */
  publishableKey?: string;
  secretKey?: string;
  /** The legacy JWT secret and the anon and service_role keys it signs; made on the first legacy start. */
  legacy?: { jwtSecret: string; anonKey: string; serviceRoleKey: string };
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** Loads STACK_DIR/keys.json, or makes and stores a new key pair and API keys on first start. */
export async function loadOrCreateKeys(stackDir: string, issuer: string, signing: JwtSigning = 'asymmetric'): Promise<StackKeys> {
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
  }
  let changed = false;
  if (!stored.publishableKey || !stored.secretKey) {
    stored = { ...stored, publishableKey: opaqueKey('sb_publishable_'), secretKey: opaqueKey('sb_secret_') };
    changed = true;
  }
  if (signing === 'legacy' && !stored.legacy) {
    stored = { ...stored, legacy: await legacySecretAndKeys() };
    changed = true;
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  const keys = stored as Required<Omit<StoredKeys, 'legacy'>> & Pick<StoredKeys, 'legacy'>;
  return signing === 'legacy' && keys.legacy ? legacyKeysFrom(keys, keys.legacy, issuer) : keysFrom(keys, issuer);
}

/** A JWT secret as long as hosted's (40 characters) and the legacy keys it signs, as hosted shapes them. */
async function legacySecretAndKeys(): Promise<NonNullable<StoredKeys['legacy']>> {
  const jwtSecret = randomBytes(30).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  const apiKey = (role: string) =>
    new SignJWT({ iss: 'supabase-local', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_YEARS)
      .sign(secret);
  return { jwtSecret, anonKey: await apiKey('anon'), serviceRoleKey: await apiKey('service_role') };
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An opaque API key in hosted's shape: the prefix, 22 random characters, `_`, and 8 characters
 * derived from the rest (hosted's keys end in such a checksum; nothing here relies on it).
 */
export function opaqueKey(prefix: 'sb_publishable_' | 'sb_secret_'): string {
  const random = [...randomBytes(22)].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
  const check = [
    ...createHash('sha256')
      .update(prefix + random)
      .digest(),
  ]
    .slice(0, 8)
    .map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length])
    .join('');
  return `${prefix}${random}_${check}`;
}

/** How long a role token minted for an opaque key lives, and how close to expiry it is replaced. */
const ROLE_TOKEN_SECONDS = 300;
const ROLE_TOKEN_RENEW_SECONDS = 60;

type KnownKeys = Required<Omit<StoredKeys, 'legacy'>>;

/** What signs and verifies: the algorithm, the header's `kid` (none for the legacy secret), the keys. */
interface Signer {
  alg: 'ES256' | 'HS256';
  kid?: string;
  signingKey: CryptoKey | Uint8Array;
  verifyingKey: CryptoKey | Uint8Array;
}

async function keysFrom(stored: KnownKeys, issuer: string): Promise<StackKeys> {
  const signer: Signer = {
    alg: 'ES256',
    kid: stored.kid,
    signingKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    verifyingKey: (await importJWK(stored.publicJwk, 'ES256')) as CryptoKey,
  };
  return stackKeys('asymmetric', stored, { anonKey: stored.anonKey, serviceRoleKey: stored.serviceRoleKey }, signer, issuer, [stored.publicJwk]);
}

function legacyKeysFrom(stored: KnownKeys, legacy: NonNullable<StoredKeys['legacy']>, issuer: string): StackKeys {
  const secret = new TextEncoder().encode(legacy.jwtSecret);
  const signer: Signer = { alg: 'HS256', signingKey: secret, verifyingKey: secret };
  return stackKeys('legacy', stored, legacy, signer, issuer, []);
}

function stackKeys(
  signing: JwtSigning,
  stored: KnownKeys,
  legacyKeys: { anonKey: string; serviceRoleKey: string },
  signer: Signer,
  issuer: string,
  published: JWK[],
): StackKeys {
  const sign = (claims: JWTPayload, expiresInSeconds: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: issuer, ...claims })
      .setProtectedHeader({ alg: signer.alg, ...(signer.kid ? { kid: signer.kid } : {}), typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(signer.signingKey);
  };
  const minted = new Map<string, { token: string; exp: number }>();
  return {
    signing,
    kid: stored.kid,
    publicJwk: stored.publicJwk,
    anonKey: legacyKeys.anonKey,
    serviceRoleKey: legacyKeys.serviceRoleKey,
    publishableKey: stored.publishableKey,
    secretKey: stored.secretKey,
    opaqueKeyRole(key) {
      if (key === stored.publishableKey) return 'anon';
      if (key === stored.secretKey) return 'service_role';
      return undefined;
    },
    async roleToken(role) {
      const now = Math.floor(Date.now() / 1000);
      const cached = minted.get(role);
      if (cached && cached.exp - now > ROLE_TOKEN_RENEW_SECONDS) return cached.token;
      const token = await sign({ role }, ROLE_TOKEN_SECONDS);
      minted.set(role, { token, exp: now + ROLE_TOKEN_SECONDS });
      return token;
    },
    sign,
    async verify(token) {
      const { payload } = await jwtVerify(token, signer.verifyingKey, { algorithms: [signer.alg] });
      return payload;
    },
    jwks: () => ({ keys: published }),
  };
}

/**
 * The key variables hosted Supabase gives an edge function, both generations: the new keys as JSON
 * objects of name → key (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS, the key named `default`),
 * the legacy JWT keys, and the JWKS.
 */
export function functionKeyEnv(keys: StackKeys) {
  return {
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_JWKS: JSON.stringify(keys.jwks()),
  };
}
