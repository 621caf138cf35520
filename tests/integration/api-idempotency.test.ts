/**
 * Idempotent retries (docs/architecture.md#idempotent-retries) on the real stack: ten copies of one
 * redeem with one Idempotency-Key, some concurrent, spend once and all get the same answer; the
 * answer survives a lost reply; the same key with another body is 422; a copy that outlasts the
 * first request's wait is 409; a provisional answer (work after the commit) holds copies off, and
 * a dead request's is replayed after 30 s; keys are per user and kept 8 days (RETRIES.keyDays),
 * longer than the web's offline queue sends an action (RETRIES.offlineDays), so a redeem resent
 * 25 hours late, or as late as the queue sends, is answered from its first result and pays nothing;
 * a key past its days runs again and the purge (an index range scan) deletes it; a malformed key is 400.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { RETRIES } from '../../contract/rules.ts';
import { callApi, closeDb, db, stack } from '../support/clients';
import { balances, expectBooksBalanced, grant } from './db-helpers';
import { type Caller, expectError, newLearner } from './api-helpers';

const redeem = (who: Caller, key: string | undefined, rewardType = 'social_posts', timeoutMs?: number) =>
  callApi('POST', `/api/users/${who.id}/redeem-reward`, {
    token: who.token,
    body: { rewardType },
    headers: key === undefined ? {} : { 'idempotency-key': key },
    timeoutMs,
  });

async function redemptionCount(who: Caller): Promise<number> {
  const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.redemptions where user_id = $1', [who.id]);
  return rows[0]!.n;
}

/** Holds the learner's profile row locked from another session until the returned release runs. */
async function lockProfile(who: Caller): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: stack().dbUrl });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from public.profiles where id = $1 for update', [who.id]);
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('Idempotency-Key on a POST that spends', () => {
  it('ten copies of one redeem, five at once then five in a row, spend once and answer identically', async () => {
    const learner = await newLearner('Double Clicker');
    await grant(learner, 50);
    const key = randomUUID();
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => redeem(learner, key)));
    const sequential = [];
    for (let n = 0; n < 5; n += 1) sequential.push(await redeem(learner, key));
    const answers = [...concurrent, ...sequential];
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await redemptionCount(learner)).toBe(1);
    expect((await balances(learner)).tokens).toBe(45);
    expect(sequential.every((answer) => answer.headers.get('idempotent-replayed') === 'true')).toBe(true);
    // A new key is a new action.
    expect((await redeem(learner, randomUUID())).status).toBe(200);
    expect(await redemptionCount(learner)).toBe(2);
  });

  it('after a lost reply, the retry gets the stored answer and nothing is spent again', async () => {
    const learner = await newLearner('Lost Reply');
    await grant(learner, 50);
    const key = randomUUID();
    const release = await lockProfile(learner);
    // The client gives up while the request waits for the lock; the request itself carries on.
    const lost = redeem(learner, key, 'social_posts', 300).then(
      () => 'answered',
      () => 'lost',
    );
    expect(await lost).toBe('lost');
    await release();
    let retry = await redeem(learner, key);
    for (let n = 0; n < 20 && retry.status === 409; n += 1) retry = await redeem(learner, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toMatchObject({ redemption: { rewardType: 'social_posts', cost: 5 } });
    expect(await redemptionCount(learner)).toBe(1);
    expect((await balances(learner)).tokens).toBe(45);
  });

  it('the same key with another body → 422, and nothing more is spent', async () => {
    const learner = await newLearner('Key Reuser');
    await grant(learner, 50);
    const key = randomUUID();
    expect((await redeem(learner, key, 'social_posts')).status).toBe(200);
    expectError(await redeem(learner, key, 'email_swipes'), 422, 'This Idempotency-Key was already used for a different request.');
    expect(await redemptionCount(learner)).toBe(1);
  });

  it('a copy sent while the first is still running (past a second) → 409', async () => {
    const learner = await newLearner('Impatient');
    await grant(learner, 50);
    const key = randomUUID();
    const release = await lockProfile(learner);
    const first = redeem(learner, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const copy = await redeem(learner, key);
    await release();
    expectError(copy, 409, 'A request with this Idempotency-Key is still being processed. Please wait for its answer.');
    expect((await first).status).toBe(200);
    expect(await redemptionCount(learner)).toBe(1);
  });

  it('a refusal is the stored answer too; a server-side failure is not (the retry runs again)', async () => {
    const learner = await newLearner('Refused First');
    const key = randomUUID();
    const refused = await redeem(learner, key);
    expectError(refused, 409, /tokens/i);
    expect((await redeem(learner, key)).text).toBe(refused.text);

    // A lock held past the lock timeout: 503, nothing committed, and the key is free again.
    await grant(learner, 50);
    const other = randomUUID();
    const release = await lockProfile(learner);
    const busy = await redeem(learner, other);
    await release();
    expect(busy.status).toBe(503);
    expect((await redeem(learner, other)).status).toBe(200);
    expect(await redemptionCount(learner)).toBe(1);
  });

  /** Moves a key's first arrival back by `age` (a Postgres interval), as if that long had passed. */
  const ageKey = (who: Caller, key: string, age: string) =>
    db().query(`update app.idempotency_keys set created_at = now() - $3::interval where user_id = $1 and key = $2`, [who.id, key, age]);

  it('keys are per user; a redeem resent 25 hours late, or as late as the offline queue sends it, is answered from its first result and pays nothing', async () => {
    const [one, two] = [await newLearner('Key One'), await newLearner('Key Two')];
    await grant(one, 50);
    await grant(two, 50);
    const key = randomUUID();
    const first = await redeem(one, key);
    expect(first.status).toBe(200);
    expect((await redeem(two, key)).status).toBe(200);
    expect([await redemptionCount(one), await redemptionCount(two)]).toEqual([1, 1]);

    // 25 hours (the attack as reported), an hour past the queue's limit, an hour before the key's time is up.
    for (const age of ['25 hours', `${RETRIES.offlineDays * 24 + 1} hours`, `${RETRIES.keyDays * 24 - 1} hours`]) {
      await ageKey(one, key, age);
      const late = await redeem(one, key);
      expect([age, late.status, late.text, late.headers.get('idempotent-replayed')]).toEqual([age, 200, first.text, 'true']);
    }
    expect(await redemptionCount(one)).toBe(1);
    expect((await balances(one)).tokens).toBe(45);
  });

  it('keeps keys RETRIES.keyDays; a key past them is a new request, and the purge deletes it through the created_at index', async () => {
    const { rows: kept } = await db().query<{ days: number }>(`select extract(epoch from app.idempotency_kept())::int / 86400 as days`);
    expect(kept[0]!.days).toBe(RETRIES.keyDays);

    const learner = await newLearner('Key Expired');
    await grant(learner, 50);
    const [expired, young] = [randomUUID(), randomUUID()];
    expect((await redeem(learner, expired)).status).toBe(200);
    expect((await redeem(learner, young)).status).toBe(200);
    await ageKey(learner, expired, `${RETRIES.keyDays * 24 + 1} hours`);
    await ageKey(learner, young, `${RETRIES.keyDays * 24 - 1} hours`);
    const again = await redeem(learner, expired);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(await redemptionCount(learner)).toBe(3);

    await ageKey(learner, expired, `${RETRIES.keyDays * 24 + 1} hours`);
    const { rows: purged } = await db().query<{ n: number }>('select app.idempotency_purge() as n');
    expect(purged[0]!.n).toBeGreaterThanOrEqual(1);
    const { rows: left } = await db().query<{ key: string }>('select key from app.idempotency_keys where user_id = $1', [learner.id]);
    expect(left.map((row) => row.key)).toEqual([young]);

    // The purge's condition is an index range (not a per-row test): with sequential scans off the
    // planner reaches for idempotency_keys_created_idx (it could not for, say, created_at + kept < now()).
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
        'explain delete from app.idempotency_keys k where k.created_at < now() - app.idempotency_kept()',
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('idempotency_keys_created_idx');
      expect(text).not.toContain('Seq Scan');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it("an answer still provisional (work after the commit) makes copies wait; a dead request's is replayed after 30 s", async () => {
    const learner = await newLearner('Provisional');
    await grant(learner, 50);
    const key = randomUUID();
    const first = await redeem(learner, key);
    expect(first.status).toBe(200);
    // As if the first request had committed and were still sending its e-mail.
    await db().query(`update app.idempotency_keys set provisional = true, created_at = now() where user_id = $1 and key = $2`, [learner.id, key]);
    expectError(await redeem(learner, key), 409, /still being processed/);
    // As if it had died after its commit: copies get the answer stored with the change.
    await db().query(`update app.idempotency_keys set created_at = now() - interval '31 seconds' where user_id = $1 and key = $2`, [learner.id, key]);
    const replayed = await redeem(learner, key);
    expect([replayed.status, replayed.text, replayed.headers.get('idempotent-replayed')]).toEqual([200, first.text, 'true']);
    expect(await redemptionCount(learner)).toBe(1);
  });

  it('a malformed key → 400; no key → no idempotency (each call runs)', async () => {
    const learner = await newLearner('No Key');
    await grant(learner, 50);
    expectError(await redeem(learner, 'has spaces in it'), 400, /Idempotency-Key/);
    expectError(await redeem(learner, 'x'.repeat(201)), 400, /Idempotency-Key/);
    expect((await redeem(learner, undefined)).status).toBe(200);
    expect((await redeem(learner, undefined)).status).toBe(200);
    expect(await redemptionCount(learner)).toBe(2);
  });

  it('a learner cannot read or write stored answers, nor run the purge', async () => {
    const learner = await newLearner('Curious');
    const client = new pg.Client({ connectionString: stack().dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: learner.id, role: 'authenticated' }),
      ]);
      await expect(client.query('select * from app.idempotency_keys')).rejects.toThrow(/permission denied/);
      await client.query('rollback');
      await client.query('begin');
      await client.query(`select set_config('role', 'authenticated', true)`);
      await expect(client.query(`select app.idempotency_answer($1::uuid, 'k', 200, '{}'::json, false)`, [learner.id])).rejects.toThrow(/permission denied/);
      await client.query('rollback');
      await client.query('begin');
      await client.query(`select set_config('role', 'authenticated', true)`);
      await expect(client.query(`select app.idempotency_settle($1::uuid, 'k', '{}'::json)`, [learner.id])).rejects.toThrow(/permission denied/);
      await client.query('rollback');
      await client.query('begin');
      await client.query(`select set_config('role', 'authenticated', true)`);
      await expect(client.query(`select app.idempotency_purge()`)).rejects.toThrow(/permission denied/);
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
