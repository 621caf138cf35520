/** Transactions on the superuser pool. */
import type pg from 'pg';

/** A pool or a client inside a transaction: anything that can run a query. */
export type Queryable = pg.Pool | pg.PoolClient;

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a Postgres error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
