/**
 * My Team (docs/product.md#my-team): the caller's downline (app.my_team: names and progress only, the
 * members a page at a time),
 * nudging a stuck member, and the caller's own nudge preference. A nudge is recorded in one
 * transaction, the e-mail is sent after it commits (no lock or pool connection held while the mail
 * server talks), and the record is removed again when sending fails, so the member can be nudged
 * once the mail server is back.
 */
import type { Team } from '../../../../contract/index.ts';
import type { UserClaims } from '../../_shared/auth.ts';
import { asUser, integer, rpcResult, sql, statement, statementAsUser } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { MailError, sendMail } from '../../_shared/mailer.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { type Nudge, nudgeEmail } from '../nudge-email.ts';

export const NUDGE_FAILED = 'We could not send the nudge e-mail. Please try again.';

export type RecordedNudge = Omit<Nudge, 'siteUrl'> & { nudgeId: number; sentAt: string };

function siteUrl(): string {
  const url = Deno.env.get('SITE_URL');
  if (!url) throw new HttpError(503, NUDGE_FAILED, {}, { cause: new Error('SITE_URL is not set') });
  return url;
}

/**
 * Sends the e-mail of a nudge its transaction recorded (and committed); when sending fails, `undo`
 * removes the record again and the caller hears why. My Team's nudge and the coaching queue's both.
 */
export async function mailRecordedNudge(nudge: RecordedNudge, undo: () => Promise<unknown>): Promise<void> {
  try {
    await sendMail(nudgeEmail({ ...nudge, siteUrl: siteUrl() }));
  } catch (error) {
    await undo();
    if (error instanceof MailError) throw new HttpError(error.unreachable ? 503 : 502, NUDGE_FAILED, {}, { cause: error });
    throw error;
  }
}

/** Records a nudge of `memberId` (app.record_nudge's rules) and sends its e-mail; the record goes again when sending fails. */
async function sendNudge(claims: UserClaims, memberId: string): Promise<RecordedNudge> {
  siteUrl();
  const nudge = await asUser(claims, (tx) => rpcResult<RecordedNudge>(tx`select app.record_nudge(${memberId}::uuid) as result`));
  await mailRecordedNudge(nudge, () => asUser(claims, (tx) => tx`select app.cancel_nudge(${nudge.nudgeId}::bigint)`));
  return nudge;
}

export const teamHandlers: Handlers<'myTeam' | 'nudge' | 'setNudges' | 'unsubscribeNudges'> = {
  // One round trip (statementAsUser): the page's offset and size are checked integers.
  myTeam: ({ claims, query }) =>
    rpcResult<Team>(statementAsUser(claims, statement`select app.my_team(${integer(query.offset)}::integer, ${integer(query.limit)}::integer) as result`)),
  nudge: async ({ claims, params }) => {
    const nudge = await sendNudge(claims, params.memberId);
    return { message: `Nudge sent to ${nudge.memberName}`, nudge: { memberId: params.memberId, sentAt: nudge.sentAt } };
  },
  setNudges: ({ claims, body }) => asUser(claims, (tx) => rpcResult<AnswerOf<'setNudges'>>(tx`select app.set_nudges(${body.enabled}) as result`)),
  // Anyone holding the e-mail's secret token, signed in or not: on the function's own connection
  // (anonymous callers have no access to the `app` schema); the token is the authorisation.
  unsubscribeNudges: ({ body }) => rpcResult<AnswerOf<'unsubscribeNudges'>>(sql`select app.unsubscribe_nudges(${body.token}::uuid) as result`),
};
