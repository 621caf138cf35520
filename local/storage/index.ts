/**
 * The local stand-in for Supabase Storage, mounted by the gateway at /storage/v1 as hosted
 * Supabase mounts it. It serves the routes the official storage client (`supabase.storage`) calls,
 * with storage-api's answers and errors: buckets (list, get, create, update, empty, delete) and
 * objects (upload with `x-upsert`, download as the caller / public / by signed URL, signed URLs one
 * or many, signed upload URLs and the upload to one, list and list-v2, info, remove). Like storage-api it checks the caller's JWT from Authorization
 * itself (the gateway's storage route needs no apikey) and runs every object query as the caller's
 * role with its claims (db.ts), so the policies on storage.objects decide. Bytes live under
 * STACK_DIR/storage (files.ts). Not served: resumable (TUS) uploads, image transforms, S3 protocol,
 * copy and move (the app uses none of them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { StackKeys } from '../keys';
import { bearerToken, sendJson } from '../http-util';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets';
import { API_ROLES, type ApiRole, type Caller } from './db';
import { ERRORS, sendStorageError, StorageError } from './errors';
import { FileStore } from './files';
import { readJson } from './http';
import { listObjectsV2 } from './list-v2';
import {
  checkSignedToken,
  downloadObject,
  listObjects,
  type ObjectContext,
  objectInfo,
  removeObjects,
  signObject,
  signObjects,
  signUpload,
  uploadObject,
  uploadSigned,
} from './objects';

export interface StorageOptions {
  pool: pg.Pool;
  keys: StackKeys;
  stackDir: string;
  log: (line: string) => void;
}

export type StorageHandler = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;

async function callerOf(keys: StackKeys, req: IncomingMessage): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw ERRORS.missingAuth();
  let claims: Record<string, unknown>;
  try {
    claims = (await keys.verify(token)) as Record<string, unknown>;
  } catch (error) {
    throw ERRORS.invalidJwt((error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'jwt expired' : 'Invalid JWT');
  }
  if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) throw ERRORS.invalidJwt('Invalid JWT: unknown role');
  return { role: claims.role as ApiRole, claims };
}

/** `/a/b%20c/d` → ['a', 'b c', 'd']; a segment that cannot be decoded is an invalid key. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        throw ERRORS.invalidKey(part);
      }
    });
}

export function createStorageHandler(options: StorageOptions): StorageHandler {
  const ctx: ObjectContext = { pool: options.pool, keys: options.keys, files: new FileStore(options.stackDir) };

  const route = async (req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> => {
    const method = req.method ?? 'GET';
    const parts = segmentsOf(path);
    const [area, second, third] = parts;
    const caller = () => callerOf(options.keys, req);
    const read = method === 'GET' || method === 'HEAD';

    if (area === 'bucket') {
      if (!second) {
        if (method === 'GET') return listBuckets(ctx, await caller(), res);
        if (method === 'POST') return createBucket(ctx, await caller(), await readJson(req), res);
      } else if (parts.length === 2) {
        if (method === 'GET') return getBucket(ctx, await caller(), second, res);
        if (method === 'PUT') return updateBucket(ctx, await caller(), second, await readJson(req), res);
        if (method === 'DELETE') return deleteBucket(ctx, await caller(), second, res);
      } else if (parts.length === 3 && third === 'empty' && method === 'POST') {
        return emptyBucket(ctx, await caller(), second, res);
      }
    }

    if (area === 'object' && second) {
      const rest = parts.slice(2);
      const bucketAndName = (items: string[]) => ({ bucket: items[0] ?? '', name: items.slice(1).join('/') });
      if (second === 'public' && read) {
        const { bucket, name } = bucketAndName(rest);
        return downloadObject(ctx, 'public', bucket, name, url, req, res);
      }
      if (second === 'authenticated' && read) {
        const { bucket, name } = bucketAndName(rest);
        return downloadObject(ctx, await caller(), bucket, name, url, req, res);
      }
      if (second === 'sign') {
        const { bucket, name } = bucketAndName(rest);
        if (read && name) {
          await checkSignedToken(ctx, bucket, name, url.searchParams.get('token'));
          return downloadObject(ctx, 'signed', bucket, name, url, req, res);
        }
        if (method === 'POST' && name) return signObject(ctx, await caller(), bucket, name, await readJson(req), res);
        if (method === 'POST' && bucket) return signObjects(ctx, await caller(), bucket, await readJson(req), res);
      }
      if (second === 'upload' && rest[0] === 'sign') {
        const { bucket, name } = bucketAndName(rest.slice(1));
        if (method === 'POST' && name) return signUpload(ctx, await caller(), bucket, name, req, res);
        if (method === 'PUT' && name) return uploadSigned(ctx, bucket, name, url, req, res);
      }
      if (second === 'list' && method === 'POST' && rest.length === 1) {
        return listObjects(ctx, await caller(), rest[0] ?? '', await readJson(req), res);
      }
      if (second === 'list-v2' && method === 'POST' && rest.length === 1) {
        return listObjectsV2(ctx, await caller(), rest[0] ?? '', await readJson(req), res);
      }
      if (second === 'info' && read) {
        const items = rest[0] === 'authenticated' || rest[0] === 'public' ? rest.slice(1) : rest;
        const { bucket, name } = bucketAndName(items);
        return objectInfo(ctx, await caller(), bucket, name, res);
      }
      const bucket = second;
      const name = rest.join('/');
      if (!name && method === 'DELETE') {
        const body = await readJson(req);
        const prefixes = body.prefixes;
        if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((item) => typeof item !== 'string')) {
          throw ERRORS.invalidRequest('body/prefixes must NOT have fewer than 1 items');
        }
        return removeObjects(ctx, await caller(), bucket, prefixes as string[], res, false);
      }
      if (name) {
        if (method === 'POST' || method === 'PUT') {
          const upsert = method === 'PUT' || String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
          return uploadObject(ctx, { caller: await caller() }, bucket, name, upsert, req, res);
        }
        if (read) return downloadObject(ctx, await caller(), bucket, name, url, req, res);
        if (method === 'DELETE') return removeObjects(ctx, await caller(), bucket, [name], res, true);
      }
    }
    sendJson(res, 404, { statusCode: '404', error: 'Not Found', message: `Route ${method}:${path} not found` });
  };

  return async (req, res, path, url) => {
    try {
      await route(req, res, path, url);
    } catch (error) {
      if (!(error instanceof StorageError)) {
        options.log(`storage error on ${req.method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendStorageError(res, error instanceof StorageError ? error : ERRORS.internal());
    }
  };
}
