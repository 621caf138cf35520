/**
 * Checking an uploaded file's contents before a course, a material or a delivered reward names it
 * (docs/materials.md#file-contents). Storage keeps whatever type the uploader declared; here the
 * function reads the object's version, then its first bytes (a Range request with the secret key),
 * checks them against the declared type (contract/file-contents.ts) and records that version in
 * app.checked_files. The database then accepts the file only at that version, and the bucket
 * policies keep a named file from being replaced (supabase/schemas/files.sql).
 *
 * The version is read before the bytes: if the object is replaced in between, the database sees a
 * version other than the one recorded and refuses, so what was checked is what gets named.
 */
import { fileContentProblem, SIGNATURE_BYTES } from '../../../contract/index.ts';
import { apiKeys } from '../_shared/api-keys.ts';
import type { UserClaims } from '../_shared/auth.ts';
import { asService, asUserChecking } from '../_shared/db.ts';
import { HttpError } from '../_shared/errors.ts';
import { requireAdmin } from './guards.ts';

const UNREADABLE = 'The file could not be read to check it. Please try again.';
/** An outbound call never holds a request longer than this (docs/architecture.md#timeouts). */
const TIMEOUT_MS = 10_000;

interface StoredObject {
  version: string;
  mimetype: string;
  /** Bytes, as Storage recorded them (null if it did not). */
  size: number | null;
}

/** At most `limit` bytes of a response body; the rest is not read. */
async function firstBytesOf(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const bytes = new Uint8Array(limit);
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = value.subarray(0, limit - length);
      bytes.set(part, length);
      length += part.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return bytes.subarray(0, length);
}

/** The object's first SIGNATURE_BYTES bytes, read from Storage as the service role. */
async function readFirstBytes(bucket: string, path: string): Promise<Uint8Array> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  let response: Response;
  try {
    response = await fetch(`${Deno.env.get('SUPABASE_URL')}/storage/v1/object/authenticated/${bucket}/${encoded}`, {
      headers: {
        apikey: apiKeys.secretKey,
        authorization: `Bearer ${apiKeys.secretKey}`,
        range: `bytes=0-${SIGNATURE_BYTES - 1}`,
      },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, UNREADABLE, {}, { cause: error });
  }
  // Nothing to read: an empty object has no byte 0 (416).
  if (response.status === 416) {
    await response.body?.cancel();
    return new Uint8Array();
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new HttpError(502, UNREADABLE, {}, { cause: new Error(`storage answered ${response.status} for ${bucket}/${path}: ${text.slice(0, 200)}`) });
  }
  try {
    return await firstBytesOf(response.body, SIGNATURE_BYTES);
  } catch (error) {
    throw new HttpError(502, UNREADABLE, {}, { cause: error });
  }
}

/**
 * For an admin naming `path` of `bucket`: refuses (400, saying what the bytes look like) a file
 * whose contents are not its declared type, and records the checked version. Non-admins get 403
 * before anything is read. A path with no object is left to the database, which says so in the
 * words of the route ("The file was not uploaded; upload it again").
 */
export async function checkUploadedFile(claims: UserClaims, bucket: string, path: string): Promise<void> {
  const object = await asUserChecking(claims, async (tx) => {
    await requireAdmin(tx);
    const [row] = await tx<StoredObject[]>`
      select coalesce(version, '') as version, coalesce(metadata ->> 'mimetype', '') as mimetype,
             (metadata ->> 'size')::bigint as size
        from storage.objects where bucket_id = ${bucket} and name = ${path}`;
    return row;
  });
  if (!object) return;
  const bytes = object.size === 0 ? new Uint8Array() : await readFirstBytes(bucket, path);
  const problem = fileContentProblem(object.mimetype, bytes);
  if (problem) throw new HttpError(400, problem);
  await asService(
    (tx) => tx`
      insert into app.checked_files (bucket_id, name, version, mime_type)
      values (${bucket}, ${path}, ${object.version}, ${object.mimetype})
      on conflict (bucket_id, name) do update
        set version = excluded.version, mime_type = excluded.mime_type, checked_at = now(), before_checks = false`,
  );
}
