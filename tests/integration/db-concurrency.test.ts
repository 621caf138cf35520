/**
 * Races, each call on its own connection at the same moment, as parallel API requests arrive:
 * the RPCs lock what they read, so money is spent and paid exactly as many times as allowed, and
 * the books still balance afterwards.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, stack } from '../support/clients';
import { balances, createUser, expectBooksBalanced, grant, ledgerRows, makeCourses, makeQuiz, rpc, type Caller, type TestUser } from './db-helpers';

let racers: pg.Pool;

beforeAll(() => {
  // One connection per concurrent call: 50 callers need 50 connections.
  racers = new pg.Pool({ connectionString: stack().dbUrl, max: 60 });
});

afterAll(async () => {
  await racers.end();
  await expectBooksBalanced();
  await closeDb();
});

/** Starts every call at once, each on its own connection, and counts the outcomes. */
async function race(count: number, call: (index: number) => Promise<unknown>): Promise<{ ok: number; errors: Map<string, number> }> {
  const outcomes = await Promise.allSettled(Array.from({ length: count }, (_, index) => call(index)));
  const errors = new Map<string, number>();
  let ok = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') ok += 1;
    else {
      const failure = outcome.reason as { code?: string; message: string };
      const key = `${failure.code ?? '?'} ${failure.message}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
  }
  return { ok, errors };
}

function rpcOnOwnConnection(caller: Caller, name: string, args: unknown[]) {
  return rpc(caller, name, args, racers);
}

describe('concurrent requests from one user', () => {
  it('50 parallel redemptions with 10 tokens: exactly 2 succeed and the balance is 0', async () => {
    const user = await createUser();
    await grant(user, 10);
    const result = await race(50, () => rpcOnOwnConnection(user, 'redeem_reward', ['warm_leads']));
    expect(result.ok).toBe(2);
    expect(Object.fromEntries(result.errors)).toEqual({ 'MT409 Insufficient Tokens': 48 });
    expect((await balances(user)).tokens).toBe(0);
    const { rows } = await db().query('select count(*)::int as n from public.redemptions where user_id = $1', [user.id]);
    expect(rows[0]!.n).toBe(2);
    expect((await ledgerRows(user)).filter((row) => row.reason === 'redemption')).toHaveLength(2);
  });

  it('20 parallel completions of one mission: paid once', async () => {
    const user = await createUser();
    const result = await race(20, () => rpcOnOwnConnection(user, 'complete_mission', [1]));
    expect(result.ok).toBe(1);
    expect(Object.fromEntries(result.errors)).toEqual({ 'MT409 Mission already completed': 19 });
    expect(await balances(user)).toMatchObject({ tokens: 10, points: 50 });
    expect(await ledgerRows(user)).toHaveLength(1);
  });

  it('20 parallel course completions and 20 parallel correct answers: each paid once', async () => {
    const user = await createUser();
    const { publicCourse } = await makeCourses();
    const quiz = await makeQuiz(publicCourse, 1, 35);
    const completions = await race(20, () => rpcOnOwnConnection(user, 'update_course_progress', [publicCourse, 100, true]));
    const answers = await race(20, () => rpcOnOwnConnection(user, 'answer_quiz', [quiz, 1]));
    expect(completions.ok).toBe(20);
    expect(answers.ok).toBe(20);
    expect(await balances(user)).toMatchObject({ tokens: 15, points: 25 + 35 });
  });

  it('parallel invitations never exceed the hourly limit', async () => {
    const user = await createUser();
    const result = await race(30, (index) => rpcOnOwnConnection(user, 'send_invite', [`burst${index}@example.com`]));
    expect(result.ok).toBe(20);
    expect(Object.fromEntries(result.errors)).toEqual({ 'MT429 Too many invitations': 10 });
  });
});

describe('concurrent signups and rewards across users', () => {
  it('parallel signups with one referral code: each referral paid once, the bonus once', async () => {
    const referrer = await createUser({ name: 'Popular Referrer' });
    const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [referrer.id]);
    const code = rows[0]!.invite_code;
    const result = await race(25, () => createUser({ referralCode: code }, racers));
    expect(result.ok).toBe(25);
    expect(await balances(referrer)).toEqual({ tokens: 25 * 10 + 25, points: 25 * 20, invites: 25 });
    const ledger = await ledgerRows(referrer);
    expect(ledger.filter((row) => row.reason === 'referral')).toHaveLength(25);
    expect(new Set(ledger.filter((row) => row.reason === 'referral').map((row) => row.reference)).size).toBe(25);
    expect(ledger.filter((row) => row.reason === 'referral_bonus')).toHaveLength(1);
  });

  it('many users earning the same points at once keep the rank histogram exact (no deadlock)', async () => {
    const users: TestUser[] = [];
    for (let n = 0; n < 40; n += 1) users.push(await createUser());
    // Half of them hold 50 points already, so the race moves users both into and out of values.
    await Promise.all(users.slice(0, 20).map((user) => grant(user, 0, 50)));
    const result = await race(40, (index) => rpcOnOwnConnection(users[index]!, 'complete_mission', [1]));
    expect(result.ok).toBe(40);
    await expectBooksBalanced();
  });
});
