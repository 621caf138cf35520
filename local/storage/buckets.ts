/** The bucket routes of the Storage API, each run as the caller (policies on storage.buckets). */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';
import { actAs, actAsOwner, type BucketRow, type Caller, inTransaction } from './db';
import { ERRORS } from './errors';
import { checkBucketName, parseSizeLimit } from './http';
import type { ObjectContext } from './objects';

/** A bucket as storage-api's getBucket selects it: no `type` (its listBuckets adds that column). */
const bucketJson = (row: BucketRow) => ({
  id: row.id,
  name: row.name,
  owner: row.owner ?? '',
  public: row.public,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  allowed_mime_types: row.allowed_mime_types,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A bucket in storage-api's listBuckets answer, `type` included (for clients that read it, as supabase-js does). */
const listedBucketJson = (row: BucketRow) => ({ ...bucketJson(row), type: row.type });

const mimeTypes = (value: unknown): string[] | null => {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw ERRORS.invalidRequest('allowed_mime_types must be an array of text');
  return value as string[];
};

export async function listBuckets(ctx: ObjectContext, caller: Caller, res: ServerResponse): Promise<void> {
  const rows = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    return (await client.query<BucketRow>('select * from storage.buckets order by name')).rows;
  });
  sendJson(res, 200, rows.map(listedBucketJson));
}

export async function getBucket(ctx: ObjectContext, caller: Caller, id: string, res: ServerResponse): Promise<void> {
  const row = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    return (await client.query<BucketRow>('select * from storage.buckets where id = $1', [id])).rows[0];
  });
  if (!row) throw ERRORS.noSuchBucket();
  sendJson(res, 200, bucketJson(row));
}

export async function createBucket(ctx: ObjectContext, caller: Caller, body: Record<string, unknown>, res: ServerResponse): Promise<void> {
  const name = checkBucketName(body.name);
  const id = body.id === undefined ? name : checkBucketName(body.id);
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    await client
      .query('insert into storage.buckets (id, name, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6)', [
        id,
        name,
        sub,
        body.public === true,
        parseSizeLimit(body.file_size_limit),
        mimeTypes(body.allowed_mime_types),
      ])
      .catch((error: unknown) => {
        throw (error as { code?: string }).code === '23505' ? ERRORS.bucketExists() : error;
      });
  });
  sendJson(res, 200, { name });
}

export async function updateBucket(ctx: ObjectContext, caller: Caller, id: string, body: Record<string, unknown>, res: ServerResponse): Promise<void> {
  const updated = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    // As storage-api: a field left out keeps its value; null clears it.
    const { rowCount } = await client.query(
      `update storage.buckets set public = coalesce($2, public),
          file_size_limit = case when $5 then $3 else file_size_limit end,
          allowed_mime_types = case when $6 then $4::text[] else allowed_mime_types end, updated_at = now()
        where id = $1`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        parseSizeLimit(body.file_size_limit),
        mimeTypes(body.allowed_mime_types),
        'file_size_limit' in body,
        'allowed_mime_types' in body,
      ],
    );
    return rowCount ?? 0;
  });
  if (updated === 0) throw ERRORS.noSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
}

export async function emptyBucket(ctx: ObjectContext, caller: Caller, id: string, res: ServerResponse): Promise<void> {
  const versions = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    const bucket = await client.query('select 1 from storage.buckets where id = $1', [id]);
    if (bucket.rowCount === 0) throw ERRORS.noSuchBucket();
    return (await client.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 returning version', [id])).rows;
  });
  await ctx.files.remove(versions.map((row) => row.version));
  // storage-api's answer: it queues the deletes (this stand-in has done them already).
  sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

export async function deleteBucket(ctx: ObjectContext, caller: Caller, id: string, res: ServerResponse): Promise<void> {
  await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    const visible = await client.query('select 1 from storage.buckets where id = $1', [id]);
    if (!visible.rowCount) throw ERRORS.noSuchBucket();
    await actAsOwner(client);
    const objects = await client.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (objects.rowCount) throw ERRORS.bucketNotEmpty();
    await actAs(client, caller);
    const { rowCount } = await client.query('delete from storage.buckets where id = $1', [id]);
    if (!rowCount) throw ERRORS.noSuchBucket();
  });
  sendJson(res, 200, { message: 'Successfully deleted' });
}
