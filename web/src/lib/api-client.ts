/**
 * The client for the `api` edge function. Path `/api/x` lives at `{supabaseUrl}/functions/v1/api/x`.
 * Every call asks for JSON, sends the project's anon key as `apikey` and the signed-in user's access
 * token (or the anon key) as the bearer, and turns any non-OK answer into an ApiError whose message
 * is "status: body text" (401 included: it is thrown). See docs/architecture.md#the-wire-contract.
 *
 * Credentials are included. The `api` function answers CORS itself, echoing the caller's origin
 * with Access-Control-Allow-Credentials, as a credentialed cross-origin call requires.
 */
import { claimsErrorSchema, type ClaimHit } from '@contract/claims.ts';
import { pathOf, type BodyOf, type PathValues, type Result, type RouteDef } from '@contract/route.ts';

import { i18n, isLocale, pageLocale } from '@/i18n';

import { getConfig } from './config';
import { outcomeOf } from './action-outcome';
import { keptSession } from './kept-session';
import { notePastWorker } from './pwa/reads-past-worker';
import { enqueue, expireStale, isWaiting, listActions, QueuedOfflineError, settle, type ActionSubject, type QueuedAction } from './offline-queue';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** A 429's Retry-After in seconds, when the server sent one. */
  readonly retryAfter: number | null;

  constructor(status: number, statusText: string, body: string, retryAfter: number | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The server's `{"message": ...}`, when it sent one. */
  get serverMessage(): string | undefined {
    return this.field('message');
  }

  /** The server's stable code for a refusal (contract/refusals.ts; register and login: contract/auth.ts AUTH_REFUSALS), when sent. */
  get serverCode(): string | undefined {
    return this.field('code');
  }

  /** The figures and names of a refusal's sentence (`{"params": {"need": 5}}`, contract/refusals.ts), when sent. */
  get serverParams(): Record<string, string | number> | undefined {
    try {
      const parsed = JSON.parse(this.body) as { params?: unknown } | null;
      const params = parsed && typeof parsed === 'object' ? parsed.params : undefined;
      if (!params || typeof params !== 'object' || Array.isArray(params)) return undefined;
      return Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<
        string,
        string | number
      >;
    } catch {
      return undefined;
    }
  }

  /** The server's short title for its message (`{"error": "Insufficient Tokens", ...}`), when sent. */
  get serverTitle(): string | undefined {
    return this.field('error');
  }

  /** Possible income claims the server found in admin-written text (422 `{"claims": [...]}`). */
  get claims(): ClaimHit[] {
    if (this.status !== 422) return [];
    try {
      const parsed = claimsErrorSchema.safeParse(JSON.parse(this.body));
      return parsed.success ? parsed.data.claims : [];
    } catch {
      return [];
    }
  }

  private field(name: 'message' | 'error' | 'code'): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as Record<string, unknown> | null;
      const value = parsed && typeof parsed === 'object' ? parsed[name] : undefined;
      return typeof value === 'string' ? value : undefined;
    } catch {
      // Not JSON: there is nothing from the server to show.
      return undefined;
    }
  }
}

/**
 * The text a failure toast shows: the server's message, else the screen's fallback (also for a
 * request that never reached the server: the browser's "Failed to fetch" is no sentence for a person).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (isNetworkFailure(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** What a screen says for a failed answer that carries no message of the server's (docs/product.md#error-states). */
export const ERROR_SENTENCES = {
  sessionEnded: 'Your session has ended. Please log in again.',
  noAccess: 'You do not have access to this.',
  notFound: 'It could not be found.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  serverTrouble: 'The server is having trouble. Please try again in a moment.',
  unreachable: 'Could not reach the server. Check your connection and try again.',
  unknown: 'Something went wrong.',
} as const;

const STATUS_SENTENCES: Array<[test: (status: number) => boolean, sentence: string]> = [
  [(status) => status === 401, ERROR_SENTENCES.sessionEnded],
  [(status) => status === 403, ERROR_SENTENCES.noAccess],
  [(status) => status === 404, ERROR_SENTENCES.notFound],
  [(status) => status === 429, ERROR_SENTENCES.tooMany],
  [(status) => status >= 500, ERROR_SENTENCES.serverTrouble],
];

