/**
 * POST /api/users/{id}/invite {email}, in three steps so that no database lock or pool connection
 * is held while the mail server talks (docs/architecture.md#abuse):
 * 1. app.check_invite, a short transaction without row locks: the address, not yourself, the
 *    hourly limit, not already pending; and what the signup link needs;
 * 2. the e-mail, sent with no transaction open;
 * 3. app.send_invite records the invitation (checking again under the inviter's row lock).
 * The e-mail is in the invitee's language when the address already has an account (app.mail_locale),
 * else in the one the inviter chose in the form (`locale`), else English.
 * If sending fails, step 3 never runs: an invitation is recorded (and counted against the limit)
 * only when the mail server accepted its e-mail, and the user sees "Invite Sent!" only then.
 */
import type { LocaleCode } from '../../../../contract/index.ts';
import { asUser, asUserChecking, rpcResult } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { MailError, sendMail } from '../../_shared/mailer.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { invitationEmail } from '../invitation-email.ts';

export const SEND_FAILED = 'We could not send the invitation e-mail. Please try again.';

interface CheckedInvite {
  email: string;
  signup: { ref: string; sponsor: string };
  locale: LocaleCode | null;
}

/** The status for a failed send: 503 when the mail server is unreachable, 502 when it refused. */
export function sendFailure(error: MailError): HttpError {
  return new HttpError(error.unreachable ? 503 : 502, SEND_FAILED, {}, { cause: error });
}

export const inviteHandlers: Handlers<'invite'> = {
  invite: async ({ claims, body }) => {
    const siteUrl = Deno.env.get('SITE_URL');
    if (!siteUrl) throw new HttpError(503, SEND_FAILED, {}, { cause: new Error('SITE_URL is not set') });
    const checked = await asUserChecking(claims, (tx) => rpcResult<CheckedInvite>(tx`select app.check_invite(${body.email}) as result`));
    try {
      const locale = checked.locale ?? body.locale ?? 'en';
      await sendMail(invitationEmail({ to: checked.email, sponsor: checked.signup.sponsor, ref: checked.signup.ref, siteUrl, locale }));
    } catch (error) {
      throw error instanceof MailError ? sendFailure(error) : error;
    }
    return asUser(claims, async (tx) => {
      const { user, message, invitation } = await rpcResult<AnswerOf<'invite'>>(tx`select app.send_invite(${body.email}) as result`);
      return { user, message, invitation };
    });
  },
};
