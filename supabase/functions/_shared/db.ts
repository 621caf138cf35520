/**
 * The function's connection to Postgres (SUPABASE_DB_URL), through postgres.js. Prepared
 * statements are off because hosted Supabase's transaction pooler cannot keep them.
 *
 * SUPABASE_DB_URL connects as `postgres`, which bypasses row-level security. Every request made for
 * a user therefore runs inside `asUser`: a transaction that takes the `authenticated` role and the
 * caller's JWT claims, exactly as PostgREST does, so RLS applies here too; `asAnon` does the same
 * for callers without a user token.
 *
 * A request that needs one statement uses `statementAsUser` instead: the role, the claims and the
 * statement go to Postgres in one message and one round trip (see there). Each extra round trip
 * costs the function and Postgres a write, a read and a wake-up; for the read routes that was
 * most of the API's overhead beside Postgres's own work (`npm run bench:api`).
 *
 * Every such transaction also sets its timeouts in that same statement (docs/architecture.md#timeouts):
 * the function logs in as `postgres`, so the timeouts hosted Supabase gives the `authenticated`
 * role at login never apply to it, and without them a slow statement or a lock wait would hold a
 * pool connection for as long as it lasts. A timed-out request rolls back and answers 503.
 */
import { Buffer } from 'node:buffer';
import { AsyncLocalStorage } from 'node:async_hooks';
import postgres from 'postgres';
import type { UserClaims } from './auth.ts';
import { HttpError, sqlState } from './errors.ts';

const url = Deno.env.get('SUPABASE_DB_URL');
if (!url) throw new Error('SUPABASE_DB_URL is not set');

export const sql = postgres(url, {
  prepare: false,
  max: Number(Deno.env.get('DB_POOL_SIZE') ?? 10),
  idle_timeout: 20,
  connect_timeout: 10,
  // postgres.js waits before each reconnect, growing to 20 s after a few failures, and queries
  // queue behind that wait: while the database is unreachable, requests would hang that long.
  // Capped at 1 s, they fail fast with a 503 (errors.ts) and the pool recovers within a second.
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  onnotice: () => {},
  types: {
    // Ids are bigint identities. postgres.js reads int8 as a string by default; every id and count
    // here is far below 2^53, so a JSON number is what the API sends (the product's ids are numbers: docs/product.md#entities).
    int8: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) },
  },
});

export type Tx = postgres.TransactionSql<Record<string, unknown>>;

/** A Postgres duration setting from the environment ('5s', '800ms', '0'), checked to be one. */
function duration(name: string, fallback: string): string {
  const value = Deno.env.get(name) ?? fallback;
  if (!/^\d{1,7}(ms|s)?$/.test(value)) throw new Error(`${name} must be a duration like 5s or 800ms, not ${value}`);
  return value;
}

/**
 * The timeouts of every transaction run for a caller (docs/architecture.md#timeouts): a statement
 * may run DB_STATEMENT_TIMEOUT (5 s), wait DB_LOCK_TIMEOUT (3 s) for a lock, and the transaction
 * may sit idle between statements DB_IDLE_TIMEOUT (10 s) before Postgres ends it.
 */
export const TIMEOUTS = {
  statement: duration('DB_STATEMENT_TIMEOUT', '5s'),
  lock: duration('DB_LOCK_TIMEOUT', '3s'),
  idle: duration('DB_IDLE_TIMEOUT', '10s'),
};
const TIMEOUT_SETTINGS =
  `set_config('statement_timeout', '${TIMEOUTS.statement}', true), set_config('lock_timeout', '${TIMEOUTS.lock}', true), ` +
  `set_config('idle_in_transaction_session_timeout', '${TIMEOUTS.idle}', true)`;

/** A JSON object as the RPCs return it (jsonb, parsed by postgres.js). */
export type Json = Record<string, unknown>;

// The RPCs lock in one order, so these are not expected; when they happen, the whole transaction
// is safe to run again (nothing outside the database has been done before the failing statement).
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