/**
 * The human sentence for an error a screen shows (docs/product.md#error-states): the server's
 * `{"message"}`, else a sentence for the status; never the transport text ("503: {...}") that the
 * error's own message keeps for the log and the SPEC's toasts.
 */
/**
 * A fetch the browser could not make, as Chromium ("Failed to fetch"), Firefox and Safari word it:
 * supabase-js's Storage client passes it on in an error of its own (a signed URL asked offline).
 */
const NETWORK_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** A request the browser could not make at all (offline, the server unreachable): no answer came. */
export function isNetworkFailure(error: unknown): boolean {
  return (error instanceof TypeError && /fetch|network/i.test(error.message)) || (error instanceof Error && NETWORK_FAILURE.test(error.message));
}

export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? STATUS_SENTENCES.find(([test]) => test(error.status))?.[1] ?? `Something went wrong (error ${error.status}).`;
  }
  if (isNetworkFailure(error)) return ERROR_SENTENCES.unreachable;
  if (error instanceof Error && error.message) return error.message;
  return ERROR_SENTENCES.unknown;
}

export function apiUrl(path: string): string {
  return `${getConfig().supabaseUrl}/functions/v1${path}`;
}

async function currentSession(): Promise<{ access_token: string; user: { id: string } } | null> {
  // Offline after the hour an access token lasts, the session waits in storage for its refresh: its
  // token still names the learner, for the worker's copy of their reads and their queue
  // (kept-session.ts). Offline it is used at once: getSession() would first try the refresh, and
  // supabase-js retries that for about 30 s before it answers none.
  const kept = () => {
    const session = keptSession();
    return session && { access_token: session.accessToken, user: { id: session.userId } };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const offline = kept();
    if (offline) return offline;
  }
  // Loaded on the first call that may carry a user: the landing page's public reads (settings,
  // challenges) then do not load supabase-js (the landing page's script budget, docs/decisions.md).
  const { getSupabase } = await import('./supabase');
  const { data } = await getSupabase().auth.getSession();
  // Read after the refresh: one the server refused has removed the stored session.
  return data.session ?? kept();
}

async function bearerToken(anonymous: boolean | undefined): Promise<string> {
  if (anonymous) return getConfig().supabaseKey;
  return (await currentSession())?.access_token ?? getConfig().supabaseKey;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server answers a repeat with the first answer. */
  idempotencyKey?: string;
  /** Sent with the anon key whoever is signed in (CallOptions.anonymous). */
  anonymous?: boolean;
  /** Sent as Accept-Language instead of the learner's language (CallOptions.language). */
  language?: 'en';
}

/** Retry-After as whole seconds (the api sends seconds, never a date), or null. */
function retryAfterSeconds(header: string | null): number | null {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    apikey: getConfig().supabaseKey,
    Authorization: `Bearer ${await bearerToken(options.anonymous)}`,
    // The learner's language: the api serves courses and quizzes in it, English where untranslated
    // (docs/decisions.md, "Languages": content translations). A signed-in learner's profile language wins on the server.
    'Accept-Language': options.language ?? (isLocale(i18n.locale) ? i18n.locale : pageLocale()),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const method = options.method ?? 'GET';
  // A read no worker keeps yet is sent again once one controls the page (lib/pwa/reads-past-worker.ts).
  if (method === 'GET') notePastWorker(apiUrl(path), headers);
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, retryAfterSeconds(response.headers.get('retry-after')));
  return text ? (JSON.parse(text) as unknown) : null;
}

interface CallOptions<R extends RouteDef> {
  params?: PathValues<R>;
  /**
   * For a route with effects: what the learner did ("Complete Station 1", lib/action-labels.ts). Given,
   * a request that cannot reach the server is kept in the offline queue (lib/offline-queue.ts) with
   * its Idempotency-Key, and callRoute throws QueuedOfflineError.
   */
  offlineLabel?: string;
  /** With offlineLabel: what the action is about, for the moment its answer shows when it is sent. */
  offlineSubject?: ActionSubject;
  /** With offlineLabel: the body is the whole state, so a queued request replaces the one still waiting for the same path. */
  offlineReplacesWaiting?: boolean;
  query?: Record<string, string | number>;
  body?: BodyOf<R>;
  signal?: AbortSignal;
  /** Send with the anon key whoever is signed in: for a public route whose answer is the same for
   * everyone (settings, the landing page's challenges), so the call needs no supabase-js. */
  anonymous?: boolean;
  /** Ask for the English source whatever the learner's language (the content manager edits it). */
  language?: 'en';
}

