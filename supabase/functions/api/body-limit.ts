/**
 * The request body limit (64 KiB), answered as a clean 413 every time. The body is read in full
 * before the answer, even when it is too large: answering while the caller is still sending and
 * then closing the connection makes the relay in front (hosted or local/gateway.ts) see a reset
 * and turn the 413 into a dropped connection. Past DRAIN_LIMIT the rest is not read: that is no
 * longer a mistake worth a tidy answer.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../_shared/errors.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const DRAIN_LIMIT = 16 * 1024 * 1024;

export const tooLarge = () => new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB`);

/** Reads `body` to its end (up to DRAIN_LIMIT bytes) and keeps at most `keep` bytes of it. */
async function readBody(body: ReadableStream<Uint8Array>, keep: number): Promise<{ bytes: Uint8Array<ArrayBuffer>; size: number }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= keep) chunks.push(value);
      if (size > DRAIN_LIMIT) {
        await reader.cancel();
        break;
      }
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(Math.min(size, keep));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, size };
}

export const bodyLimit: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  if (!request.body) return next();
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const { bytes, size } = await readBody(request.body, declared > MAX_BODY_BYTES ? 0 : MAX_BODY_BYTES);
  if (size > MAX_BODY_BYTES) throw tooLarge();
  c.req.raw = new Request(request, { body: bytes });
  return next();
};
