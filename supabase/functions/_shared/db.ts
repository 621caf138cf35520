/**
 * The function's connection to Postgres (SUPABASE_DB_URL), through postgres.js. Prepared
 * statements are off because hosted Supabase's transaction pooler cannot keep them.
 *
 * SUPABASE_DB_URL connects as `postgres`, which bypasses row-level security. Every request made for
 * a user therefore runs inside `asUser`: a transaction that takes the `authenticated` role and the
 * caller's JWT claims, exactly as PostgREST does, so RLS applies here too; `asAnon` does the same
 * for callers without a user token.
 */
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
    // here is far below 2^53, so a JSON number is what the API sends (SPEC §3 ids are numbers).
    int8: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) },
  },
});

export type Tx = postgres.TransactionSql<Record<string, unknown>>;

/** A JSON object as the RPCs return it (jsonb, parsed by postgres.js). */
export type Json = Record<string, unknown>;

// The RPCs lock in one order, so these are not expected; when they happen, the whole transaction
// is safe to run again (nothing outside the database has been done before the failing statement).
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

async function withRole<T>(role: 'authenticated' | 'anon', claims: Record<string, unknown>, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await sql.begin((tx) => {
        // The role/claims statement is not awaited before `work` starts: postgres.js runs a
        // transaction's queries in the order they are issued, so the route's first statement
        // goes out right behind it (pipelined) and the request saves a round trip to Postgres.
        // If it failed, the route's statements fail too and begin() rolls back with its error.
        const roleSet = tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute();
        return Promise.all([roleSet, work(tx as unknown as Tx)]).then(([, result]) => result);
      })) as T;
    } catch (error) {
      if (error instanceof HttpError || !RETRYABLE.has(sqlState(error) ?? '') || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Runs `work` in one transaction as the signed-in user (role authenticated, their claims). */
export function asUser<T>(claims: UserClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('authenticated', claims, work);
}

/** Runs `work` in one transaction as an anonymous caller (role anon). */
export function asAnon<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('anon', { role: 'anon' }, work);
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