/** A fresh Idempotency-Key: a random UUID (random hex where randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Worth one more try with the same key: the request may not have arrived, or nothing committed. */
function retryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 503;
  return error instanceof TypeError; // fetch's network failure
}

/**
 * Sends a request that spends, pays or mails (the contract's `effects`) with one Idempotency-Key
 * for this user action, and sends it once more with the same key after a network error or a 503:
 * if the first one did arrive, the server answers the retry with its stored answer instead of
 * spending twice (docs/architecture.md#idempotent-retries).
 */
async function sendOnce(
  path: string,
  options: RequestOptions,
  offline: { label?: string; subject?: ActionSubject; replacesWaiting?: boolean },
): Promise<unknown> {
  const request = { ...options, idempotencyKey: newIdempotencyKey() };
  const offlineLabel = offline.label;
  const keep = async (error: unknown): Promise<never> => {
    if (!offlineLabel || !retryable(error) || error instanceof ApiError) throw error;
    const userId = (await currentSession())?.user.id;
    if (!userId) throw error;
    await enqueue(
      { key: request.idempotencyKey, userId, path, method: request.method ?? 'POST', body: request.body, label: offlineLabel, subject: offline.subject },
      { replacesWaiting: offline.replacesWaiting },
    );
    throw new QueuedOfflineError(offlineLabel, request.idempotencyKey);
  };
  if (offlineLabel && typeof navigator !== 'undefined' && navigator.onLine === false) return keep(new TypeError('offline'));
  try {
    return await apiRequest(path, request);
  } catch (error) {
    if (!retryable(error) || options.signal?.aborted) throw error;
    return apiRequest(path, request).catch(keep);
  }
}

let flushing: Promise<void> | undefined;

/**
 * Sends the signed-in user's waiting actions, oldest first, each with its own Idempotency-Key (so an
 * action sent before a page closed is not counted again). An action older than the queue's age limit
 * is marked refused first and never sent (expireStale). A refusal (4xx) is kept with its message;
 * a network failure stops the run until the next `online` event. A sent action keeps what it came to
 * (lib/action-outcome.ts). `onAnswer` gets each answer (the new user in it) with the action. One run at a time.
 */
export function flushOfflineQueue(onAnswer: (answer: unknown, action: QueuedAction) => void): Promise<void> {
  flushing ??= (async () => {
    try {
      const userId = (await currentSession())?.user.id;
      if (!userId) return;
      await expireStale(userId);
      for (const action of await listActions(userId)) {
        if (!isWaiting(action)) continue;
        try {
          const answer = await apiRequest(action.path, { method: action.method as RequestOptions['method'], body: action.body, idempotencyKey: action.key });
          const sentAt = Date.now();
          const outcome = outcomeOf(answer);
          await settle(action.key, { sentAt, outcome });
          onAnswer(answer, { ...action, sentAt, outcome });
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) return;
          const refusal = { status: error.status, code: error.serverCode, params: error.serverParams, retryAfter: error.retryAfter };
          await settle(action.key, { error: error.serverMessage ?? error.message, refusal });
        }
      }
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}

/**
 * Calls a route of the shared contract; the answer is parsed with the route's response schema, so a
 * drifting server shows an error state instead of a half-rendered page. Routes that spend, pay or
 * mail are sent with an Idempotency-Key and retried once (sendOnce).
 */
export async function callRoute<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<Result<R>> {
  const path = pathOf(route.path, options.params as Record<string, string | number> | undefined);
  const search = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([key, value]) => [key, String(value)]))}` : '';
  const request: RequestOptions = {
    method: route.method,
    body: options.body,
    signal: options.signal,
    anonymous: options.anonymous,
    language: options.language,
  };
  const answer = await (route.effects
    ? sendOnce(path + search, request, { label: options.offlineLabel, subject: options.offlineSubject, replacesWaiting: options.offlineReplacesWaiting })
    : apiRequest(path + search, request));
  const parsed = route.response.safeParse(answer);
  if (!parsed.success) {
    throw new Error(`Unexpected answer from ${path}: ${parsed.error.issues[0]?.message ?? 'invalid shape'}`);
  }
  return parsed.data as Result<R>;
}
