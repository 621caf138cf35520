/**
 * Database access of the local Storage API. Every query that touches objects a caller asks for runs
 * as that caller, the way hosted storage-api runs it: `set local role <role>` and the caller's JWT
 * claims in `request.jwt.claims` (and `request.jwt.claim.sub/role`), inside one transaction, so the
 * policies on storage.objects and storage.buckets decide. Bucket limits and signed-URL downloads are
 * read as the pool's own (owner) role, as storage-api reads them as its superuser.
 */
import pg from 'pg';
import { ERRORS, StorageError } from './errors';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export const API_ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/** Runs `work` in a transaction; Postgres errors become the Storage API's. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    // storage-api sets storage.allow_delete_query on each request's transaction: the bootstrap's
    // protect_delete triggers refuse a DELETE on its tables to anyone else (local/bootstrap.sql).
    await client.query(`begin; set local statement_timeout = '10s'; set local storage.allow_delete_query = 'true'`);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true));
    throw storageErrorOf(error);
  } finally {
    client.release(broken);
  }
}

/** From here on in this transaction, queries run as the caller. */
export async function actAs(client: pg.PoolClient, caller: Caller): Promise<void> {
  const claims = JSON.stringify(caller.claims);
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
  await client.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true), set_config('role', $3, true)`,
    [claims, sub, caller.role],
  );
}

/** Back to the pool's own role (bucket limits, bookkeeping the caller cannot see). */
export async function actAsOwner(client: pg.PoolClient): Promise<void> {
  await client.query('reset role');
}

function storageErrorOf(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === '42501') return ERRORS.rlsRefused();
  if (code === '23505') return ERRORS.duplicate();
  if (code === '23503') return ERRORS.noSuchBucket();
  if (code === '22P02' || code === '22023') return ERRORS.invalidRequest((error as Error).message);
  return error;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: Date;
  updated_at: Date;
}

export async function findBucket(client: pg.PoolClient, id: string): Promise<BucketRow | undefined> {
  const { rows } = await client.query<BucketRow>('select * from storage.buckets where id = $1', [id]);
  return rows[0];
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** What storage-api keeps in storage.objects.metadata. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export async function findObject(client: pg.PoolClient, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await client.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]);
  return rows[0];
}
