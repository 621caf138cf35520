/**
 * Who is calling: the function verifies the caller's access token itself (config.toml sets
 * verify_jwt = false for `api`, as Supabase advises for functions that anonymous callers reach),
 * whichever way the project signs (docs/decisions.md, "Either JWT"), as supabase-js's getClaims
 * does: a token signed with an asymmetric key (ES256, RS256) against the auth server's public keys
 * (JWKS), cached by jose between requests; one signed with the legacy JWT secret (HS256), which the
 * function does not hold, by asking the auth server (`GET /auth/v1/user` with the token), which
 * answers 200 only for a valid token of a live session.
 */
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { apiKeys } from './api-keys.ts';
import { HttpError } from './errors.ts';

export interface UserClaims extends JWTPayload {
  sub: string;
  role: 'authenticated';
  email?: string;
  session_id?: string;
}

const supabaseUrl = Deno.env.get('SUPABASE_URL');
if (!supabaseUrl) throw new Error('SUPABASE_URL is not set');

const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), {
  headers: { apikey: apiKeys.publicKey },
  cacheMaxAge: 10 * 60 * 1000,
});

function bearer(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

// Tokens already verified, so a session's repeated requests pay for one signature check, not one
// each: ECDSA verification was a third of the function's CPU per request under load (npm run
// bench). Keyed by the whole token, so a token differing in any byte is verified afresh. An entry
// is trusted only before the token's `exp`, and for at most ten minutes: the bound the key-set
// cache above already puts on honouring a retired signing key. Entries are frozen: one request
// cannot change the claims another request of the same session sees.
const VERIFIED_MAX_ENTRIES = 10_000;
const VERIFIED_MAX_AGE_MS = 10 * 60 * 1000;
const verified = new Map<string, { payload: JWTPayload; until: number }>();

function cachedPayload(token: string): JWTPayload | undefined {
  const entry = verified.get(token);
  if (!entry) return undefined;
  if (Date.now() < entry.until) return entry.payload;
  verified.delete(token);
  return undefined;
}

function remember(token: string, payload: JWTPayload): void {
  if (typeof payload.exp !== 'number') return;
  if (verified.size >= VERIFIED_MAX_ENTRIES) verified.delete(verified.keys().next().value as string);
  verified.set(token, { payload: Object.freeze(payload), until: Math.min(payload.exp * 1000, Date.now() + VERIFIED_MAX_AGE_MS) });
}

const FORGED = 'Invalid or forged access token.';
const EXPIRED = 'Your session has expired. Please log in again.';
const AUTH_UNAVAILABLE = 'The sign-in service is not available right now. Please try again.';

/** Whether a token is signed with a shared secret (the legacy JWT secret's HS256); undefined when it is no JWT. */
function isSymmetric(token: string): boolean | undefined {
  try {
    const alg = decodeProtectedHeader(token).alg;
    return typeof alg === 'string' && alg.startsWith('HS');
  } catch {
    return undefined;
  }
}

/** The claims of a legacy (HS256) token, unverified: what the auth server is then asked to vouch for. */
function unverifiedClaims(token: string): JWTPayload {
  try {
    return decodeJwt(token);
  } catch {
    throw new HttpError(401, FORGED);
  }
}

/**
 * A legacy user token, vouched for by the auth server as getClaims does for HS256: GET /auth/v1/user
 * with the token, which checks the signature with the project's JWT secret and that the session
 * still exists. Expiry is checked here first (no call for a token past its `exp`).
 */
async function vouchedByAuthServer(token: string, payload: JWTPayload): Promise<JWTPayload> {
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) throw new HttpError(401, EXPIRED);
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/auth/v1/user`, {
      headers: { apikey: apiKeys.publicKey, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
  } catch (error) {
    throw new HttpError(502, AUTH_UNAVAILABLE, {}, { cause: error });
  }
  if (response.status >= 500) throw new HttpError(502, AUTH_UNAVAILABLE);
  if (!response.ok) throw new HttpError(401, FORGED);
  return payload;
}

async function verifiedPayload(token: string): Promise<JWTPayload> {
  const cached = cachedPayload(token);
  if (cached) return cached;
  if (isSymmetric(token)) {
    const claims = unverifiedClaims(token);
    // Only a user's token is worth the auth server's word: an anon-role token grants what nobody
    // signed in has (a legacy project's gateway hands the function one for a publishable key), and
    // any other role is no user, refused below either way (docs/security.md).
    if (claims.role !== 'authenticated') return claims;
    const payload = await vouchedByAuthServer(token, claims);
    remember(token, payload);
    return payload;
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { algorithms: ['ES256', 'RS256'] });
    remember(token, payload);
    return payload;
  } catch (error) {
    const expired = error instanceof Error && 'code' in error && (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new HttpError(401, expired ? EXPIRED : FORGED);
  }
}

function asUserClaims(payload: JWTPayload): UserClaims {
  if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') {
    throw new HttpError(401, 'A signed-in user token is required.');
  }
  return payload as UserClaims;
}

/**
 * The verified claims of a user access token. A token that is forged, expired or not a user token
 * is refused with 401. Register and login also use it on the token the auth server just issued.
 */
export async function verifyAccessToken(token: string): Promise<UserClaims> {
  return asUserClaims(await verifiedPayload(token));
}

/**
 * The verified claims of a signed-in user, or undefined when the request carries no user token:
 * no Authorization header, the project's anon key (or any valid anon-role JWT), or a publishable
 * key of this project (`sb_publishable_…`, which is not a JWT). A token that is present but forged,
 * expired or someone else's publishable key is refused with 401, on every route (health included).
 */
export async function optionalUser(request: Request): Promise<UserClaims | undefined> {
  const token = bearer(request);
  if (!token || apiKeys.anonymousBearers.has(token)) return undefined;
  const payload = await verifiedPayload(token);
  if (payload.role === 'anon') return undefined;
  return asUserClaims(payload);
}

export async function requireUser(request: Request): Promise<UserClaims> {
  const user = await optionalUser(request);
  if (!user) throw new HttpError(401, 'Please log in to continue.');
  return user;
}
