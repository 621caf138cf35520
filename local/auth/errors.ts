/**
 * Auth errors in the two wire formats GoTrue speaks (research A.5): a request carrying
 * `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends it) gets `{code, message}` and the
 * header echoed back, which is what makes auth-js read `code` as the error code; anything else gets
 * the legacy `{code: <status>, error_code, msg}`. Both carry `x-sb-error-code`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password` for weak passwords. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** RFC 6749 style errors, which GoTrue uses for a few token-endpoint failures. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unexpectedFailure = (message = 'Unexpected failure, please check server logs for more information') =>
  new AuthError(500, 'unexpected_failure', message);

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/** True when the request asks for the 2024-01-01 error format (a valid date on or after it). */
export function wantsVersionedErrors(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return false;
  return value >= API_VERSION_2024;
}

export function writeError(req: IncomingMessage, res: ServerResponse, error: AuthError | OAuthError): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  let status: number;
  let body: Record<string, unknown>;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (error instanceof OAuthError) {
    status = 400;
    body = { error: error.error, error_description: error.description };
  } else {
    status = error.status;
    headers['x-sb-error-code'] = error.code;
    if (wantsVersionedErrors(req)) {
      headers[API_VERSION_HEADER] = API_VERSION_2024;
      body = { code: error.code, message: error.message, ...error.extra };
    } else {
      body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    }
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}
