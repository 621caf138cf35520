/**
 * GET and POST /verify (GoTrue internal/api/verify.go, implicit flow): the link of a confirmation,
 * recovery or e-mail-change mail, or its code typed in. A valid, unexpired token is used up and
 * signs the user in:
 *   - GET (the link) answers 303 to the redirect URL with the session in the fragment
 *     (#access_token=…&refresh_token=…&type=signup), or with #error=…&error_code=…&error_description=…
 *     when the link is invalid, expired or already used;
 *   - POST answers the session as JSON, or the error as JSON.
 * type=email_change with double_confirm_changes needs both links (the current and the new
 * address); the first one answers "Confirmation link accepted…" and signs nobody in. Phone codes
 * (type=sms or phone_change) are answered as hosted answers them with phone sign-in off: the number
 * is checked, then 403 otp_expired, since no code was ever sent.
 */
import type { AuthRequest } from '../context';
import { inTransaction, type Queryable } from '../db';
import { AuthError, forbidden, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params, validateEmail, validatePhone } from '../params';
import { createSession } from '../sessions';
import { sessionResponse } from '../tokens';
import { isExpired, tokenHash, type EmailLinkType } from '../confirmations';
import { spendRequest } from '../rate-limits';
import { redirectTarget } from '../redirects';
import { findUserById, isBanned, loadUser, updateIdentityData, type UserRow } from '../users';
import type { AuthOptions } from '../options';

const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The verification types this server accepts; `email` is a code that may be either a sign-up or a magic link. */
type VerifyType = EmailLinkType | 'email';
const VERIFY_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);

interface TokenColumns {
  id: string;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
}

const TOKEN_COLUMNS = 'id, confirmation_token, recovery_token, email_change_token_new, email_change_token_current, email_change_confirm_status';

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** The user whose stored token is `hash` for this type, row-locked ('' never matches: it means "no token"). */
async function findByTokenHash(db: Queryable, type: VerifyType, hash: string): Promise<TokenColumns | undefined> {
  if (hash === '') return undefined;
  // Each comparison repeats the predicate of the column's partial unique index (local/bootstrap.sql,
  // as GoTrue's), so the planner can use the index instead of scanning auth.users.
  const is = (column: string) => `(${column} = $1 and ${column} !~ '^[0-9 ]*$')`;
  const where: Record<VerifyType, string> = {
    signup: is('confirmation_token'),
    invite: is('confirmation_token'),
    recovery: is('recovery_token'),
    magiclink: is('recovery_token'),
    email: `(${is('confirmation_token')} or ${is('recovery_token')})`,
    email_change: `(${is('email_change_token_current')} or ${is('email_change_token_new')})`,
  };
  const { rows } = await db.query<TokenColumns>(`select ${TOKEN_COLUMNS} from auth.users where ${where[type]} limit 1 for update`, [hash]);
  return rows[0];
}

/** The sent-at time that dates the token of this type, and the concrete type an `email` code was. */
function sentAtOf(user: UserRow, tokens: TokenColumns, type: VerifyType, hash: string): { sentAt: Date | null; type: EmailLinkType } {
  switch (type) {
    case 'signup':
    case 'invite':
      return { sentAt: user.confirmation_sent_at, type };
    case 'recovery':
    case 'magiclink':
      return { sentAt: user.recovery_sent_at, type };
    case 'email_change':
      return { sentAt: user.email_change_sent_at, type };
    case 'email':
      return tokens.recovery_token === hash ? { sentAt: user.recovery_sent_at, type: 'magiclink' } : { sentAt: user.confirmation_sent_at, type: 'signup' };
  }
}