type Role = 'authenticated' | 'anon';
const ROLES: ReadonlySet<string> = new Set<Role>(['authenticated', 'anon']);

// The role-and-claims statement of each verified token, reused by its later requests: auth.ts
// hands out the same frozen claims object for a cached token. Only frozen objects are kept, so a
// cached text can never describe claims that have changed since.
const roleStatements = new WeakMap<object, string>();

/**
 * `select set_config('role', …), set_config('request.jwt.claims', …)`, transaction-local, as
 * PostgREST sets them, and the transaction's timeouts (TIMEOUTS), written with literals only so that it needs no parameters: postgres.js
 * sends a statement with parameters (prepare is off) as Parse/Describe first and Bind/Execute only
 * once the types are back, a round trip of its own that also stops the pipeline behind it.
 * The role is one of two constants; the claims JSON travels base64-encoded, whose alphabet cannot
 * end a string literal, so no claim value can change the statement's text.
 */
export function roleStatement(role: Role, claims: object): string {
  if (!ROLES.has(role)) throw new Error(`unknown database role ${role}`);
  const cacheable = role === 'authenticated' && Object.isFrozen(claims);
  const cached = cacheable ? roleStatements.get(claims) : undefined;
  if (cached) return cached;
  const encoded = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64');
  const text = `select set_config('role', '${role}', true), set_config('request.jwt.claims', convert_from(decode('${encoded}', 'base64'), 'utf8'), true), ${TIMEOUT_SETTINGS}`;
  if (cacheable) roleStatements.set(claims, text);
  return text;
}

async function retrying<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError || !RETRYABLE.has(sqlState(error) ?? '') || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * What a request with an Idempotency-Key keeps in its async context: `record` stores the answer
 * inside the transaction that made the change, so both commit together or neither does.
 */
export interface AnswerRecorder {
  record(tx: Tx, answer: unknown): Promise<void>;
  /** Set once an answer has been stored; later transactions of the request store nothing. */
  recorded: boolean;
}
export const answerRecorder = new AsyncLocalStorage<AnswerRecorder>();

function withRole<T>(role: Role, claims: Record<string, unknown>, work: (tx: Tx) => Promise<T>, recordsAnswer = true): Promise<T> {
  const recorder = recordsAnswer ? answerRecorder.getStore() : undefined;
  const records = recorder !== undefined && !recorder.recorded;
  return retrying(async () => {
    const answer = (await sql.begin(async (tx) => {
      // The role/claims statement is not awaited before `work` starts: postgres.js runs a
      // transaction's queries in the order they are issued, so the route's first statement
      // goes out right behind it (pipelined: the role statement has no parameters, see
      // roleStatement) and the request saves a round trip to Postgres. If it failed, the
      // route's statements fail too and begin() rolls back with its error.
      const roleSet = tx.unsafe(roleStatement(role, claims)).execute();
      const [, result] = await Promise.all([roleSet, work(tx as unknown as Tx)]);
      if (records) await recorder.record(tx as unknown as Tx, result);
      return result;
    })) as T;
    if (records) recorder.recorded = true;
    return answer;
  });
}

/** SQL text made by `statement`: constant text, checked integer literals and other statements. */
export interface Statement {
  readonly text: string;
}

// Every Statement `statement` made; statementAs refuses any other object, whatever the types say.
const madeByStatement = new WeakSet<Statement>();

