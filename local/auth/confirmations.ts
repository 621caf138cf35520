/**
 * The e-mailed one-time tokens of GoTrue (internal/api/mail.go): a code of otp_length digits goes
 * out in the mail; auth.users keeps only its hash, sha224(address + code) in hex, which is also
 * the `token` of the mail's link. A token is valid for otp_expiry seconds after its *_sent_at and
 * is cleared when used, so a link works once. Mails of one kind to one user are at least
 * max_frequency apart (429 over_email_send_rate_limit).
 */
import { createHash, randomInt } from 'node:crypto';
import { inTransaction, type Queryable } from './db';
import { AuthError, unexpectedFailure } from './errors';
import type { MailVariables } from './mail';
import type { AuthOptions } from './options';
import { emailRateLimited } from './rate-limits';
import type { UserRow } from './users';

/** The verification types of e-mailed links, as GoTrue names them in `type=`. */
export type EmailLinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

export function newOtp(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** GoTrue's crypto.GenerateTokenHash. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
}

export function isExpired(sentAt: Date | null, opts: Pick<AuthOptions, 'otpExpiry'>, now = Date.now()): boolean {
  return sentAt === null || now > sentAt.getTime() + opts.otpExpiry * 1000;
}

/**
 * Spends one mail of [auth.rate_limit] email_sent (an hour, the whole server). As GoTrue, only
 * while confirmations are on; a limit of 0 refuses every mail.
 */
export function assertEmailBudget(opts: Pick<AuthOptions, 'enableConfirmations' | 'limits'>): void {
  if (opts.enableConfirmations && !opts.limits.email.allow()) throw emailRateLimited();
}

/** Refuses a second mail of one kind inside max_frequency, with GoTrue's wording. */
export function assertMailNotTooSoon(sentAt: Date | null, opts: Pick<AuthOptions, 'maxFrequencyMs'>, now = Date.now()): void {
  if (sentAt === null) return;
  const waitMs = sentAt.getTime() + opts.maxFrequencyMs - now;
  if (waitMs <= 0) return;
  throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
}

export function confirmationUrl(opts: Pick<AuthOptions, 'issuer'>, hash: string, type: EmailLinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${opts.issuer.replace(/\/+$/, '')}/verify?${query.toString()}`;
}

function variables(opts: AuthOptions, user: UserRow, otp: string, hash: string, type: EmailLinkType, redirectTo: string): MailVariables {
  return {
    ConfirmationURL: confirmationUrl(opts, hash, type, redirectTo),
    Token: otp,
    TokenHash: hash,
    SiteURL: opts.siteUrl,
    RedirectTo: redirectTo,
    Email: user.email ?? '',
    Data: user.raw_user_meta_data ?? {},
  };
}

async function mail(opts: AuthOptions, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    opts.log?.(`sending the ${what} e-mail failed: ${error instanceof Error ? error.message : String(error)}`);
    throw unexpectedFailure(`Error sending ${what} email`);
  }
}

/** The one-link mails: where each keeps its token and when it was sent, and the link's type. */
const SINGLE_LINK = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery' },
} as const;

/** Stores a new token of `kind` on the user and mails its link, inside the caller's transaction. */
async function sendSingleLink(db: Queryable, opts: AuthOptions, user: UserRow, redirectTo: string, kind: keyof typeof SINGLE_LINK): Promise<void> {
  const send = await storeSingleLink(db, opts, user, redirectTo, kind);
  await send();
}

/** Stores a new token of `kind` for the user; returns what mails its link (to call once it is committed). */
async function storeSingleLink(
  db: Queryable,
  opts: AuthOptions,
  user: UserRow,
  redirectTo: string,
  kind: keyof typeof SINGLE_LINK,
): Promise<() => Promise<void>> {
  const { token, sentAt, type } = SINGLE_LINK[kind];
  assertMailNotTooSoon(user[sentAt], opts);
  assertEmailBudget(opts);
  const email = user.email ?? '';
  const otp = newOtp(opts.otpLength);
  const hash = tokenHash(email, otp);
  await db.query(`update auth.users set ${token} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [user.id, hash]);
  return () => mail(opts, kind, () => opts.mailer.send(kind, email, variables(opts, user, otp, hash, type, redirectTo)));
}