/** Marks the address confirmed, as GoTrue's User.Confirm: the column, the metadata and the email identity. */
async function confirmEmail(db: Queryable, user: UserRow): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb, updated_at = now()
      where id = $1`,
    [user.id],
  );
  await updateIdentityData(db, user.id, 'email', { email_verified: true });
}

/**
 * Applies a used token. Returns false when an e-mail change still waits for its second link.
 */
async function applyToken(db: Queryable, opts: AuthOptions, user: UserRow, tokens: TokenColumns, type: EmailLinkType, hash: string): Promise<boolean> {
  switch (type) {
    case 'signup':
    case 'invite':
      await confirmEmail(db, user);
      return true;
    case 'recovery':
    case 'magiclink':
      await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
      if (!user.email_confirmed_at) await confirmEmail(db, user);
      return true;
    case 'email_change':
      return applyEmailChange(db, opts, user, tokens, hash);
  }
}

async function applyEmailChange(db: Queryable, opts: AuthOptions, user: UserRow, tokens: TokenColumns, hash: string): Promise<boolean> {
  const otherPending = hash === tokens.email_change_token_current ? tokens.email_change_token_new : tokens.email_change_token_current;
  // GoTrue's secure e-mail change: with double_confirm_changes (whether or not sign-ups confirm
  // their address) the first of the two links only records itself. (A change whose other token was
  // never issued, because only the new address was mailed, completes at once.)
  if (opts.doubleConfirmChanges && (tokens.email_change_confirm_status ?? 0) === 0 && user.email && otherPending) {
    const column = hash === tokens.email_change_token_current ? 'email_change_token_current' : 'email_change_token_new';
    await db.query(`update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`, [user.id]);
    return false;
  }
  const newEmail = user.email_change ?? '';
  if (newEmail === '') throw linkInvalid();
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
        email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [user.id, newEmail],
  );
  await updateIdentityData(db, user.id, 'email', { email: newEmail, email_verified: true });
  return true;
}

/** Voids every e-mailed code whose hash was made with `email` (it stays hashed with the address it went to). */
async function voidCodesSentTo(db: Queryable, email: string): Promise<void> {
  await db.query(
    `update auth.users set
        confirmation_token = case when lower(email) = $1 then '' else confirmation_token end,
        recovery_token = case when lower(email) = $1 then '' else recovery_token end,
        email_change_token_current = case when lower(email) = $1 then '' else email_change_token_current end,
        email_change_token_new = case when lower(email_change) = $1 then '' else email_change_token_new end,
        updated_at = now()
      where lower(email) = $1 or lower(email_change) = $1`,
    [email],
  );
}

type Outcome = { kind: 'session'; response: Record<string, unknown>; type: EmailLinkType } | { kind: 'pending' };

/** Finds, checks, uses the token and signs the user in, all in one transaction. */
async function verifyToken(
  request: AuthRequest,
  type: VerifyType,
  find: (db: Queryable) => Promise<TokenColumns | undefined>,
  invalid: () => AuthError,
  hash: () => string,
): Promise<Outcome> {
  const { opts, client } = request;
  return inTransaction(opts.pool, async (db) => {
    const tokens = await find(db);
    if (!tokens) throw invalid();
    const user = await findUserById(db, tokens.id);
    if (!user || user.deleted_at) throw invalid();
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    const used = hash();
    const resolved = sentAtOf(user, tokens, type, used);
    if (isExpired(resolved.sentAt, opts)) throw invalid();
    const complete = await applyToken(db, opts, user, tokens, resolved.type, used);
    if (!complete) return { kind: 'pending' };
    await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
    const { session, refreshToken } = await createSession(db, user.id, client, 'otp');
    const loaded = await loadUser(db, user.id);
    if (!loaded) throw unexpectedFailure();
    return { kind: 'session', response: await sessionResponse(opts, loaded, session, refreshToken), type: resolved.type };
  });
}

/** The phone types: GoTrue accepts them, and with phone sign-in off nobody holds such a code. */
type PhoneType = 'sms' | 'phone_change';
const PHONE_TYPES = new Set<string>(['sms', 'phone_change']);
const isPhoneType = (type: VerifyType | PhoneType): type is PhoneType => PHONE_TYPES.has(type);

function parseType(type: string): VerifyType | PhoneType {
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (!VERIFY_TYPES.has(type) && !PHONE_TYPES.has(type)) throw validationFailed('Unsupported verification type');
  return type as VerifyType | PhoneType;
}

/** GoTrue's verifyTokenHash for a type that is no e-mail link's (a phone type). */
const notAnEmailType = () => validationFailed('Invalid email verification type');

/** GoTrue's oauthErrorMap: the `error` of an error redirect, by status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function redirect(request: AuthRequest, location: string): void {
  request.res.writeHead(303, { location, 'content-length': '0' });
  request.res.end();
}

function withFragment(base: string, fields: Record<string, string>): string {
  const fragment = new URLSearchParams({ ...fields, sb: '' });
  fragment.sort();
  return `${base.split('#')[0]}#${fragment.toString()}`;
}

