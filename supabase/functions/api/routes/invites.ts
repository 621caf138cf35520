/**
 * POST /api/users/{id}/invite {email} (SPEC §7): records the invitation (app.send_invite: address
 * check, one pending invitation per address, hourly limit) and sends the e-mail with the signup link
 * inside the same transaction. If sending fails the transaction rolls back, so an invitation is
 * never recorded (nor counted against the limit) unless its e-mail went out.
 * Mounted by users.ts, behind its "own account only" guard.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { asUser, rpcResult, type Json } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { MailError, sendMail } from '../../_shared/mailer.ts';
import { bodyWith } from '../../_shared/validation.ts';
import type { AppEnv } from '../guards.ts';
import { invitationEmail } from '../invitation-email.ts';

const INVALID_EMAIL = 'Please enter a valid email address';
export const SEND_FAILED = 'We could not send the invitation e-mail. Please try again.';

// SPEC §5: empty ("Email Required") and no at-sign ("Invalid Email") both read this message; the
// database applies the full address syntax.
const inviteSchema = z.object({
  email: z.string({ error: INVALID_EMAIL }).trim().min(1, INVALID_EMAIL).max(254, INVALID_EMAIL).includes('@', { error: INVALID_EMAIL }),
});

interface SentInvite extends Json {
  message: string;
  user: Json;
  invitation: { id: number; email: string };
  signup: { ref: string; sponsor: string };
}

/** The status for a failed send: 503 when the mail server is unreachable, 502 when it refused. */
export function sendFailure(error: MailError): HttpError {
  return new HttpError(error.unreachable ? 503 : 502, SEND_FAILED, {}, { cause: error });
}

export const invites = new Hono<AppEnv>().post('/:id/invite', async (c) => {
  const { email } = await bodyWith(c.req.raw, inviteSchema);
  const siteUrl = Deno.env.get('SITE_URL');
  if (!siteUrl) throw new HttpError(503, SEND_FAILED, {}, { cause: new Error('SITE_URL is not set') });
  const sent = await asUser(c.var.claims, async (tx) => {
    const invite = await rpcResult<SentInvite>(tx`select app.send_invite(${email}) as result`);
    try {
      await sendMail(invitationEmail({ to: invite.invitation.email, sponsor: invite.signup.sponsor, ref: invite.signup.ref, siteUrl }));
    } catch (error) {
      // Thrown inside the transaction: it rolls back and the invitation is not recorded.
      throw error instanceof MailError ? sendFailure(error) : error;
    }
    return invite;
  });
  return c.json({ user: sent.user, message: sent.message, invitation: sent.invitation });
});
