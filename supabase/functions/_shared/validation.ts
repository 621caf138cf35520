/**
 * Request validation with the contract's zod schemas: a failed parse becomes 400
 * `{ message, code: 'invalid_request', params, issues }`, where `message` is the first issue's text
 * (the wording the forms use, so the UI can show it as is) and each issue carries its `rule`
 * (`required`, `too_long`, `too_short`, `out_of_range`, `invalid`) and `limit`, which the app words in
 * the learner's language when the sentence is not one of its own forms' (contract/refusals.ts).
 * Object schemas strip unknown fields, so extra keys are ignored.
 */
import type * as z from 'zod/mini';

import { REFUSALS, type RefusalParams } from '../../../contract/refusals.ts';
import { HttpError } from './errors.ts';

type Issue = z.core.$ZodIssue;

/** What kind of check failed, and its limit. */
export function ruleOf(issue: Issue): { rule: string; limit?: number } {
  const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined);
  if (issue.code === 'invalid_type' && issue.input === undefined) return { rule: 'required' };
  if (issue.code === 'too_big')
    return issue.origin === 'string' ? { rule: 'too_long', limit: bound(issue.maximum) } : { rule: 'out_of_range', limit: bound(issue.maximum) };
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return bound(issue.minimum) === 1 ? { rule: 'required' } : { rule: 'too_short', limit: bound(issue.minimum) };
    return { rule: 'out_of_range', limit: bound(issue.minimum) };
  }
  return { rule: 'invalid' };
}

export function parseWith<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  // reportInput: a missing field (`required`) is told from a wrong type by the value it had.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, ...ruleOf(issue) }));
  const first = issues[0];
  const params: RefusalParams = first ? { field: first.path, rule: first.rule, ...(first.limit === undefined ? {} : { limit: first.limit }) } : {};
  throw new HttpError(400, first?.message ?? 'The request is not valid.', { issues, code: REFUSALS.invalidRequest, params });
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
