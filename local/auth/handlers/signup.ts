/**
 * POST /signup (GoTrue internal/api/signup.go) with the project's settings: email provider on,
 * phone and anonymous sign-ins off, confirmations off (`enable_confirmations = false`), so a new
 * user is confirmed at once and gets a session.
 */
import type { AuthRequest } from '../context';
import { inTransaction, sqlState, UNIQUE_VIOLATION } from '../db';
import { AuthError, badRequest, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson } from '../http';
import { Params, validateEmail } from '../params';
import { assertStrongPassword, hashPassword } from '../passwords';
import { createSession } from '../sessions';
import { sessionResponse } from '../tokens';
import { createUserWithIdentities, emailTaken, loadUser } from '../users';

const userExists = () => unprocessable('user_already_exists', 'User already registered');

export async function signup({ opts, res, body, client }: AuthRequest): Promise<void> {
  const params = new Params(await body(), 'SignupParams');
  const rawEmail = params.string('email');
  const phone = params.string('phone');
  const password = params.string('password');
  const data = params.object('data') ?? {};
  for (const name of ['channel', 'code_challenge', 'code_challenge_method']) params.string(name);

  if (rawEmail === '' && phone === '') throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (password === '') throw validationFailed('Signup requires a valid password');
  assertStrongPassword(password, opts.minimumPasswordLength);
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const email = validateEmail(rawEmail);

  // GoTrue would confirm an existing *unconfirmed* user here and sign them in without their
  // password; refusing every existing address is the safe reading of "already registered".
  if (await emailTaken(opts.pool, email)) throw userExists();
  const encryptedPassword = await hashPassword(password);

  let response;
  try {
    // One transaction: the user, its identity and its first session all exist, or none does
    // (a failing trigger on auth.users leaves no half user behind).
    response = await inTransaction(opts.pool, async (db) => {
      const id = await createUserWithIdentities(
        db,
        {
          email,
          phone: null,
          encryptedPassword,
          role: 'authenticated',
          appMetadata: { provider: 'email', providers: ['email'] },
          // Autoconfirm marks the address verified in the metadata, as GoTrue's User.Confirm does.
          userMetadata: { ...data, email_verified: true },
          emailConfirmed: true,
          phoneConfirmed: false,
          signedIn: true,
          bannedUntil: null,
        },
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
