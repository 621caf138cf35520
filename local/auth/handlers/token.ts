/**
 * POST /token?grant_type=password|refresh_token (GoTrue internal/api/token.go and
 * internal/tokens/service.go RefreshTokenGrant, legacy refresh tokens with rotation on).
 */
import type { AuthRequest } from '../context';
import { inTransaction } from '../db';
import { passwordVerificationAttempt } from '../hooks';
import { idTokenGrant, web3Grant } from './disabled';
import { AuthError, badRequest, OAuthError, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params } from '../params';
import { MAX_PASSWORD_BYTES, passwordWeakness, verifyPassword, type PasswordWeakness } from '../passwords';
import { activeRefreshToken, createSession, deleteSession, findRefreshToken, findSession, rotateRefreshToken, touchSession } from '../sessions';
import { spendRequest } from '../rate-limits';
import { sessionResponse } from '../tokens';
import { findUserByEmail, findUserById, isBanned, loadUser, updateUser } from '../users';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export async function token(request: AuthRequest): Promise<void> {
  const grant = request.url.searchParams.get('grant_type');
  // Web3 sign-in is off ([auth.web3.*] not enabled): GoTrue's Web3Grant refuses before it reads the body.
  if (grant === 'web3') return web3Grant();
  // GoTrue's answer to a grant it does not know, given before the rate limit is looked at.
  if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'id_token') throw badRequest('invalid_credentials', 'unsupported_grant_type');
  // Every grant, sign-ins with a password too, spends token_refresh (GoTrue's token.go).
  spendRequest(request.opts.limits.address.token, request.client.ip);
  if (grant === 'id_token') return idTokenGrant(request);
  return grant === 'password' ? passwordGrant(request) : refreshTokenGrant(request);
}

async function passwordGrant({ opts, res, body, client }: AuthRequest): Promise<void> {
  const params = new Params(await body(), 'PasswordGrantParams');
  const email = params.string('email');
  const phone = params.string('phone');
  const password = params.string('password');
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on login.');
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '') throw validationFailed('missing email or phone');

  const user = await findUserByEmail(opts.pool, email);
  // As GoTrue: an unknown address (or an account without a password) is refused at once, with no
  // decoy compare, so it answers sooner than a registered one. The api's login evens that out
  // (docs/accounts.md#what-the-answers-reveal); this stand-in is no better than hosted.
  if (!user || !user.encrypted_password) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  // bcrypt reads only 72 bytes; Go's bcrypt refuses longer passwords instead of truncating them.
  const valid = Buffer.byteLength(password) <= MAX_PASSWORD_BYTES && (await verifyPassword(password, user.encrypted_password, opts.passwordHashCost));
  // The project's lockout: after its budget of failures the hook refuses even the right password.
  await passwordVerificationAttempt(opts, user.id, valid, client.ip);
  if (!valid) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  // A correct password that no longer meets the rules still signs in; the response says so.
  const weakness: PasswordWeakness | undefined = passwordWeakness(password, opts.minimumPasswordLength);
  const response = await inTransaction(opts.pool, async (db) => {
    const { session, refreshToken } = await createSession(db, user.id, client);
    await updateUser(db, user.id, {}, ['last_sign_in_at']);
    const loaded = await loadUser(db, user.id);
    if (!loaded) throw invalidCredentials(); // deleted meanwhile
    return sessionResponse(opts, loaded, session, refreshToken, weakness);
  });
  sendJson(res, 200, response);
}

const tokenNotFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

async function refreshTokenGrant({ opts, res, body, client }: AuthRequest): Promise<void> {
  const params = new Params(await body(), 'RefreshTokenGrantParams');
  const presented = params.string('refresh_token');
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required');
  if (presented.length < 12) throw tokenNotFound();

  const found = await findRefreshToken(opts.pool, presented, opts.refreshTokenReuseInterval);
  if (!found) throw tokenNotFound();
  const sessionId = found.session_id;
  if (!sessionId || !(await findSession(opts.pool, sessionId))) {
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }

  // The session row lock serialises refreshes of one session (and orders locks as sign-out does:
  // session first, then its tokens). Failures that must stick (reuse detection ends the session)
  // are returned rather than thrown so the transaction commits.
  const outcome = await inTransaction(opts.pool, async (db): Promise<{ error: AuthError } | { response: object }> => {
    const session = await findSession(db, sessionId, { lock: true });
    const current = session && (await findRefreshToken(db, presented, opts.refreshTokenReuseInterval));
    if (!session || !current) return { error: tokenNotFound() };
    const user = await findUserById(db, session.user_id);
    if (!user) return { error: tokenNotFound() };
    if (isBanned(user)) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };

    let issued: string | undefined;
    if (current.revoked) {
      // A client that lost the answer to its last refresh may retry with the old token for
      // refresh_token_reuse_interval seconds and gets the session's current token back.
      issued = current.within_reuse_interval ? await activeRefreshToken(db, session.id) : undefined;
      if (!issued) {
        // Reuse after the interval means the token leaked: end the whole session.
        await deleteSession(db, session.id);
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    } else {
      issued = await rotateRefreshToken(db, current, user.id, session.id);
    }
    await touchSession(db, session.id, client);
    const loaded = await loadUser(db, user.id);
    if (!loaded) throw unexpectedFailure();
    return { response: await sessionResponse(opts, loaded, session, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  sendJson(res, 200, outcome.response);
}
