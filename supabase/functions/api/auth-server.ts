/**
 * Calls to Supabase Auth (GoTrue) for register and login: the same endpoints supabase-js uses,
 * with the project's secret key (_shared/api-keys.ts), which lets a call carry its caller's
 * address. Errors come back in GoTrue's 2024-01-01 format `{code, message}` (we ask for it with
 * X-Supabase-Api-Version); older formats are read too.
 */
import { AUTH_REFUSALS } from '../../../contract/index.ts';
import { apiKeys } from '../_shared/api-keys.ts';
import { HttpError } from '../_shared/errors.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');

/** GoTrue's session response (what supabase-js's `setSession` needs). */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at?: number;
  user: { id: string; email?: string } & Record<string, unknown>;
}

export class AuthServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const UNAVAILABLE = 'The sign-in service is not available right now. Please try again.';
const TIMEOUT_MS = 10_000;

function errorOf(status: number, body: Record<string, unknown>): AuthServerError {
  const code = [body.code, body.error_code, body.error].find((value) => typeof value === 'string') as string | undefined;
  const message = [body.message, body.msg, body.error_description].find((value) => typeof value === 'string') as string | undefined;
  return new AuthServerError(status, code ?? String(status), message ?? 'Authentication failed');
}

/**
 * POSTs to `/auth/v1/<path>`; resolves with the JSON body, rejects with AuthServerError or 502.
 * `clientAddress` is the caller's address, sent as `Sb-Forwarded-For` with the project's secret
 * key: hosted Supabase Auth's "IP address forwarding" (docs/operators.md#ip-address-forwarding)
 * takes a forwarded address only from a request made with a secret key, so only a server holding
 * it can vouch for an address. The auth server's per-address limits then count each caller, not
 * the function, whose own address every sign-in would otherwise share
 * (docs/architecture.md#the-client-address).
 */
export async function authPost(path: string, body: unknown, clientAddress?: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/auth/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: apiKeys.secretKey,
        authorization: `Bearer ${apiKeys.secretKey}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...(clientAddress ? { 'sb-forwarded-for': clientAddress } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, UNAVAILABLE, {}, { cause: error });
  }
  let json: Record<string, unknown>;
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw new HttpError(502, UNAVAILABLE, {}, { cause: error });
  }
  if (response.status >= 500) throw new HttpError(502, UNAVAILABLE, {}, { cause: errorOf(response.status, json) });
  if (!response.ok) throw errorOf(response.status, json);
  return json;
}

/** One call to GoTrue's admin API for `userId` with the secret key (the gateway turns it into the service_role role); rejects with 502 when the auth server cannot be reached. */
async function adminUserCall(method: 'DELETE' | 'PUT', userId: string, body: unknown): Promise<{ response: Response; text: string }> {
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
      method,
      headers: {
        apikey: apiKeys.secretKey,
        authorization: `Bearer ${apiKeys.secretKey}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, UNAVAILABLE, {}, { cause: error });
  }
  return { response, text: await response.text().catch(() => '') };
}

/**
 * Deletes an auth user for good (a hard delete, so the database's delete trigger on auth.users
 * makes the profile anonymous). A user already gone counts as deleted. Rejects with 502 when the
 * auth server cannot be reached or fails.
 */
export async function deleteAuthUser(userId: string): Promise<void> {
  const { response, text } = await adminUserCall('DELETE', userId, { should_soft_delete: false });
  if (response.ok || response.status === 404) return;
  throw new HttpError(502, UNAVAILABLE, {}, { cause: new Error(`auth admin delete answered ${response.status}: ${text.slice(0, 200)}`) });
}

/**
 * Keeps the auth user's metadata `locale` in step with the profile's language (GoTrue merges
 * user_metadata; null removes the key), so the Auth e-mails' templates, which read `.Data.locale`,
 * write in it (docs/decisions.md, "Languages"). Only that one key is written. Rejects with 502.
 */
export async function setAuthUserLocale(userId: string, locale: string | null): Promise<void> {
  const { response, text } = await adminUserCall('PUT', userId, { user_metadata: { locale } });
  if (response.ok) return;
  throw new HttpError(502, UNAVAILABLE, {}, { cause: new Error(`auth admin update answered ${response.status}: ${text.slice(0, 200)}`) });
}

/** A session response, or undefined when the server answered with a bare user (confirmation needed). */
export function sessionOf(body: Record<string, unknown>): AuthSession | undefined {
  return typeof body.access_token === 'string' && typeof body.refresh_token === 'string' ? (body as unknown as AuthSession) : undefined;
}

/** Auth failures that are not specific to one route: rate limits. Anything unknown stays a 400. */
export function commonAuthError(error: AuthServerError): HttpError {
  if (error.status === 429 || error.code.startsWith('over_')) {
    return new HttpError(429, 'Too many attempts. Please wait a moment and try again.', { code: AUTH_REFUSALS.tooManyAttempts });
  }
  return new HttpError(400, error.message);
}