export async function verifyGet(request: AuthRequest): Promise<void> {
  const { opts, req, url } = request;
  spendRequest(opts.limits.address.verify, request.client.ip);
  const token = url.searchParams.get('token') ?? '';
  const type = parseType(url.searchParams.get('type') ?? '');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const redirectTo = redirectTarget(opts, req, url);
  let outcome: Outcome;
  try {
    if (isPhoneType(type)) throw notAnEmailType();
    outcome = await verifyToken(
      request,
      type,
      (db) => findByTokenHash(db, type, token),
      linkInvalid,
      () => token,
    );
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const target = new URL(redirectTo);
    target.search = '';
    const fields: Record<string, string> = { error_code: error.code, error_description: error.message };
    const oauth = OAUTH_ERRORS[error.status];
    if (oauth) fields.error = oauth;
    redirect(request, withFragment(target.toString(), fields));
    return;
  }
  if (outcome.kind === 'pending') {
    redirect(request, withFragment(redirectTo, { message: SINGLE_CONFIRMATION_ACCEPTED }));
    return;
  }
  const { response } = outcome;
  redirect(
    request,
    withFragment(redirectTo, {
      access_token: String(response.access_token),
      expires_at: String(response.expires_at),
      expires_in: String(response.expires_in),
      refresh_token: String(response.refresh_token),
      token_type: 'bearer',
      type: outcome.type,
    }),
  );
}

export async function verifyPost(request: AuthRequest): Promise<void> {
  spendRequest(request.opts.limits.address.verify, request.client.ip);
  const params = new Params(await request.body(), 'VerifyParams');
  const type = parseType(params.string('type'));
  const token = params.string('token');
  const hashParam = params.string('token_hash');
  const rawEmail = params.string('email');
  const phone = params.string('phone');
  const redirectTo = params.string('redirect_to');
  if ((token === '') === (hashParam === '')) throw validationFailed('Verify requires either a token or a token hash');

  let outcome: Outcome;
  if (hashParam !== '') {
    if (rawEmail !== '' || phone !== '' || redirectTo !== '') throw validationFailed('Only the token_hash and type should be provided');
    if (isPhoneType(type)) throw notAnEmailType();
    outcome = await verifyToken(
      request,
      type,
      (db) => findByTokenHash(db, type, hashParam),
      linkInvalid,
      () => hashParam,
    );
  } else {
    if (phone !== '' && rawEmail === '') {
      // As GoTrue with phone sign-in off ([auth.sms] enabled = false): the number is checked, then no
      // user holds a code sent to it (none is ever sent), whatever the type.
      validatePhone(phone);
      throw codeInvalid();
    }
    if (rawEmail === '' || phone !== '') throw validationFailed('Only an email address or phone number should be provided on verify');
    let email: string;
    try {
      email = validateEmail(rawEmail);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    // GoTrue looks a phone type's user up by the (empty) phone number: nobody.
    if (isPhoneType(type)) throw codeInvalid();
    // Codes are short: each e-mail has its own verification budget besides the address's, and a
    // few wrong codes void the ones it was sent (local/auth/rate-limits.ts).
    spendRequest(request.opts.limits.verifyEmail, email);
    // The code is hashed with the address it was sent to: the new one for an e-mail change's
    // second token, the current one otherwise; the stored hash decides which user it was.
    const hash = tokenHash(email, token.replaceAll('-', ''));
    outcome = await verifyToken(
      request,
      type,
      async (db) => {
        const found = await findByTokenHash(db, type, hash);
        if (!found) return undefined;
        const owner = await findUserById(db, found.id);
        const addresses = [owner?.email, owner?.email_change].map((address) => address?.toLowerCase());
        return addresses.includes(email) ? found : undefined;
      },
      codeInvalid,
      () => hash,
    ).catch(async (error: unknown) => {
      if (error instanceof AuthError && error.code === 'otp_expired' && request.opts.limits.wrongCodes.wrong(email)) {
        await voidCodesSentTo(request.opts.pool, email);
      }
      throw error;
    });
    request.opts.limits.wrongCodes.right(email);
  }
  if (outcome.kind === 'pending') {
    sendJson(request.res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return;
  }
  sendJson(request.res, 200, outcome.response);
}
