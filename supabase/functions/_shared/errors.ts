/**
 * One error envelope for the api function (docs/architecture.md#api-errors): `{ message, code }`, plus
 * `params` (the sentence's figures), `issues` for validation failures and `error` (a short title) when
 * the database gave a sentence to show under it. Every refusal carries a `code` (contract/refusals.ts)
 * that the app words in the learner's language. 5xx answers never carry internals; they are logged instead.
 */
import { claimReasonCode, refusalOf, type RefusalParams } from '../../../contract/refusals.ts';

export type HttpStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** Fields sent beside `message`. */
export interface ErrorExtras {
  /** Validation problems, one per field: `{ path, message }`. */
  issues?: unknown;
  /** A short title for `message` (e.g. "Insufficient Tokens" above "You need at least 5 tokens…"). */
  error?: string;
  /** Possible income claims found in admin-written text: `[{ match, reason }]` (422). */
  claims?: unknown;
  /** A stable code for the refusal, which the app words in the learner's language (contract/refusals.ts; register and login: contract/auth.ts AUTH_REFUSALS). */
  code?: string;
  /** The figures and names in the sentence, for the code's wording in another language (`{ need: 5 }`, `{ retryAfter: 180 }`). */
  params?: RefusalParams;
}

export class HttpError extends Error {
  constructor(
    readonly status: HttpStatus,
    message: string,
    readonly extras: ErrorExtras = {},
    /** What went wrong underneath: logged for 5xx answers, never sent. */
    options?: { cause?: unknown },
    /** Response headers beside the envelope (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message, options);
  }
}

/** 429 with Retry-After (seconds) and a sentence saying how long to wait. */
export function tooManyRequests(retryAfterSeconds: number, what = 'requests'): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new HttpError(429, `Too many ${what}. Please wait ${wait} and try again.`, { code: 'rate_limited', params: { retryAfter: seconds } }, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * The RPCs in the `app` schema raise with custom SQLSTATEs 'MT400' … 'MT429' (supabase/README.md);
 * their message is written for the user and becomes the API's message with that HTTP status.
 */
const CUSTOM_STATUS: Record<string, HttpStatus> = {
  MT400: 400,
  MT401: 401,
  MT403: 403,
  MT404: 404,
  MT409: 409,
  MT422: 422,
  MT429: 429,
};

/**
 * Constraint and data errors that reach the API are conflicts or bad input, never server faults.
 * Their Postgres text names tables and constraints, so the client gets a plain sentence instead.
 */
const BUSY = 'The server is busy. Please try again.';

const CONSTRAINT_ANSWER: Record<string, [HttpStatus, string]> = {
  '23505': [409, 'That already exists.'],
  '23514': [400, 'A value is out of the allowed range.'],
  '23502': [400, 'A required value is missing.'],
  '23503': [400, 'That refers to something that does not exist.'],
  '42501': [403, 'You are not allowed to do that.'],
  // Serialization failure and deadlock, after the retries of db.ts.
  '40001': [503, BUSY],
  '40P01': [503, BUSY],
  // The transaction timeouts of db.ts: statement_timeout (query_canceled), lock_timeout
  // (lock_not_available) and idle_in_transaction_session_timeout. Nothing was committed.
  '57014': [503, BUSY],
  '55P03': [503, BUSY],
  '25P03': [503, BUSY],
};

/**
 * The database could not be reached, or went away mid-request (a restart, a failover, a crash):
 * a temporary condition worth retrying, not a fault of the request nor a bug to answer 500 for.
 * Socket errors and postgres.js's own connection codes, plus SQLSTATE class 08 (connection
 * exception), 57P01-57P03 (shutting down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again.';

function isUnavailable(code: string): boolean {
  return UNAVAILABLE_CODES.has(code) || code.startsWith('08');
}

export interface PostgresError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function sqlState(error: unknown): string | undefined {
  const code = (error as PostgresError | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The claims app.check_claims lists in its hint (JSON), or none when the hint is not that; each
 * shipped reason with its `code`, which the app words in the admin's language.
 */
function claimsOf(hint: string | undefined): unknown[] {
  try {
    const parsed: unknown = JSON.parse(hint ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.map((claim: unknown) => {
      const reason = (claim as { reason?: unknown } | null)?.reason;
      const code = typeof reason === 'string' ? claimReasonCode(reason) : undefined;
      return code ? { ...(claim as object), code } : claim;
    });
  } catch {
    return [];
  }
}

export function fromDatabaseError(error: unknown): HttpError | undefined {
  const code = sqlState(error);
  if (!code) return undefined;
  const custom = CUSTOM_STATUS[code];
  if (custom) {
    const { message = '', detail, hint } = error as PostgresError;
    // With a detail the sentence is the message and the short text its title (docs/architecture.md#api-errors).
    const extras = { ...(detail ? { error: message } : {}), ...(code === 'MT422' ? { claims: claimsOf(hint) } : {}) };
    // An MT429 whose hint is a number of seconds answers with that Retry-After.
    const retryAfter = code === 'MT429' && /^[0-9]{1,9}$/.test(hint ?? '') ? { 'retry-after': hint as string } : undefined;
    // The code by the database's title (its message when it sent a detail), the figures read from the sentence.
    const refusal = refusalOf(custom, detail ?? message, detail ? message : undefined);
    const params = retryAfter ? { ...refusal.params, retryAfter: Number(hint) } : refusal.params;
    return new HttpError(custom, detail ?? message, { ...extras, code: refusal.code, ...(params ? { params } : {}) }, undefined, retryAfter);
  }
  if (isUnavailable(code)) return new HttpError(503, UNAVAILABLE, {}, { cause: error });
  const known = CONSTRAINT_ANSWER[code] ?? (code.startsWith('22') ? ([400, 'A value has the wrong form.'] as const) : undefined);
  return known ? new HttpError(known[0], known[1]) : undefined;
}

/** The envelope's fields beside `message`: a refusal without a code of its own gets its sentence's or its status's. */
function envelopeExtras(error: HttpError): ErrorExtras {
  if (error.extras.code) return error.extras;
  const refusal = refusalOf(error.status, error.message, error.extras.error);
  return { ...error.extras, code: refusal.code, ...(refusal.params ? { params: refusal.params } : {}) };
}

export function errorResponse(error: unknown): Response {
  const mapped = error instanceof HttpError ? error : fromDatabaseError(error);
  if (mapped) {
    if (mapped.status >= 500) console.error(`api answered ${mapped.status}: ${mapped.message}`, mapped === error ? (mapped.cause ?? '') : error);
    return Response.json({ message: mapped.message, ...envelopeExtras(mapped) }, { status: mapped.status, headers: mapped.headers });
  }
  console.error('unhandled error in api function:', error);
  return Response.json({ message: 'Something went wrong on our side. Please try again.', code: 'server_error' }, { status: 500 });
}