/** An integer for `statement`, checked when it is made. */
export class SqlInteger {
  constructor(readonly value: number) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not a safe integer: ${String(value)}`);
  }
}

/** An integer to write into a `statement` as a literal. */
export function integer(value: number): SqlInteger {
  return new SqlInteger(value);
}

/**
 * A statement for `statementAsUser`, e.g. statement`select app.leaderboard(${integer(limit)})`.
 * Values can only be `integer(…)`s or other `statement`s (checked at run time too); an integer is
 * written in parentheses, so a negative one cannot turn a `-` before it into a comment. Anything
 * else a route needs (text, JSON) goes through `asUser` and real parameters.
 */
export function statement(strings: TemplateStringsArray, ...values: (SqlInteger | Statement)[]): Statement {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value instanceof SqlInteger) text += `(${value.value})`;
    else if (madeByStatement.has(value)) text += value.text;
    else throw new TypeError('statement`…` takes only integer(…) and statement`…` values');
    text += strings[i + 1] ?? '';
  });
  const made = Object.freeze({ text });
  madeByStatement.add(made);
  return made;
}

/**
 * Runs one statement as the caller, in one round trip: a simple-protocol Query message holding the
 * role-and-claims statement and then `query`. Postgres runs the statements of one Query message
 * as one implicit transaction, so this keeps what `asUser` gives: the role and claims are
 * transaction-local and RLS applies to the statement; an error anywhere rolls back everything and
 * skips the rest; and no connection can be left inside a transaction (the implicit one always
 * ends with the message), whatever happens in between. Returns the statement's rows: `query`
 * must return rows (a select, or a write with `returning`), and be one statement.
 */
function statementAs<T>(role: Role, claims: Record<string, unknown>, query: Statement): Promise<T[]> {
  if (!madeByStatement.has(query)) return Promise.reject(new TypeError('statementAsUser takes only statement`…` values'));
  const text = `${roleStatement(role, claims)};\n${query.text}`;
  return retrying(async () => {
    const results = (await sql.unsafe(text)) as unknown as unknown[];
    // postgres.js resolves a Query message with several row-returning statements with one
    // result per statement; the role statement's comes first.
    const rows = Array.isArray(results[1]) ? results[1] : undefined;
    if (results.length !== 2 || !rows) throw new Error('statementAsUser: the statement must return rows');
    return rows as T[];
  });
}

/** `statementAs` for the signed-in user (role authenticated, their claims). */
export function statementAsUser<T>(claims: UserClaims, query: Statement): Promise<T[]> {
  return statementAs<T>('authenticated', claims, query);
}

/** `statementAs` for the signed-in user when there is one, else anon. */
export function statementAsCaller<T>(claims: UserClaims | undefined, query: Statement): Promise<T[]> {
  return claims ? statementAs<T>('authenticated', claims, query) : statementAs<T>('anon', { role: 'anon' }, query);
}

/**
 * Runs `work` in one transaction as the signed-in user (role authenticated, their claims). When the
 * request carries an Idempotency-Key, what `work` returns is stored as the request's answer in
 * this same transaction (the first one of the request to commit).
 */
export function asUser<T>(claims: UserClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('authenticated', claims, work);
}

/** `asUser` for a transaction whose result is not the request's answer (a check before a send). */
export function asUserChecking<T>(claims: UserClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('authenticated', claims, work, false);
}

/** Runs `work` in one transaction as an anonymous caller (role anon). */
export function asAnon<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('anon', { role: 'anon' }, work);
}

/**
 * Runs `work` in one transaction as the function itself (the pool's role), with the same timeouts:
 * only for the scheduled work that acts for nobody (the reminders run, routes/reminders.ts).
 */
export function asService<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return retrying(
    async () =>
      (await sql.begin(async (tx) => {
        await tx.unsafe(`select ${TIMEOUT_SETTINGS}`).execute();
        return work(tx as unknown as Tx);
      })) as T,
  );
}

/** Runs `work` as the signed-in user when there is one, else as anon (RLS decides what each sees). */
export function asCaller<T>(claims: UserClaims | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return claims ? asUser(claims, work) : asAnon(work);
}

/** The value of an RPC call written as `select app.<rpc>(…) as result`. */
export async function rpcResult<T = Json>(query: PromiseLike<readonly { result?: unknown }[]>): Promise<T> {
  const [row] = await query;
  return row?.result as T;
}
