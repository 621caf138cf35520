/**
 * Channel tokens, checked as hosted Realtime checks them (ChannelsAuthorization.authorize_conn):
 * the signature against the stack's key, `exp` in the future, and the `role` and `exp` claims
 * present. Failures carry both of Realtime's wordings: the join error reason ("Code: message")
 * and the bare message of the system error sent before a channel is closed.
 */
import { decodeJwt, decodeProtectedHeader, errors } from 'jose';
import type { StackKeys } from '../keys';
import type { Claims } from './subscriptions';

export type TokenCheck = { ok: true; claims: Claims; exp: number } | { ok: false; reason: string; message: string };

function failure(code: string, message: string): TokenCheck {
  return { ok: false, reason: `${code}: ${message}`, message };
}

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';
const MALFORMED = 'The token provided is not a valid JWT';

function expired(exp: number): TokenCheck {
  return failure('InvalidJWTToken', `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`);
}

/** Checks claims that are already trusted (the apikey's, verified by the gateway). */
export function checkClaims(claims: Record<string, unknown>): TokenCheck {
  const { role, exp } = claims;
  if (typeof role !== 'string' || typeof exp !== 'number') return failure('InvalidJWTToken', MISSING_CLAIMS);
  if (exp <= Date.now() / 1000) return expired(exp);
  return { ok: true, claims: claims as Claims, exp };
}

/** Verifies a user's access token (signature, expiry) and then its claims. */
export async function checkToken(keys: StackKeys, rawToken: string): Promise<TokenCheck> {
  const token = rawToken.replace(/\s/g, '');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
    decodeJwt(token);
  } catch {
    return failure('MalformedJWT', MALFORMED);
  }
  if (typeof header.kid === 'string' && header.kid !== keys.kid && header.alg?.startsWith('ES')) {
    const message = `Failed to generate JWT signer for key ID (kid) "${header.kid}", check your JWT secret or JWKS configuration`;
    return { ok: false, reason: `JwtSignerError: ${message}`, message };
  }
  try {
    return checkClaims(await keys.verify(token));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = typeof error.payload.exp === 'number' ? error.payload.exp : Math.floor(Date.now() / 1000);
      return expired(exp);
    }
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed) {
      // Realtime's join says JwtSignatureError; the access_token path prints the bare atom.
      return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature', message: ':signature_error' };
    }
    if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return failure('MalformedJWT', MALFORMED);
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `UnknownErrorOnChannel: ${message}`, message };
  }
}
