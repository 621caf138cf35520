/**
 * The api function's rate limits (docs/architecture.md#abuse) on the real stack: the per-user
 * budget of rewarding requests (200 redeems in a minute: some answered, the rest 429 with
 * Retry-After, and the books match exactly the answered ones), the failed-sign-in budgets per
 * e-mail address and per client address, the per-address budget of public routes, and the caller's
 * address reaching the auth server. Tests that need their own client address send from a fresh
 * loopback address; budgets lowered for a test are restored after it. A test that spends a budget
 * runs inside one of its fixed windows (`inOneWindow`): a boundary midway would give it back.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callApi, closeDb, db, signUpUser, uniqueEmail } from '../support/clients';
import { balances, expectBooksBalanced, grant, ledgerRows } from './db-helpers';
import { type ApiAnswer, callApiFrom, freshLoopbackAddress, newLearner } from './api-helpers';
import { inOneWindow, signinWindowMs } from '../support/rate-limit-buckets';

const WAIT_MESSAGE = /^Too many (requests|failed sign-in attempts)\. Please wait \d+ (seconds?|minutes) and try again\.$/;

function expectRateLimited(answer: Pick<ApiAnswer, 'status' | 'json'> & { headers: Headers | Record<string, unknown> }, maxSeconds: number): void {
  expect(answer.status).toBe(429);
  const header = answer.headers instanceof Headers ? answer.headers.get('retry-after') : answer.headers['retry-after'];
  const seconds = Number(header);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= maxSeconds, `Retry-After ${String(header)}`).toBe(true);
  expect(answer.json?.message).toMatch(WAIT_MESSAGE);
}

const changedSettings: string[] = [];
async function setBudget(column: string, value: number): Promise<void> {
  const { rows } = await db().query<{ value: number }>(`select ${column} as value from app.settings`);
  changedSettings.push(`${column} = ${rows[0]!.value}`);
  await db().query(`update app.settings set ${column} = $1`, [value]);
}

afterEach(async () => {
  while (changedSettings.length > 0) await db().query(`update app.settings set ${changedSettings.pop()!}`);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('per user: rewarding requests', () => {
  it('200 redeems in a minute: 429s with Retry-After and a message; balance and ledger match the answered ones', { timeout: 120_000 }, async () => {
    const learner = await newLearner('Rapid Redeemer');
    await grant(learner, 1000);
    const answers: ApiAnswer[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () =>
            callApi('POST', `/api/users/${learner.id}/redeem-reward`, { token: learner.token, body: { rewardType: 'social_posts' } }),
          ),
        )),
      );
    }
    const answered = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(answered.length + limited.length).toBe(200);
    // 60 a minute; a run that crosses a minute boundary may use two windows' budgets.
    expect(answered.length).toBeGreaterThanOrEqual(60);
    expect(answered.length).toBeLessThanOrEqual(120);
    for (const answer of limited) expectRateLimited(answer, 60);

    expect((await balances(learner)).tokens).toBe(1000 - 5 * answered.length);
    const redemptions = (await ledgerRows(learner)).filter((row) => row.reason === 'redemption');
    expect(redemptions).toHaveLength(answered.length);
    const { rows } = await db().query('select count(*)::int as n from public.redemptions where user_id = $1', [learner.id]);
    expect(rows[0].n).toBe(answered.length);
  });

  it("one learner's spent budget does not touch another's", async () => {
    await setBudget('rate_rewarding_per_minute', 2);
    await inOneWindow(60_000, async () => {
      const busy = await newLearner('Busy');
      const calm = await newLearner('Calm');
      const redeem = (who: typeof busy) => callApi('POST', `/api/users/${who.id}/redeem-reward`, { token: who.token, body: { rewardType: 'social_posts' } });
      for (let n = 0; n < 3; n += 1) await redeem(busy);
      expectRateLimited(await redeem(busy), 60);
      // Calm has no tokens: the answer is the product's refusal, not a 429.
      expect((await redeem(calm)).status).toBe(409);
    });
  });
});

describe('failed sign-ins', () => {
  it('the 11th attempt for one e-mail address within 15 minutes is 429, even with the right password', async () => {
    await inOneWindow(await signinWindowMs(), async () => {
      const { email, password } = await signUpUser();
      const from = freshLoopbackAddress();
      for (let n = 0; n < 10; n += 1) {
        expect((await callApiFrom(from, 'POST', '/api/auth/login', { body: { email, password: `wrong-${n}` } })).status).toBe(401);
      }
      const blocked = await callApiFrom(from, 'POST', '/api/auth/login', { body: { email, password } });
      expectRateLimited(blocked, 15 * 60);
      expect(blocked.json?.message).toMatch(/failed sign-in attempts/);
      // Another account from the same address is not affected.
      const other = await signUpUser();
      expect((await callApiFrom(from, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
    });
  });

  it('successful sign-ins spend nothing', async () => {
    const { email, password } = await signUpUser();
    const from = freshLoopbackAddress();
    for (let n = 0; n < 12; n += 1) expect((await callApiFrom(from, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it(
    'per client address: past the budget every account is refused from that address, and only there; a forged X-Forwarded-For changes nothing',
    { timeout: 120_000 },
    async () => {
      // The budget as it stands (100 in 15 minutes), spent ten at a time from an address of this test's own:
      // no global setting changes under the other tests.
      const { rows } = await db().query<{ budget: number }>('select signin_failures_per_address as budget from app.settings');
      const budget = rows[0]!.budget;
      await inOneWindow(await signinWindowMs(), async () => {
        const address = freshLoopbackAddress();
        for (let sent = 0; sent < budget; sent += 10) {
          const answers = await Promise.all(
            Array.from({ length: Math.min(10, budget - sent) }, () =>
              callApiFrom(address, 'POST', '/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'wrong-password' } }),
            ),
          );
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
        }
        const { email, password } = await signUpUser();
        expectRateLimited(await callApiFrom(address, 'POST', '/api/auth/login', { body: { email, password } }), 15 * 60);
        for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'sb-forwarded-for']) {
          const spoofed = await callApiFrom(address, 'POST', '/api/auth/login', { body: { email, password }, headers: { [header]: '203.0.113.9' } });
          expectRateLimited(spoofed, 15 * 60);
        }
        expect((await callApiFrom(freshLoopbackAddress(), 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
      });
    },
  );

  it("the caller's address reaches the auth server (its session records it)", async () => {
    const { email, password, user } = await signUpUser();
    const address = freshLoopbackAddress();
    const answer = await callApiFrom(address, 'POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    const { rows } = await db().query<{ ip: string }>('select host(ip) as ip from auth.sessions where user_id = $1 order by created_at desc limit 1', [
      user.id,
    ]);
    expect(rows[0]?.ip).toBe(address);
  });
});

describe('per client address: public routes that do work', () => {
  it('register and log in share the budget of the address; other addresses are not affected', async () => {
    await setBudget('rate_public_per_minute', 4);
    await inOneWindow(60_000, async () => {
      const address = freshLoopbackAddress();
      const { email, password } = await signUpUser();
      const statuses: number[] = [];
      for (let n = 0; n < 2; n += 1) statuses.push((await callApiFrom(address, 'POST', '/api/auth/login', { body: { email, password } })).status);
      for (let n = 0; n < 2; n += 1) {
        statuses.push((await callApiFrom(address, 'POST', '/api/auth/register', { body: { name: 'Budget', email: uniqueEmail('budget'), password } })).status);
      }
      const refused = await callApiFrom(address, 'POST', '/api/auth/register', { body: { name: 'Budget', email: uniqueEmail('budget'), password } });
      expect(statuses).toEqual([200, 200, 201, 201]);
      expectRateLimited(refused, 60);
      expect((await callApiFrom(freshLoopbackAddress(), 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
    });
  });

  it('invite-code lookups take the budget, so nobody can walk the codes', async () => {
    await setBudget('rate_public_per_minute', 3);
    await inOneWindow(60_000, async () => {
      const address = freshLoopbackAddress();
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) statuses.push((await callApiFrom(address, 'GET', '/api/sponsors/ZZZZZZ00')).status);
      const refused = await callApiFrom(address, 'GET', '/api/sponsors/ZZZZZZ00');
      expect(statuses).toEqual([404, 404, 404]);
      expectRateLimited(refused, 60);
    });
  });

  it('other reads take no budget', async () => {
    await setBudget('rate_public_per_minute', 1);
    const address = freshLoopbackAddress();
    for (let n = 0; n < 5; n += 1) expect((await callApiFrom(address, 'GET', '/api/settings')).status).toBe(200);
  });
});
