/**
 * Accounts made straight in the database, for the tests and the benchmark: one call of
 * local_stack.create_accounts (local/bootstrap.sql), which writes them as the auth server does
 * (auth.users with a bcrypt hash and an e-mail identity; the signup trigger makes the profile).
 * seed.sql calls the same SQL function for the demo logins.
 */
import type pg from 'pg';

/**
 * The bcrypt cost of the test stacks' passwords, the lowest bcrypt allows (GoTrue's is 10):
 * tests/support/throwaway-stack.ts's auth server hashes at it, and the accounts made here default
 * to it (docs/decisions.md, "bcrypt cost in the test stacks").
 */
export const TEST_BCRYPT_COST = 4;

export interface NewAccounts {
  /** One account per address, made (and returned) in this order. */
  emails: string[];
  /** One password for all of them; without it they cannot sign in with a password. */
  password?: string;
  /** raw_user_meta_data per account (name, phone, referralCode: what a signup form sends). */
  meta?: Array<Record<string, unknown>>;
  /** Chosen ids (else random). */
  ids?: string[];
  /** bcrypt cost: the test stacks' TEST_BCRYPT_COST unless given. */
  bcryptCost?: number;
  /** Write the e-mail identity too (default true). */
  identities?: boolean;
  anonymous?: boolean;
}

export async function createAuthAccounts(db: pg.Pool | pg.PoolClient | pg.Client, spec: NewAccounts): Promise<Array<{ id: string; email: string }>> {
  const { rows } = await db.query<{ id: string; email: string }>(
    'select id, email from local_stack.create_accounts($1::text[], $2, $3::jsonb[], $4::uuid[], $5, $6, $7)',
    [
      spec.emails,
      spec.password ?? null,
      spec.meta ? spec.meta.map((meta) => JSON.stringify(meta)) : null,
      spec.ids ?? null,
      spec.bcryptCost ?? TEST_BCRYPT_COST,
      spec.identities ?? true,
      spec.anonymous ?? false,
    ],
  );
  return rows;
}
