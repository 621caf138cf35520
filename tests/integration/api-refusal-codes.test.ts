/**
 * Real refusals carry their stable code and figures beside the English message
 * (docs/architecture.md#api-errors, contract/refusals.ts): insufficient tokens on redeem, a rate
 * limit's wait, a locked station, a claim refusal, a validation refusal, an administrator's own check
 * and a refusal without a code of its own (its status's). The web words them by these (web/src/lib/refusal-text.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callApi, closeDb } from '../support/clients';
import { spendRewardingBudget } from '../support/rate-limit-buckets';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';

let learner: Caller;
let admin: Caller;
const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });

beforeAll(async () => {
  learner = await newLearner('Refusal Codes Learner');
  admin = await fileAdmin();
});

afterAll(async () => {
  await closeDb();
});

describe('refusal codes', () => {
  it('insufficient tokens on redeem: insufficient_tokens with the cost as `need`, the English unchanged', async () => {
    const settings = await callApi('GET', '/api/settings');
    const rewards = (settings.json as unknown as { rewards: { id: string; cost: number; available: boolean }[] }).rewards;
    const reward = rewards.find((item) => item.available && item.cost > 0)!;
    const refused = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: reward.id });
    expectError(refused, 409, `You need at least ${reward.cost} tokens to redeem this reward.`);
    expect(refused.json).toEqual({
      message: `You need at least ${reward.cost} tokens to redeem this reward.`,
      error: 'Insufficient Tokens',
      code: 'insufficient_tokens',
      params: { need: reward.cost },
    });
  });

  it('a locked station: mission_locked with the station to finish first', async () => {
    const refused = await as(learner, 'POST', `/api/users/${learner.id}/complete-mission`, { missionId: 2 });
    expectError(refused, 409, 'Complete mission 1 first.');
    expect(refused.json).toMatchObject({ error: 'Mission locked', code: 'mission_locked', params: { station: 1 } });
  });

  it('a rate limit: rate_limited with the Retry-After seconds as `retryAfter`', async () => {
    const spender = await newLearner('Refusal Codes Spender');
    // This learner's own rewarding bucket filled (tests/README.md rule 3).
    await spendRewardingBudget(spender.id, 2);
    const refused = await as(spender, 'POST', `/api/users/${spender.id}/redeem-reward`, { rewardType: 'warm_leads' });
    expectError(refused, 429, /^Too many .+\. Please wait \d+ (seconds?|minutes) and try again\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({ code: 'rate_limited', params: { retryAfter } });
  });

  it('a claim refusal: income_claim, each shipped reason with its code, the matched words as written', async () => {
    const refused = await as(admin, 'POST', '/api/courses', { title: `Refusal codes ${Date.now()}`, description: 'Fire your boss and earn $3,000 a week.' });
    expectError(refused, 422, /fire your boss/i);
    expect(refused.json).toMatchObject({ error: 'Possible income claim', code: 'income_claim' });
    expect(refused.json?.claims).toEqual(
      expect.arrayContaining([
        { match: '$3,000 a week', reason: expect.stringMatching(/earnings amount per period/i), code: 'earnings_amount' },
        { match: 'Fire your boss', reason: expect.stringMatching(/leave their employment/i), code: 'quit_job' },
      ]),
    );
  });

  it('a validation refusal: invalid_request with the first issue’s field, rule and limit; each issue its rule', async () => {
    const refused = await as(learner, 'PUT', `/api/users/${learner.id}/profile`, { name: 'N'.repeat(101) });
    expectError(refused, 400, 'Name must be at most 100 characters');
    expect(refused.json).toMatchObject({
      code: 'invalid_request',
      params: { field: 'name', rule: 'too_long', limit: 100 },
      issues: [{ path: 'name', message: 'Name must be at most 100 characters', rule: 'too_long', limit: 100 }],
    });
  });

  it('an administrator’s own check has its code too (reward_id_taken), and a learner asking the same is admin_only', async () => {
    const body = { id: 'warm_leads', title: 'Refusal codes pack', description: 'A second reward with a taken id.', cost: 5, fulfilment: 'pack' };
    const taken = await as(admin, 'POST', '/api/admin/rewards', body);
    expectError(taken, 409, 'A reward with this id already exists');
    expect(taken.json).toMatchObject({ code: 'reward_id_taken' });
    const learnerAsks = await as(learner, 'POST', '/api/admin/rewards', body);
    expect(learnerAsks.status).toBe(403);
    expect(learnerAsks.json).toMatchObject({ code: 'admin_only' });
  });

  it('a refusal without a code of its own carries its status’s; another learner’s account is own_account_only', async () => {
    const other = await as(learner, 'POST', `/api/users/${admin.id}/visit`);
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ code: 'own_account_only' });
    const missing = await as(learner, 'GET', '/api/no-such-route');
    expect(missing.json).toMatchObject({ code: 'not_found' });
    const noSession = await as(undefined, 'GET', `/api/users/${learner.id}/rewards`);
    expect(noSession.json).toMatchObject({ code: 'not_signed_in' });
  });
});
