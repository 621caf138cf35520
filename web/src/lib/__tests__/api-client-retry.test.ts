import { describe, expect, it } from 'vitest';

import { routes } from '@contract';
import { mockApi } from '@/testing/mock-api';

import { ApiError, callRoute } from '../api-client';

const REDEEM = 'POST /api/users/u1/redeem-reward';
const redeemed = {
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', tokens: 5 },
  message: 'Redeemed',
  redemption: { id: 1, rewardType: 'social_posts', title: '5 Social Media Posts', cost: 5, status: 'pending' },
};
const redeem = () => callRoute(routes.redeemReward, { params: { id: 'u1' }, body: { rewardType: 'social_posts' } });

describe('callRoute: Idempotency-Key and one retry for routes that spend, pay or mail', () => {
  it('sends a fresh key per user action', async () => {
    const { calls } = mockApi({ [REDEEM]: { body: redeemed } });
    await redeem();
    await redeem();
    const [first, second] = calls.map((call) => call.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first).not.toBe(second);
  });

  it('retries once with the same key after a 503', async () => {
    let answered = 0;
    const { calls } = mockApi({ [REDEEM]: () => (answered++ === 0 ? { status: 503, body: { message: 'busy' } } : { body: redeemed }) });
    await expect(redeem()).resolves.toMatchObject({ redemption: { id: 1 } });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['idempotency-key']).toBe(calls[1]?.headers['idempotency-key']);
  });

  it('retries once with the same key after a network error', async () => {
    let answered = 0;
    const { calls } = mockApi({
      [REDEEM]: () => {
        if (answered++ === 0) throw new TypeError('Failed to fetch');
        return { body: redeemed };
      },
    });
    await expect(redeem()).resolves.toMatchObject({ redemption: { id: 1 } });
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([calls[0]?.headers['idempotency-key'], calls[0]?.headers['idempotency-key']]);
  });

  it('retries only once, and never after an answer such as 400, 409 or 429', async () => {
    const { calls } = mockApi({ [REDEEM]: { status: 503, body: { message: 'busy' } } });
    await expect(redeem()).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
    for (const status of [400, 409, 429]) {
      const { calls: once } = mockApi({ [REDEEM]: { status, body: { message: 'no' } } });
      const error = await redeem().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(once).toHaveLength(1);
    }
  });

  it('reads and other writes carry no key and are not retried', async () => {
    const { calls } = mockApi({ 'GET /api/missions': { status: 503, body: { message: 'busy' } }, 'POST /api/users/u1/quiz/3/reset': { status: 503 } });
    await expect(callRoute(routes.listMissions)).rejects.toBeInstanceOf(ApiError);
    await expect(callRoute(routes.resetQuiz, { params: { id: 'u1', quizId: 3 } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
    expect(calls.every((call) => call.headers['idempotency-key'] === undefined)).toBe(true);
  });
});
