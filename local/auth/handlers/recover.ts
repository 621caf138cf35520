/**
 * POST /recover (GoTrue internal/api/recover.go): mails a "reset password" link to the address.
 * The answer is `{}` whether or not an account has that address, and it goes out before the mail
 * is made and sent (a second request inside max_frequency sends nothing and answers the same), so
 * neither the answer nor its timing tells who is registered. The link (GET /verify type=recovery)
 * signs the user in and lands on redirect_to (query) when allowed, else the Referer, else the site URL.
 */
import type { AuthRequest } from '../context';
import { sendJson } from '../http';
import { Params, validateEmail } from '../params';
import { ANSWER_FLOOR_MS, answerNoSoonerThan, mailLinkAfterAnswer } from '../confirmations';
import { spendRequest } from '../rate-limits';
import { redirectTarget } from '../redirects';
import { findUserByEmail, findUserById } from '../users';

export async function recover({ opts, req, url, res, body, client, receivedAt }: AuthRequest): Promise<void> {
  spendRequest(opts.limits.address.recover, client.ip);
  const params = new Params(await body(), 'RecoverParams');
  const email = validateEmail(params.string('email'));
  for (const name of ['code_challenge', 'code_challenge_method']) params.string(name);
  const redirectTo = redirectTarget(opts, req, url);

  const found = await findUserByEmail(opts.pool, email);
  await answerNoSoonerThan(receivedAt, ANSWER_FLOOR_MS.recover);
  sendJson(res, 200, {});
  if (found && !found.deleted_at) {
    mailLinkAfterAnswer(opts, 'recovery', (db) => findUserById(db, found.id, { lock: true }), redirectTo);
  }
}
