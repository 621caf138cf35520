/**
 * POST /signup (GoTrue internal/api/signup.go) with the project's settings: email provider on,
 * phone and anonymous sign-ins off. With confirmations off (config.toml's default) a new user is
 * confirmed at once and gets a session. With them on (`enable_confirmations = true` or
 * AUTH_CONFIRMATIONS=on) the answer is the user without a session, and a confirmation link goes
 * to the address (landing on redirect_to when allowed, else the site URL); signing in waits for it.
 */
import { randomUUID } from 'node:crypto';
import type { AuthRequest } from '../context';
import { inTransaction, sqlState, UNIQUE_VIOLATION } from '../db';
import { AuthError, badRequest, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params, validateEmail } from '../params';
import { assertStrongPassword, hashPassword } from '../passwords';
import { createSession } from '../sessions';
import { sessionResponse } from '../tokens';
import { ANSWER_FLOOR_MS, answerNoSoonerThan, mailLinkAfterAnswer } from '../confirmations';
import { spendRequest } from '../rate-limits';
import { redirectTarget } from '../redirects';
import { createUserWithIdentities, emailTaken, findUserByEmail, findUserById, loadUser, userJson, type NewUser, type UserRow } from '../users';
import type { JsonObject } from '../http';

const userExists = () => unprocessable('user_already_exists', 'User already registered');

export async function signup(request: AuthRequest): Promise<void> {
  const { opts, res, body, client } = request;
  const params = new Params(await body(), 'SignupParams');
  const rawEmail = params.string('email');
  const phone = params.string('phone');
  const password = params.string('password');
  const data = params.object('data') ?? {};
  for (const name of ['channel', 'code_challenge', 'code_challenge_method']) params.string(name);

  if (rawEmail === '' && phone === '') throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  spendRequest(opts.limits.address.signups, client.ip);
  if (password === '') throw validationFailed('Signup requires a valid password');
  assertStrongPassword(password, opts.minimumPasswordLength);
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const email = validateEmail(rawEmail);
  if (opts.enableConfirmations) return signupWithConfirmation(request, email, password, data);

  // GoTrue would confirm an existing *unconfirmed* user here and sign them in without their
  // password; refusing every existing address is the safe reading of "already registered".
  if (await emailTaken(opts.pool, email)) throw userExists();
  const encryptedPassword = await hashPassword(password, opts.passwordHashCost);

  let response;
  try {
    // One transaction: the user, its identity and its first session all exist, or none does
    // (a failing trigger on auth.users leaves no half user behind).
    response = await inTransaction(opts.pool, async (db) => {
      const id = await createUserWithIdentities(
        db,
        // Autoconfirm marks the address verified in the metadata, as GoTrue's User.Confirm does.
        emailSignup(email, encryptedPassword, { ...data, email_verified: true }, true),
        data,
      );
      const { session, refreshToken } = await createSession(db, id, client);
      const user = await loadUser(db, id);
      if (!user) throw unexpectedFailure('Database error saving new user');
      return sessionResponse(opts, user, session, refreshToken);
    });
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (sqlState(error) === UNIQUE_VIOLATION && (error as { constraint?: string }).constraint === 'users_email_partial_key') {
      throw userExists(); // a concurrent signup with the same address won the race
    }
    opts.log?.(`signup failed in the database: ${error instanceof Error ? error.message : String(error)}`);
    throw unexpectedFailure('Database error saving new user');
  }
  sendJson(res, 200, response);
}

/**
 * GoTrue's answer for an address that already has a confirmed account when confirmations are on:
 * a made-up user (new id, no identities, nothing confirmed) in place of the real one, so the
 * answer looks like any sign-up and reveals nothing; no mail goes out.
 */
/** A new e-mail/password user, confirmed (and signed in) at once or waiting for the confirmation link. */
function emailSignup(email: string, encryptedPassword: string, userMetadata: JsonObject, confirmed: boolean): NewUser {
  return {
    email,
    phone: null,
    encryptedPassword,
    role: 'authenticated',
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata,
    emailConfirmed: confirmed,
    phoneConfirmed: false,
    signedIn: confirmed,
    bannedUntil: null,
  };
}

function obfuscatedUser(existing: UserRow, data: JsonObject): JsonObject {
  const now = new Date();
  return userJson(
    {
      ...existing,
      id: randomUUID(),
      role: '',
      email_change: '',
      created_at: now,
      updated_at: now,
      confirmation_sent_at: now,
      last_sign_in_at: null,
      confirmed_at: null,
      email_change_sent_at: null,
      email_confirmed_at: null,
      phone_confirmed_at: null,
      phone: '',
      raw_user_meta_data: data,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
    },
    [],
  );
}

/**
 * With confirmations on, every address gets an answer of the same shape in about the same time
 * (docs/accounts.md#what-the-answers-reveal): the password is hashed on every path, the answer
 * waits for ANSWER_FLOOR_MS.signup, and the confirmation mail is made and sent after it.
 */
async function signupWithConfirmation(request: AuthRequest, email: string, password: string, data: JsonObject): Promise<void> {
  const { opts, req, url, res } = request;
  const redirectTo = redirectTarget(opts, req, url);
  const existing = await findUserByEmail(opts.pool, email);
  const encryptedPassword = await hashPassword(password, opts.passwordHashCost);
  if (existing?.email_confirmed_at) {
    await answerNoSoonerThan(request.receivedAt, ANSWER_FLOOR_MS.signup);
    sendJson(res, 200, obfuscatedUser(existing, data));
    return;
  }
  // An unconfirmed account with this address gets its confirmation mail again; as GoTrue, the
  // account itself is left as it is (whoever asks now has not proved they own the address).
  let user;
  try {
    user = await inTransaction(opts.pool, async (db) => {
      const id = existing?.id ?? (await createUserWithIdentities(db, emailSignup(email, encryptedPassword, data, false), data));
      return loadUser(db, id);
    });
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (sqlState(error) === UNIQUE_VIOLATION && (error as { constraint?: string }).constraint === 'users_email_partial_key') {
      throw userExists();
    }
    opts.log?.(`signup failed in the database: ${error instanceof Error ? error.message : String(error)}`);
    throw unexpectedFailure('Database error saving new user');
  }
  if (!user) throw unexpectedFailure('Database error saving new user');
  // The mail goes out right after this answer, which says so as GoTrue's does.
  await answerNoSoonerThan(request.receivedAt, ANSWER_FLOOR_MS.signup);
  sendJson(res, 200, { ...user.json, confirmation_sent_at: new Date().toISOString() });
  const id = user.row.id;
  mailLinkAfterAnswer(
    opts,
    'confirmation',
    async (db) => {
      const row = await findUserById(db, id, { lock: true });
      return row && !row.email_confirmed_at ? row : undefined;
    },
    redirectTo,
  );
}
