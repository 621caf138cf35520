/** Reading requests and parsing what the Storage API's clients send. */
import type { IncomingMessage } from 'node:http';
import { ERRORS } from './errors';

/** The whole body, refused with EntityTooLarge past `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) {
      req.resume();
      reject(ERRORS.tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(ERRORS.tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => failed || resolve(Buffer.concat(chunks)));
    req.on('error', (error) => failed || reject(error));
  });
}

/** A JSON object body (bucket and list calls); anything else is an InvalidRequest. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, 1024 * 1024);
  if (raw.length === 0) return {};
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw ERRORS.invalidRequest('Body is not valid JSON');
}

export interface UploadedFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * An upload as storage-js sends it: multipart form data (a Blob or File: the file in the field
 * named '', `cacheControl` and `metadata` beside it) or the raw bytes with `content-type`,
 * `cache-control` and `x-metadata` (base64 JSON) headers.
 */
export async function parseUpload(req: IncomingMessage, body: Buffer): Promise<UploadedFile> {
  const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData().catch(() => {
      throw ERRORS.invalidRequest('The form data could not be read');
    });
    let file: File | undefined;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    if (!file) throw ERRORS.invalidRequest('No content provided');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: typeof cacheControl === 'string' && cacheControl ? `max-age=${cacheControl}` : 'no-cache',
      userMetadata: jsonObject(form.get('metadata')),
    };
  }
  const metadataHeader = req.headers['x-metadata'];
  return {
    bytes: body,
    // Kept whole, parameters too ("text/plain;charset=utf-8"), as storage-api stores and checks it.
    mimetype: contentType.trim() || 'application/octet-stream',
    cacheControl: String(req.headers['cache-control'] ?? 'no-cache'),
    userMetadata: typeof metadataHeader === 'string' ? jsonObject(Buffer.from(metadataHeader, 'base64').toString('utf8')) : null,
  };
}

function jsonObject(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw ERRORS.invalidRequest('metadata must be a JSON object');
  }
}

/** Object keys as storage-api accepts them (its isValidKey): ASCII word characters and a few marks. */
const KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function checkKey(name: string): void {
  if (!name || name.length > 1024 || !KEY.test(name) || name.startsWith('/') || name.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw ERRORS.invalidKey(name);
  }
}

const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;

export function checkBucketName(name: unknown): string {
  if (typeof name !== 'string' || name.length > 100 || !BUCKET_NAME.test(name)) throw ERRORS.invalidBucketName();
  return name;
}

/** A mime type against a bucket's allowed list, where `image/*` allows any image. */
export function mimeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = mimetype.split('/');
  return allowed.some((rule) => rule === mimetype || (rule.endsWith('/*') && rule.slice(0, -2) === type));
}

/** file_size_limit as storage-js sends it: bytes, or text like "25MB". */
/**
 * A bucket's file_size_limit as storage-api reads it (src/storage/limits.ts parseFileSizeToBytes):
 * a number of bytes, or a string with a unit in powers of ten, decimals allowed to three
 * significant digits ('20mb' = 20,000,000; '1.5mb' = 1,500,000).
 */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value) : null;
  if (!match) throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const units: Record<string, number> = { B: 1, KB: 1000, MB: 1e6, GB: 1e9 };
  return Math.round(Number(Number.parseFloat(match[1] as string).toPrecision(3)) * (units[(match[2] as string).toUpperCase()] ?? 1));
}
