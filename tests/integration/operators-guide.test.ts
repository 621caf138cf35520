/**
 * docs/operators.md cannot rot: every ```sql block in it runs against the local stack as the
 * database owner (the SQL editor's role), each in one transaction that is rolled back, so the
 * blocks neither depend on nor disturb each other. The example accounts the guide names are made
 * first: coach@example.com (100 points, the referrer of fraud-demo@ and twin-demo@, paid for both)
 * and waiting-demo@example.com with a waiting redemption (not a demo learner: a grant and a redemption
 * without a visit would make My Team count one more learner active today than Insights, which
 * db-demo-seed.test.ts checks beside this file). A block fenced
 * ```sql hosted-only needs what only a hosted project has (Vault, pg_net) and is not run here; the
 * guide says so above it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';
import { claimsOf, createUser, expectBooksBalanced, grant, rpc, type TestUser } from './db-helpers';

const guide = readFileSync(new URL('../../docs/operators.md', import.meta.url), 'utf8');

/** The ```sql blocks of a Markdown text, with their line numbers; list indentation removed. */
function sqlBlocks(markdown: string): Array<{ line: number; sql: string }> {
  const blocks: Array<{ line: number; sql: string }> = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```sql\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) body.push(lines[j]!.slice(Math.min(indent, lines[j]!.search(/\S|$/))));
    blocks.push({ line: i + 1, sql: body.join('\n') });
    i = j;
  }
  return blocks;
}

async function account(email: string, options: Parameters<typeof createUser>[0] = {}): Promise<TestUser> {
  const { rows } = await db().query<{ id: string }>('select id from auth.users where email = $1', [email]);
  if (rows[0]) return { id: rows[0].id, email, claims: claimsOf(rows[0].id, email) };
  return createUser({ ...options, email });
}

beforeAll(async () => {
  const coach = await account('coach@example.com', { name: 'Demo Coach' });
  if ((await db().query(`select 1 from public.ledger where user_id = $1 and reference like 'test:%'`, [coach.id])).rows.length === 0)
    await grant(coach, 0, 100);
  const code = (await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [coach.id])).rows[0]!.invite_code;
  await account('fraud-demo@example.com', { referralCode: code });
  await account('twin-demo@example.com', { referralCode: code });
  const waiting = await account('waiting-demo@example.com');
  if ((await db().query(`select 1 from public.redemptions where user_id = $1 and status = 'pending'`, [waiting.id])).rows.length === 0) {
    await grant(waiting, 5);
    await rpc(waiting, 'redeem_reward', ['warm_leads']);
  }
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('docs/operators.md', () => {
  const blocks = sqlBlocks(guide);

  it('has SQL blocks for every part of the guide', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(15);
    for (const fn of ['grant_admin', 'correct_balance', 'reverse_referral_reward', 'fulfil_redemption', 'refund_redemption', 'close_account']) {
      expect(
        blocks.some((block) => block.sql.includes(`ops.${fn}(`)),
        fn,
      ).toBe(true);
    }
  });

  it.each(blocks.map((block) => [block.line, block.sql] as const))('the block at line %i runs', async (_line, sql) => {
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query(sql);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
