/**
 * Supabase Auth's Postgres hooks as GoTrue calls them (internal/hooks/hookspgfunc): in a
 * transaction of the auth server's own role, supabase_auth_admin (so the function's grants decide,
 * as on hosted), with a 2-second statement timeout, `select <function>(<input json>)`; an answer
 * `{"error": {"http_code", "message"}}` fails the request. Served: the password verification hook
 * ([auth.hook.password_verification_attempt], docs/accounts.md#sign-in-lockout).
 */
import { randomUUID } from 'node:crypto';
import { inTransaction } from './db';
import { AuthError, badRequest } from './errors';
import type { AuthOptions } from './options';
import { deleteUserSessions } from './sessions';

const HOOK_TIMEOUT_MS = 2000;
const DEFAULT_PASSWORD_REJECTION = 'Further password verification attempts will be rejected.';

interface HookError {
  http_code?: number;
  message?: string;
}

async function runPostgresHook(opts: AuthOptions, fn: string, input: object): Promise<Record<string, unknown>> {
  const answer = await inTransaction(opts.pool, async (db) => {
    await db.query('set local role supabase_auth_admin');
    await db.query(`set local statement_timeout to '${HOOK_TIMEOUT_MS}'`);
    const { rows } = await db.query<{ answer: unknown }>(`select ${fn}($1::jsonb) as answer`, [JSON.stringify(input)]);
    return rows[0]?.answer;
  });
  const output = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const error = output.error as HookError | undefined;
  if (error && typeof error === 'object' && error.message) {
    throw new AuthError(error.http_code ?? 500, 'unexpected_failure', error.message);
  }
  return output;
}

/**
 * Asks the password verification hook, when config.toml enables one, about a password check of
 * `userId` at /token (`valid`: whether the password was right). A `reject` decision refuses the
 * sign-in with 400 invalid_credentials and the hook's message, even with the right password
 * (and, with should_logout_user, ends the user's sessions), as GoTrue's token.go.
 */
export async function passwordVerificationAttempt(opts: AuthOptions, userId: string, valid: boolean, ipAddress: string | undefined): Promise<void> {
  const fn = opts.passwordVerificationHook;
  if (!fn) return;
  const input = {
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'password-verification', ...(ipAddress ? { ip_address: ipAddress } : {}) },
    user_id: userId,
    valid,
  };
  const output = await runPostgresHook(opts, fn, input);
  if (output.decision !== 'reject') return;
  if (output.should_logout_user === true) await deleteUserSessions(opts.pool, userId);
  throw badRequest('invalid_credentials', typeof output.message === 'string' && output.message !== '' ? output.message : DEFAULT_PASSWORD_REJECTION);
}
