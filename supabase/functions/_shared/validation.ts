/**
 * Request validation with the contract's zod schemas: a failed parse becomes 400
 * `{ message, issues }`, where `message` is the first issue's text (the wording the forms use, so
 * the UI can show it as is). Object schemas strip unknown fields, so extra keys are ignored.
 */
import type * as z from 'zod/mini';
import { HttpError } from './errors.ts';

export function parseWith<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new HttpError(400, issues[0]?.message ?? 'The request is not valid.', { issues });
}

// U+0000 and unpaired UTF-16 surrogates: Postgres text and jsonb cannot hold them, so such text
// fails deep in the database or the auth server (a 5xx there) or is silently altered to U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether any string or key in a parsed JSON value is unstorable (iterative: bodies nest deep). */
function holdsUnstorableText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}

/**
 * The JSON body of a request; malformed JSON, non-objects and text that cannot be stored are a
 * 400, not a 500.
 */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  if (holdsUnstorableText(value)) {
    throw new HttpError(400, 'The request contains characters that cannot be stored (a NUL character or invalid Unicode).');
  }
  return value as Record<string, unknown>;
}