/**
 * After the answer (recovery, a sign-up's confirmation): stores the token in a transaction of its
 * own and mails the link once that has committed, so a link is never in someone's inbox before it
 * works. `pick` re-reads the user under a row lock (two requests at once must not both pass the
 * max_frequency check) and says whether a link is still due. A mail that then fails leaves an unused
 * token, which nobody else can know.
 */
export function mailLinkAfterAnswer(
  opts: AuthOptions,
  kind: 'recovery' | 'confirmation',
  pick: (db: Queryable) => Promise<UserRow | undefined>,
  redirectTo: string,
): void {
  mailAfterAnswer(opts, kind, async () => {
    const send = await inTransaction(opts.pool, async (db) => {
      const user = await pick(db);
      return user ? storeSingleLink(db, opts, user, redirectTo, kind) : undefined;
    });
    await send?.();
  });
}

/**
 * Stores a new sign-up confirmation token and mails its link. Runs inside the caller's
 * transaction, so a mail that cannot be sent leaves no token behind (and no user, at sign-up).
 */
export const sendConfirmation = (db: Queryable, opts: AuthOptions, user: UserRow, redirectTo: string) =>
  sendSingleLink(db, opts, user, redirectTo, 'confirmation');

/**
 * The least time /recover and a sign-up with confirmations on take to answer, whoever asks: the
 * work for a registered address (a new account's rows, the mail) differs from that for an unknown
 * or taken one, and the floor hides the difference (docs/accounts.md#what-the-answers-reveal).
 */
export const ANSWER_FLOOR_MS = { recover: 200, signup: 600 } as const;

/** Waits until `ms` have passed since `receivedAt`. */
export async function answerNoSoonerThan(receivedAt: number, ms: number): Promise<void> {
  const wait = receivedAt + ms - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Runs `work` (storing a token and mailing it) after the answer has gone out, so neither the time
 * a mail takes nor its refusal (max_frequency, email_sent) tells the caller whether the address has
 * an account (docs/accounts.md#what-the-answers-reveal). A failure is logged, never answered.
 */
export function mailAfterAnswer(opts: Pick<AuthOptions, 'log'>, what: string, work: () => Promise<void>): void {
  void work().catch((error: unknown) => {
    opts.log?.(`the ${what} e-mail was not sent: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/**
 * Starts (or restarts) a change of the user's address to `newEmail`: a token for the new address,
 * and with double_confirm_changes one for the current address too, each mailed to its address.
 * The change applies once the links are followed (POST/GET /verify type=email_change).
 */
export async function sendEmailChange(db: Queryable, opts: AuthOptions, user: UserRow, newEmail: string, redirectTo: string): Promise<void> {
  assertMailNotTooSoon(user.email_change_sent_at, opts);
  assertEmailBudget(opts);
  const current = user.email ?? '';
  const otpNew = newOtp(opts.otpLength);
  const hashNew = tokenHash(newEmail, otpNew);
  const both = opts.doubleConfirmChanges && current !== '';
  const otpCurrent = both ? newOtp(opts.otpLength) : '';
  const hashCurrent = both ? tokenHash(current, otpCurrent) : '';
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
        email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  await mail(opts, 'email change', async () => {
    await opts.mailer.send('email_change', newEmail, { ...variables(opts, user, otpNew, hashNew, 'email_change', redirectTo), NewEmail: newEmail });
    if (both) {
      await opts.mailer.send('email_change', current, {
        ...variables(opts, user, otpCurrent, hashCurrent, 'email_change', redirectTo),
        NewEmail: newEmail,
      });
    }
  });
}
