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

const url = Deno.env.get('SUPABASE_DB_URL');
if (!url) throw new Error('SUPABASE_DB_URL is not set');

export const sql = postgres(url, {
  prepare: false,
  max: Number(Deno.env.get('DB_POOL_SIZE') ?? 10),
  idle_timeout: 20,
  connect_timeout: 10,
  onnotice: () => {},
});

export type Tx = postgres.TransactionSql;

async function withRole<T>(role: 'authenticated' | 'anon', claims: Record<string, unknown>, work: (tx: Tx) => Promise<T>): Promise<T> {
  return (await sql.begin(async (tx) => {
    await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    return await work(tx);
  })) as T;
}

/** Runs `work` in one transaction as the signed-in user (role authenticated, their claims). */
export function asUser<T>(claims: UserClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('authenticated', claims, work);
}

/** Runs `work` in one transaction as an anonymous caller (role anon). */
export function asAnon<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRole('anon', { role: 'anon' }, work);
}
