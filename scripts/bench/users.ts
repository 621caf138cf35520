/**
 * The benchmark's own learners. They are made as the auth server makes accounts (a row in
 * auth.users with a bcrypt password and an email identity; the signup trigger makes the profile),
 * given tokens and points only through `adjustment` ledger rows, and signed in through the auth
 * server with supabase-js, so every API request carries a real session's access token.
 *
 * Their bcrypt hashes use cost 4 instead of GoTrue's 10: signing in a thousand users would
 * otherwise spend minutes in bcrypt, which is not what is being measured.
 */
import { createClient } from '@supabase/supabase-js';
import { decodeJwt, type JWTPayload } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { createAuthAccounts } from '../../tests/support/accounts';

export const BENCH_PASSWORD = 'bench-password-1';

export interface BenchUser {
  id: string;
  email: string;
  /** Set once signed in. */
  accessToken?: string;
  /** The whole session supabase-js returned (what a browser keeps in local storage). */
  session?: object;
  /** The JWT claims the API would put in request.jwt.claims (real ones once signed in). */
  claims: JWTPayload;
}

export interface NewUsers {
  prefix: string;
  count: number;
  /** Tokens for each, as one adjustment ledger row (redeem needs 5 per call). */
  tokens?: number;
  /** Give each a points balance drawn like the population's (else they start at 0). */
  spreadPoints?: boolean;
}

/** Creates `count` accounts `<prefix>-<n>@bench.local` in one transaction; returns them in order. */
export async function createUsers(pool: pg.Pool, spec: NewUsers): Promise<BenchUser[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const emails = Array.from({ length: spec.count }, (_, i) => `${spec.prefix}-${i + 1}@bench.local`);
    const rows = await createAuthAccounts(client, {
      emails,
      password: BENCH_PASSWORD,
      bcryptCost: 4,
      meta: emails.map((_, i) => ({ name: `Bench ${spec.prefix} ${i + 1}`, email_verified: true })),
    });
    const points = spec.spreadPoints ? `5 * (1 + floor(-ln(1 - random()) * 40))::integer` : '0';
    if (spec.tokens || spec.spreadPoints) {
      await client.query(
        `insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
         select id, $2::integer, ${points}, 'adjustment', 'bench-setup' from unnest($1::uuid[]) as id`,
        [rows.map((r) => r.id), spec.tokens ?? 0],
      );
    }
    await client.query('commit');
    return rows.map((row) => ({ id: row.id, email: row.email, claims: {} }));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Signs each user in through the auth server (supabase-js signInWithPassword), a few at a time. */
export async function signIn(apiUrl: string, anonKey: string, users: BenchUser[], parallel = 16): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < users.length; i = next++) {
      const user = users[i] as BenchUser;
      const client = createClient(apiUrl, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
      const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: BENCH_PASSWORD });
      if (error || !data.session) throw new Error(`sign-in of ${user.email} failed: ${error?.message ?? 'no session'}`);
      user.accessToken = data.session.access_token;
      user.session = data.session;
      user.claims = decodeJwt(data.session.access_token);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * Claims shaped like a real session's (same keys, same sizes) for users the baseline drives
 * without signing them in: the template's claims with this user's id and address.
 */
export function claimsLike(template: JWTPayload, user: BenchUser): JWTPayload {
  return { ...template, sub: user.id, email: user.email, session_id: crypto.randomUUID() };
}
