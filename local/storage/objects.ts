/**
 * The object routes of the Storage API: upload, download (as the caller, public, by signed URL),
 * signed URLs, list, info and remove. Each answer has the shape storage-api gives and storage-js
 * reads.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { StackKeys } from '../keys';
import { sendJson } from '../http-util';
import { actAs, actAsOwner, type Caller, findBucket, findObject, inTransaction, type ObjectMetadata, type ObjectRow } from './db';
import { ERRORS, sendStorageError } from './errors';
import type { FileStore } from './files';
import { checkKey, mimeAllowed, parseUpload, readBody } from './http';
import { parseRange } from './ranges';

export interface ObjectContext {
  pool: pg.Pool;
  keys: StackKeys;
  files: FileStore;
}

/** Hosted Storage's default upload limit when a bucket sets none (free plan: 50 MB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for the multipart envelope around a file of the largest allowed size. */
const FORM_OVERHEAD = 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who writes an upload: the caller, whose role and claims the policies on storage.objects judge, or
 * the owner a signed upload URL names (storage-api writes those as its superuser: the policies were
 * judged when the URL was signed).
 */
export type Uploader = { caller: Caller } | { signedFor: string | null };

export async function uploadObject(
  ctx: ObjectContext,
  uploader: Uploader,
  bucketId: string,
  name: string,
  upsert: boolean,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  checkKey(name);
  const bucket = await inTransaction(ctx.pool, (client) => findBucket(client, bucketId));
  if (!bucket) throw ERRORS.noSuchBucket();
  const limit = Math.min(bucket.file_size_limit === null ? GLOBAL_FILE_SIZE_LIMIT : Number(bucket.file_size_limit), GLOBAL_FILE_SIZE_LIMIT);
  const file = await parseUpload(req, await readBody(req, limit + FORM_OVERHEAD));
  if (file.bytes.length > limit) throw ERRORS.tooLarge();
  if (!mimeAllowed(file.mimetype, bucket.allowed_mime_types)) throw ERRORS.invalidMimeType(file.mimetype);

  const version = await ctx.files.write(file.bytes);
  const now = new Date().toISOString();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: now,
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const sub = 'caller' in uploader ? subOf(uploader.caller) : uploader.signedFor;
  try {
    const { id, replaced } = await inTransaction(ctx.pool, async (client) => {
      const previous = upsert
        ? (
            await client.query<{ version: string | null }>('select version from storage.objects where bucket_id = $1 and name = $2 for update', [
              bucketId,
              name,
            ])
          ).rows[0]
        : undefined;
      if ('caller' in uploader) await actAs(client, uploader.caller);
      const values = [bucketId, name, sub && UUID.test(sub) ? sub : null, sub, metadata, version, file.userMetadata];
      const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
                      values ($1, $2, $3, $4, $5, $6, $7)`;
      const { rows } = await client.query<{ id: string }>(
        upsert
          ? `${insert} on conflict (bucket_id, name) do update
               set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                   version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now()
             returning id`
          : `${insert} returning id`,
        values,
      );
      await actAsOwner(client);
      return { id: rows[0]?.id, replaced: previous?.version };
    });
    await ctx.files.remove([replaced]);
    // storage-api answers a signed upload with the key alone.
    sendJson(res, 200, 'caller' in uploader ? { Id: id, Key: `${bucketId}/${name}` } : { Key: `${bucketId}/${name}` });
  } catch (error) {
    await ctx.files.remove([version]);
    throw error;
  }
}

/** The object as `caller` may see it, or as the owner role for public buckets and signed URLs. */
async function visibleObject(ctx: ObjectContext, access: Caller | 'public' | 'signed', bucketId: string, name: string): Promise<ObjectRow> {
  const row = await inTransaction(ctx.pool, async (client) => {
    if (access === 'public') {
      const bucket = await findBucket(client, bucketId);
      if (!bucket?.public) throw ERRORS.noSuchBucket();
    } else if (access !== 'signed') {
      await actAs(client, access);
    }
    return findObject(client, bucketId, name);
  });
  if (!row) throw ERRORS.noSuchKey();
  return row;
}

/** storage-api's normalizeContentType: anything naming text/html is served as text/plain. */
export function servedContentType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

export async function downloadObject(
  ctx: ObjectContext,
  access: Caller | 'public' | 'signed',
  bucketId: string,
  name: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const row = await visibleObject(ctx, access, bucketId, name);
  const size = row.version ? await ctx.files.size(row.version) : undefined;
  if (size === undefined || !row.version) throw ERRORS.noSuchKey();
  const metadata = row.metadata;
  const headers: Record<string, string | number> = {
    // As storage-api's renderer: HTML is served as plain text, so an uploaded page cannot run.
    'content-type': servedContentType(metadata?.mimetype),
    'content-length': size,
    'cache-control': metadata?.cacheControl ?? 'no-cache',
    'last-modified': new Date(row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
  };
  if (metadata?.eTag) headers.etag = metadata.eTag;
  const download = url.searchParams.get('download');
  if (download !== null) {
    const fileName = download || name.split('/').pop() || 'download';
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  }
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    sendStorageError(res, ERRORS.invalidRange(), { 'content-range': `bytes */${size}` });
    return;
  }
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['content-length'] = range.end - range.start + 1;
  }
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  ctx.files.read(row.version, range).pipe(res);
}

function expiresInOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw ERRORS.invalidRequest('body/expiresIn must be >= 1');
  return value;
}

async function signedUrl(ctx: ObjectContext, bucketId: string, name: string, expiresIn: number): Promise<string> {
  const token = await ctx.keys.sign({ url: `${bucketId}/${name}`, scope: 'download' }, expiresIn);
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

const subOf = (caller: Caller): string | null => (typeof caller.claims.sub === 'string' ? caller.claims.sub : null);

export async function signObject(
  ctx: ObjectContext,
  caller: Caller,
  bucketId: string,
  name: string,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const expiresIn = expiresInOf(body.expiresIn);
  await visibleObject(ctx, caller, bucketId, name);
  sendJson(res, 200, { signedURL: await signedUrl(ctx, bucketId, name, expiresIn) });
}

export async function signObjects(ctx: ObjectContext, caller: Caller, bucketId: string, body: Record<string, unknown>, res: ServerResponse): Promise<void> {
  const expiresIn = expiresInOf(body.expiresIn);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) throw ERRORS.invalidRequest('body/paths must be array');
  const visible = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    const { rows } = await client.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [bucketId, paths]);
    return new Set(rows.map((row) => row.name));
  });
  const answers = [];
  for (const path of paths as string[]) {
    answers.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signedUrl(ctx, bucketId, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    );
  }
  sendJson(res, 200, answers);
}

type SignedScope = 'download' | 'upload';

/**
 * Checks a signed URL's token as storage-api's verifyObjectSignature does: signed by this stack, not
 * expired, for exactly this object, and for this action (a download URL cannot upload, nor an upload
 * URL download; a token without a scope is a download one unless it carries `upsert`). Returns the
 * token's claims.
 */
export async function checkSignedToken(
  ctx: ObjectContext,
  bucketId: string,
  name: string,
  token: string | null,
  scope: SignedScope = 'download',
): Promise<Record<string, unknown>> {
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  let claims: Record<string, unknown>;
  try {
    claims = await ctx.keys.verify(token);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_JWT_EXPIRED') throw ERRORS.expiredSignature();
    throw ERRORS.invalidSignature();
  }
  const tokenScope = claims.scope ?? ('upsert' in claims ? 'upload' : 'download');
  if (tokenScope !== scope) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== `${bucketId}/${name}`) throw ERRORS.invalidSignature();
  return claims;
}

/**
 * Signed upload URLs live 2 hours on hosted Storage (storage-js: "They are valid for 2 hours"; storage-api's
 * UPLOAD_SIGNED_URL_EXPIRATION_TIME).
 */
export const SIGNED_UPLOAD_SECONDS = 2 * 3600;

/**
 * POST /object/upload/sign/<bucket>/<name> (storage-js createSignedUploadUrl): the caller's right to
 * write the object is tried as storage-api's canUpload tries it (the insert, or the upsert with
 * x-upsert, as the caller, then rolled back), and a token for exactly that upload is signed.
 */
export async function signUpload(ctx: ObjectContext, caller: Caller, bucketId: string, name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  checkKey(name);
  const upsert = String(req.headers['x-upsert'] ?? '') === 'true';
  const owner = subOf(caller);
  await inTransaction(ctx.pool, async (client) => {
    if (!(await findBucket(client, bucketId))) throw ERRORS.noSuchBucket();
    await actAs(client, caller);
    await client.query('savepoint can_upload');
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3, $4, '1')`;
    await client.query(upsert ? `${insert} on conflict (bucket_id, name) do update set version = excluded.version` : insert, [
      bucketId,
      name,
      owner && UUID.test(owner) ? owner : null,
      owner,
    ]);
    await client.query('rollback to savepoint can_upload');
  });
  req.resume();
  const token = await ctx.keys.sign({ owner: owner ?? undefined, url: `${bucketId}/${name}`, upsert, scope: 'upload' }, SIGNED_UPLOAD_SECONDS);
  sendJson(res, 200, { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token });
}

/** PUT /object/upload/sign/<bucket>/<name>?token= (storage-js uploadToSignedUrl): no session needed. */
export async function uploadSigned(ctx: ObjectContext, bucketId: string, name: string, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const claims = await checkSignedToken(ctx, bucketId, name, url.searchParams.get('token'), 'upload');
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  return uploadObject(ctx, { signedFor: owner }, bucketId, name, claims.upsert === true, req, res);
}

export async function objectInfo(ctx: ObjectContext, caller: Caller, bucketId: string, name: string, res: ServerResponse): Promise<void> {
  const row = await visibleObject(ctx, caller, bucketId, name);
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

export async function removeObjects(
  ctx: ObjectContext,
  caller: Caller,
  bucketId: string,
  names: string[],
  res: ServerResponse,
  single: boolean,
): Promise<void> {
  const deleted = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    const { rows } = await client.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2)
       returning id, bucket_id, name, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at`,
      [bucketId, names],
    );
    return rows;
  });
  await ctx.files.remove(deleted.map((row) => row.version));
  if (single) {
    if (deleted.length === 0) throw ERRORS.noSuchKey();
    sendJson(res, 200, { message: 'Successfully deleted' });
    return;
  }
  sendJson(res, 200, deleted);
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

/**
 * One level of a bucket, as storage.search answers it: the folders directly under `prefix` (name
 * only, every other field null) and the objects there (name without the prefix).
 */
export async function listObjects(ctx: ObjectContext, caller: Caller, bucketId: string, body: Record<string, unknown>, res: ServerResponse): Promise<void> {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(body.limit, 1000) : 100;
  const offset = typeof body.offset === 'number' && body.offset > 0 ? body.offset : 0;
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const descending = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc';

  const rows = await inTransaction(ctx.pool, async (client) => {
    await actAs(client, caller);
    const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const result = await client.query<ObjectRow>(
      `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
        where bucket_id = $1 and name like $2 order by name`,
      [bucketId, pattern],
    );
    return result.rows;
  });
  type Entry = {
    name: string;
    id: string | null;
    updated_at: Date | null;
    created_at: Date | null;
    last_accessed_at: Date | null;
    metadata: ObjectMetadata | null;
  };
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      if (!entries.has(`d:${entryName}`))
        entries.set(`d:${entryName}`, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      entries.set(`f:${entryName}`, {
        name: entryName,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    }
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const left = column === 'name' ? a.name : String(a[column as keyof Entry] ?? '');
    const right = column === 'name' ? b.name : String(b[column as keyof Entry] ?? '');
    return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
  });
  sendJson(res, 200, sorted.slice(offset, offset + limit));
}
