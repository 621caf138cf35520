/**
 * Idempotent retries of the routes that spend, pay or mail (the contract's `effects`), keyed by
 * the Idempotency-Key header and scoped per user (docs/architecture.md#idempotent-retries):
 * - a new key runs the request; its answer is stored in the transaction that made the change
 *   (db.ts answerRecorder), provisionally until the request's work after the commit (a reward
 *   pack's e-mail) completes it, or on its own when the request was refused (4xx: nothing changed);
 * - the same key and the same request again: the stored answer, status and body;
 * - the same key with another request: 422; while the first is still running, the copy waits up
 *   to RUNNING_WAIT_MS for its answer (a double click gets the same answer), then 409;
 * - a server-side failure (5xx: nothing committed) or a 429 forgets the key, so a retry runs again.
 * Keys live in app.idempotency_keys for 8 days (RETRIES.keyDays), longer than the web's offline
 * queue keeps an action, so no resend the app can make runs twice (docs/decisions.md, "Late resends").
 */
import { Buffer } from 'node:buffer';
import type { UserClaims } from '../_shared/auth.ts';
import { answerRecorder, sql, type Tx } from '../_shared/db.ts';
import { errorResponse, HttpError } from '../_shared/errors.ts';

const KEY = /^[\x21-\x7e]{1,200}$/;

export const KEY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  mismatch: 'This Idempotency-Key was already used for a different request.',
  running: 'A request with this Idempotency-Key is still being processed. Please wait for its answer.',
};

/** The request's Idempotency-Key, undefined when it has none; a malformed one is a 400. */
export function idempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key');
  if (key === null) return undefined;
  if (!KEY.test(key)) throw new HttpError(400, KEY_MESSAGES.invalid);
  return key;
}

async function requestHash(method: string, path: string, body: unknown): Promise<string> {
  const text = `${method} ${path}\n${JSON.stringify(body)}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

interface Claim {
  state: 'claimed' | 'mismatch' | 'running' | 'replay';
  status: number | null;
  response: string | null;
}

/** How long a copy waits for the first request with its key to finish before answering 409. */
const RUNNING_WAIT_MS = 1000;
const POLL_MS = 50;

async function claimKey(claims: UserClaims, key: string, hash: string): Promise<Claim> {
  const deadline = Date.now() + RUNNING_WAIT_MS;
  for (;;) {
    const [claim] = await sql<Claim[]>`select state, status, response from app.idempotency_claim(${claims.sub}::uuid, ${key}, ${hash})`;
    if (!claim) throw new Error('idempotency_claim returned nothing');
    if (claim.state !== 'running' || Date.now() >= deadline) return claim;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The stored answer, byte for byte. */
function replay(claim: Claim): Response {
  return new Response(claim.response, {
    status: claim.status ?? 200,
    headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
  });
}

/**
 * Runs `answer` at most once per (user, key): `answer` produces the route's response; for a
 * changing request its body is stored by the transaction that made the change, with `status`.
 */
export async function oncePerKey(
  claims: UserClaims,
  key: string,
  request: { method: string; path: string; body: unknown; status: number },
  answer: () => Promise<Response>,
): Promise<Response> {
  const hash = await requestHash(request.method, request.path, request.body);
  const claim = await claimKey(claims, key, hash);
  if (claim.state === 'mismatch') throw new HttpError(422, KEY_MESSAGES.mismatch);
  if (claim.state === 'running') throw new HttpError(409, KEY_MESSAGES.running);
  if (claim.state === 'replay') return replay(claim);

  const recorder = {
    recorded: false,
    record: async (tx: Tx, body: unknown) => {
      // The caller's role cannot run app.idempotency_answer; the function's own role can. The
      // change is already made at this point, and the role ends with the transaction.
      await tx`set local role none`;
      await tx`select app.idempotency_answer(${claims.sub}::uuid, ${key}, ${request.status}, ${JSON.stringify(body)}::text::json, true)`;
    },
  };
  let response: Response;
  try {
    response = await answerRecorder.run(recorder, answer);
  } catch (error) {
    response = errorResponse(error);
  }
  if (recorder.recorded) {
    // The change committed with a provisional answer; what the request did after the commit (a
    // reward pack's e-mail) completes it. A failure after the commit keeps the stored answer.
    const final = response.status < 500 ? await response.clone().text() : null;
    await sql`select app.idempotency_settle(${claims.sub}::uuid, ${key}, ${final}::text::json)`;
  } else if (response.status >= 500 || response.status === 429) {
    // A server-side failure committed nothing, and a 429 says "later": a retry must run again.
    await sql`select app.idempotency_release(${claims.sub}::uuid, ${key})`;
  } else {
    // Refused (4xx) before anything changed: the refusal is the answer a retry gets too.
    const body = await response.clone().text();
    await sql`select app.idempotency_answer(${claims.sub}::uuid, ${key}, ${response.status}, ${body}::text::json, false)`;
  }
  return response;
}
