/**
 * PUT /user (GoTrue internal/api/user.go UserUpdate), acting as the bearer token's user:
 * - `password`: a new password. With config.toml [auth.email] require_current_password (GoTrue's
 *   UpdatePasswordRequireCurrentPassword) it needs `current_password`, except in a session that
 *   began with an e-mailed link (the "reset password" link), where the user has no password to
 *   give: 400 current_password_required when missing, 400 current_password_invalid when wrong.
 *   A new password ends the user's other sessions.
 * - `email`: a change of address, never applied here. Permanent users always confirm a new
 *   address (GoTrue confirms by itself only for anonymous users): the change waits in
 *   auth.users.email_change (the user's `new_email`) with its token in email_change_token_new,
 *   and the link goes to the new address (and, with double_confirm_changes, one to the current
 *   address too) through the stack's SMTP catcher. GET/POST /verify type=email_change applies it.
 * - `data`: user metadata, merged key by key (null removes a key). `app_metadata`: admins only.
 * The answer is the user as it now is (GoTrue's shape).
 */
import type { AuthRequest } from '../context';
import { sendEmailChange } from '../confirmations';
import { inTransaction } from '../db';
import { badRequest, forbidden, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params, validateEmail } from '../params';
import { assertStrongPassword, hashPassword, verifyPassword } from '../passwords';
import { spendRequest } from '../rate-limits';
import { redirectTarget } from '../redirects';
import { deleteUserSessions } from '../sessions';
import { authenticate } from '../tokens';
import { AUDIENCE, emailTaken, findUserById, loadUser, mergeMetadata, updateUser, type UserChanges, type UserRow } from '../users';

/** GoTrue's JWT_ADMIN_GROUP_NAME: users with this role may set their own app_metadata. */
const ADMIN_GROUP = 'admin';

// GoTrue sends one message for both failures; the code tells them apart.
const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

/** The password checks GoTrue makes before it changes anything; resolves to the new bcrypt hash. */
async function newPasswordHash(
  opts: AuthRequest['opts'],
  user: UserRow,
  password: string,
  currentPassword: string | undefined,
  linkSession: boolean,
): Promise<string> {
  if (password !== '' && user.encrypted_password) {
    if (opts.requireCurrentPassword && !linkSession) {
      if (!currentPassword) throw badRequest('current_password_required', CURRENT_PASSWORD_MESSAGE);
      if (!(await verifyPassword(currentPassword, user.encrypted_password, opts.passwordHashCost)))
        throw badRequest('current_password_invalid', CURRENT_PASSWORD_MESSAGE);
    }
    if (await verifyPassword(password, user.encrypted_password, opts.passwordHashCost)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
  }
  return hashPassword(password, opts.passwordHashCost);
}

export async function updateCurrentUser({ opts, req, res, url, body, client }: AuthRequest): Promise<void> {
  const { user, session } = await authenticate(opts, req);
  spendRequest(opts.limits.address.user, client.ip);
  const params = new Params(await body(), 'UserUpdateParams');
  const rawEmail = params.string('email');
  const password = params.optionalString('password');
  const currentPassword = params.optionalString('current_password');
  const data = params.object('data');
  const appData = params.object('app_metadata');
  const phone = params.string('phone');
  for (const name of ['nonce', 'channel', 'code_challenge', 'code_challenge_method']) params.string(name);

  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (phone !== '') throw validationFailed('Phone changes need an SMS provider, which the local stack does not have');
  if (password !== undefined) assertStrongPassword(password, opts.minimumPasswordLength);
  // app_metadata carries what users may not grant themselves (providers, roles); only admins set it.
  if (appData && !(user.aud === AUDIENCE && user.role === ADMIN_GROUP)) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changingEmail = email !== '' && email.toLowerCase() !== (user.email ?? '').toLowerCase();
  if (changingEmail && (await emailTaken(opts.pool, email, user.id))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const encryptedPassword = password === undefined ? undefined : await newPasswordHash(opts, user, password, currentPassword, session?.method === 'otp');
  const redirectTo = redirectTarget(opts, req, url);

  const updated = await inTransaction(opts.pool, async (db) => {
    // The row lock makes concurrent metadata merges apply one after the other, none lost, and
    // two e-mail changes at once pass the mail frequency check one at a time.
    const current = await findUserById(db, user.id, { lock: true });
    if (!current) throw unexpectedFailure();
    const changes: UserChanges = {};
    if (encryptedPassword) changes.encrypted_password = encryptedPassword;
    if (data) changes.raw_user_meta_data = mergeMetadata(current.raw_user_meta_data, data);
    if (appData) changes.raw_app_meta_data = mergeMetadata(current.raw_app_meta_data, appData);
    if (Object.keys(changes).length > 0) await updateUser(db, user.id, changes);
    // A new password signs the user out everywhere else.
    if (encryptedPassword) await deleteUserSessions(db, user.id, session?.id);
    // Stores the pending address and its tokens, then mails the links; a mail that cannot be sent
    // rolls the whole update back, as nothing would let the user finish the change.
    if (changingEmail) await sendEmailChange(db, opts, current, email, redirectTo);
    return loadUser(db, user.id);
  });
  if (!updated) throw unexpectedFailure();
  sendJson(res, 200, updated.json);
}
