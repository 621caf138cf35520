/**
 * Request validation with zod: a failed parse becomes 400 `{ message, issues }`, where `message`
 * is the first issue's text (the SPEC §5 wording, so the UI can show it as is). Object schemas
 * strip unknown fields, so extra keys in a body are ignored.
 */
import { z } from 'zod';
import { HttpError } from './errors.ts';

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
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

/** The request's JSON body, parsed with `schema`. */
export async function bodyWith<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  return parseWith(schema, await jsonBody(request));
}

const MAX_INT = 2_147_483_647;

/** A positive integer id from a path segment: digits only ("1e3", "01", "-1" and "1.5" are refused). */
export const idParam = z
  .string({ error: 'The id must be a positive whole number.' })
  .regex(/^[1-9][0-9]{0,9}$/, 'The id must be a positive whole number.')
  .transform(Number)
  .pipe(z.number().max(MAX_INT, 'The id is too large.'));

/** A positive integer id in a JSON body: a number, not a string (wrong types are a 400). */
export const idField = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_INT, message);

export const uuidParam = z.uuid('The user id is not valid.');

/** A path parameter parsed with `schema` (400 with the schema's message when it does not fit). */
export function pathParam<T extends z.ZodType>(value: string | undefined, schema: T): z.infer<T> {
  return parseWith(schema, value);
}

/** An optional trimmed text field named `label`; blank or null counts as absent. */
export const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
    z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );
