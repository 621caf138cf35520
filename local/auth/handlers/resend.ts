/**
 * POST /resend (GoTrue internal/api/resend.go): mails the sign-up confirmation (type=signup) or
 * the e-mail change links (type=email_change) again, with a fresh token that replaces the old one.
 * As GoTrue, it answers `{}` when there is nothing to send (no such account, already confirmed, no
 * change pending), so it reveals nothing about who is registered.
 */
import type { AuthRequest } from '../context';
import { inTransaction } from '../db';
import { badRequest, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params, validateEmail } from '../params';
import { sendConfirmation, sendEmailChange } from '../confirmations';
import { spendRequest } from '../rate-limits';
import { redirectTarget } from '../redirects';
import { findUserByEmail, findUserById } from '../users';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

export async function resend({ opts, req, url, res, body, client }: AuthRequest): Promise<void> {
  spendRequest(opts.limits.address.resend, client.ip);
  const params = new Params(await body(), 'ResendConfirmationParams');
  const type = params.string('type');
  const rawEmail = params.string('email');
  const phone = params.string('phone');
  for (const name of ['code_challenge', 'code_challenge_method']) params.string(name);
  if (!TYPES.includes(type)) throw validationFailed(`Missing one of these types: ${TYPES.join(', ')}`);
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only one of email or phone must be provided.');
  if (type === 'sms' || type === 'phone_change' || phone !== '') {
    throw badRequest('phone_provider_disabled', 'Phone resends need an SMS provider, which the local stack does not have');
  }
  const email = validateEmail(rawEmail);
  const redirectTo = redirectTarget(opts, req, url);

  const found = await findUserByEmail(opts.pool, email);
  if (found && !found.deleted_at) {
    await inTransaction(opts.pool, async (db) => {
      const user = await findUserById(db, found.id, { lock: true });
      if (!user) return;
      if (type === 'signup' && !user.email_confirmed_at) await sendConfirmation(db, opts, user, redirectTo);
      if (type === 'email_change' && user.email_change) await sendEmailChange(db, opts, user, user.email_change, redirectTo);
    });
  }
  sendJson(res, 200, {});
}
