/**
 * Every refusal the database raises has a code (contract/refusals.ts, docs/decisions.md "Languages"):
 * a title in supabase/schemas without a code fails here, so a new `raise exception` cannot reach a
 * learner or an administrator in English only (web/src/lib/__tests__/refusal-text.test.ts asks every
 * code's words of every catalogue).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { claimReasonCode, knownRefusalTexts, REFUSAL_CODES, refusalOf } from '../../contract/refusals.ts';

const SCHEMAS = join(import.meta.dirname, '../../supabase/schemas');

/** The literal titles of `raise exception using errcode = 'MT…', message = '…'` (a `format(…)` title is matched by its sentence). */
function raisedTitles(): string[] {
  const titles = new Set<string>();
  for (const file of readdirSync(SCHEMAS).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(SCHEMAS, file), 'utf8');
    for (const match of sql.matchAll(/errcode\s*=\s*'MT\d{3}'\s*,\s*message\s*=\s*'((?:[^']|'')*)'/g)) titles.add(match[1]!.replaceAll("''", "'"));
  }
  return [...titles];
}

describe('refusal codes (contract/refusals.ts)', () => {
  it('gives every title the schemas raise a code', () => {
    const titles = raisedTitles();
    expect(titles.length).toBeGreaterThan(80);
    const known = new Set(knownRefusalTexts());
    expect(titles.filter((title) => !known.has(title))).toEqual([]);
  });

  it('reads the figures of a sentence by its title, and falls back to the status’s code', () => {
    expect(refusalOf(409, 'You need at least 25 tokens to redeem this reward.', 'Insufficient Tokens')).toEqual({
      code: 'insufficient_tokens',
      params: { need: 25 },
    });
    expect(refusalOf(409, 'Complete mission 3 first.', 'Mission locked')).toEqual({ code: 'mission_locked', params: { station: 3 } });
    expect(refusalOf(409, 'Ana López has been active in the last 7 days.', 'Not stuck')).toEqual({ code: 'not_stuck', params: { name: 'Ana López', days: 7 } });
    expect(refusalOf(404, 'Profile not found')).toEqual({ code: 'profile_not_found' });
    expect(refusalOf(400, 'The cost must be a whole number of tokens from 1 to 100000.', 'Invalid cost')).toEqual({ code: 'invalid_cost' });
    expect(refusalOf(400, 'A title no schema raises', undefined)).toEqual({ code: 'bad_request' });
    expect(refusalOf(503, 'Whatever')).toEqual({ code: 'unavailable' });
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503]) expect(REFUSAL_CODES).toContain(refusalOf(status, 'unknown').code);
  });

  it('codes the claim reasons the product ships, not an operator’s own', () => {
    expect(claimReasonCode('Promises wealth.')).toBe('wealth');
    expect(claimReasonCode('A reason an operator wrote.')).toBeUndefined();
  });
});
