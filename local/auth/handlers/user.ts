/** GET and PUT /user (GoTrue internal/api/user.go), acting as the bearer token's user. */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthRequest } from '../context';
import { inTransaction } from '../db';
import { forbidden, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params, validateEmail } from '../params';
import { assertStrongPassword, hashPassword, verifyPassword } from '../passwords';
import { deleteUserSessions } from '../sessions';
import { authenticate } from '../tokens';
import { AUDIENCE, emailTaken, findUserById, loadUser, mergeMetadata, updateUser, type UserChanges } from '../users';

/** GoTrue's JWT_ADMIN_GROUP_NAME: users with this role may set their own app_metadata. */
const ADMIN_GROUP = 'admin';

export async function getUser({ opts, req, res }: AuthRequest): Promise<void> {
  const { claims, user } = await authenticate(opts, req);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== AUDIENCE) throw validationFailed("Token audience doesn't match request audience");
  const loaded = await loadUser(opts.pool, user.id);
  if (!loaded) throw unexpectedFailure();
  sendJson(res, 200, loaded.json);
}

/** A confirmation token as GoTrue stores one: the hash of a secret that would go out by mail. */
function confirmationToken(email: string): string {
  return createHash('sha224').update(email + randomBytes(16).toString('hex')).digest('hex');
}

export async function updateCurrentUser({ opts, req, res, body }: AuthRequest): Promise<void> {
  const { user, session } = await authenticate(opts, req);
  const params = new Params(await body(), 'UserUpdateParams');
  const rawEmail = params.string('email');
  const password = params.optionalString('password');
  const data = params.object('data');
  const appData = params.object('app_metadata');
  const phone = params.string('phone');
  for (const name of ['nonce', 'channel', 'code_challenge', 'code_challenge_method']) params.string(name);
  params.optionalString('current_password');

  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (phone !== '') throw validationFailed('Phone changes need an SMS provider, which the local stack does not have');
  if (password !== undefined) assertStrongPassword(password, opts.minimumPasswordLength);
  // app_metadata carries what users may not grant themselves (providers, roles); only admins set it.
  if (appData && !(user.aud === AUDIENCE && user.role === ADMIN_GROUP)) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changingEmail = email !== '' && email !== user.email;
  if (changingEmail && (await emailTaken(opts.pool, email, user.id))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  let encryptedPassword: string | undefined;
  if (password !== undefined) {
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    encryptedPassword = await hashPassword(password);
  }

  const updated = await inTransaction(opts.pool, async (db) => {
    // The row lock makes concurrent metadata merges apply one after the other, none lost.
    const current = await findUserById(db, user.id, { lock: true });
    if (!current) throw unexpectedFailure();
    const changes: UserChanges = {};
    const setNow: Array<'email_change_sent_at'> = [];
    if (encryptedPassword) changes.encrypted_password = encryptedPassword;
    if (data) changes.raw_user_meta_data = mergeMetadata(current.raw_user_meta_data, data);
    if (appData) changes.raw_app_meta_data = mergeMetadata(current.raw_app_meta_data, appData);
    if (changingEmail) {
      // A confirmed user's new address only takes effect once confirmed (double_confirm_changes),
      // so the change stays pending as on hosted Supabase: `new_email` in the user, email unchanged.
      Object.assign(changes, {
        email_change: email,
        email_change_token_new: confirmationToken(email),
        email_change_token_current: confirmationToken(current.email ?? ''),
        email_change_confirm_status: 0,
      });
      setNow.push('email_change_sent_at');
    }
    if (Object.keys(changes).length > 0) await updateUser(db, user.id, changes, setNow);
    // A new password signs the user out everywhere else.
    if (encryptedPassword) await deleteUserSessions(db, user.id, session?.id);
    return loadUser(db, user.id);
  });
  if (!updated) throw unexpectedFailure();
  sendJson(res, 200, updated.json);
}
