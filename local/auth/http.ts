/** Request reading and response writing for the auth server. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, badRequest } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

export type JsonObject = Record<string, unknown>;

function tooLarge(): AuthError {
  return new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
}

/** Reads the raw body, refusing more than MAX_BODY_BYTES (checked on the header and while streaming). */
export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses the body as GoTrue does with json.Unmarshal into a params struct: it must be a JSON
 * object (or `null`, which leaves every parameter unset); anything else is 400 bad_json.
 */
export function parseJsonObject(raw: Buffer): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    const reason = raw.length === 0 ? 'unexpected end of JSON input' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into an object`);
  }
  return value as JsonObject;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204);
  res.end();
}

/** The token of `Authorization: Bearer <token>` (GoTrue's pattern: one space, no whitespace in the token). */
export function bearerOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  return /^bearer (\S+)$/i.exec(header)?.[1];
}

export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
