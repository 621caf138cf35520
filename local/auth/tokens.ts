/**
 * Access tokens (claims exactly as GoTrue's AccessTokenClaims, research B.1), the session response
 * of /token and /signup (A.3), and bearer authentication of /user, /logout and the admin API
 * (GoTrue's requireAuthentication / requireAdminCredentials, with their errors).
 */
import type { IncomingMessage } from 'node:http';
import { decodeJwt, errors as joseErrors, type JWTPayload } from 'jose';
import { AuthError, badRequest, forbidden } from './errors';
import { bearerOf, type JsonObject } from './http';
import type { AuthOptions } from './options';
import { isUuid } from './params';
import type { PasswordWeakness } from './passwords';
import { findSession, type SessionRow } from './sessions';
import { findUserById, isBanned, NIL_UUID, type UserRow } from './users';

/** GoTrue's default JWT admin roles (conf: JWT.AdminRoles): the service_role key, and supabase_admin's tokens. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** Signs the access token of `user` in `session`; returns it with its `exp` and lifetime. */
export async function issueAccessToken(
  opts: AuthOptions,
  user: UserRow,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  // exp and iat are placeholders here so the claims keep GoTrue's order (iss, sub, aud, exp, iat, …);
  // keys.sign sets both from the signing time.
  const claims = {
    iss: opts.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: 0,
    iat: 0,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal: session.aal || 'aal1',
    // The session's first method (a password, or `otp` for an e-mailed link), timed at the
    // sign-in; GoTrue keeps it through refreshes.
    amr: [{ method: session.method, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  const token = await opts.keys.sign(claims, opts.jwtExpiry);
  const { exp, iat } = decodeJwt(token) as { exp: number; iat: number };
  return { token, expiresAt: exp, expiresIn: exp - iat };
}

export async function sessionResponse(
  opts: AuthOptions,
  user: { row: UserRow; json: JsonObject },
  session: SessionRow,
  refreshToken: string,
  weakPassword?: PasswordWeakness,
): Promise<JsonObject> {
  const { token, expiresAt, expiresIn } = await issueAccessToken(opts, user.row, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: user.json,
    ...(weakPassword ? { weak_password: weakPassword } : {}),
  };
}

/** GoTrue's wording for why a JWT was refused (golang-jwt's error texts). */
function jwtFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: crypto/ecdsa: verification error';
  if (error instanceof joseErrors.JOSEAlgNotAllowed || error instanceof joseErrors.JOSENotSupported) return 'token is unverifiable: signing method is invalid';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  return 'token is malformed: could not parse the token';
}

/** The verified claims of the request's bearer token. */
export async function verifiedClaims(opts: AuthOptions, req: IncomingMessage): Promise<JWTPayload> {
  const token = bearerOf(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await opts.keys.verify(token);
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${jwtFailure(error)}`);
  }
}

export interface Authenticated {
  claims: JWTPayload;
  user: UserRow;
  /** Undefined for tokens without a session_id claim. */
  session?: SessionRow;
}

/** The user (and session) a bearer token speaks for; refuses tokens whose user or session is gone. */
export async function authenticate(opts: AuthOptions, req: IncomingMessage): Promise<Authenticated> {
  const claims = await verifiedClaims(opts, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(opts.pool, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | undefined;
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId !== '' && sessionId !== NIL_UUID) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(opts.pool, sessionId);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, session };
}

/** Admits only tokens whose role is an admin role (service_role, supabase_admin), as GoTrue's admin API does. */
export async function requireAdmin(opts: AuthOptions, req: IncomingMessage): Promise<void> {
  const claims = await verifiedClaims(opts, req);
  if (typeof claims.session_id === 'string' && claims.session_id !== '' && claims.session_id !== NIL_UUID) {
    // A user token carrying an admin role must still belong to a live session.
    await authenticate(opts, req);
  }
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
}
