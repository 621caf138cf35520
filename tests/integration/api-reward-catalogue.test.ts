/**
 * The reward catalogue is data, and every reward is worth its price (docs/product.md#rewards),
 * through the gateway and the api function: an admin adds a dearer reward with one request; a pack a
 * buyer would get nothing from is served as coming soon with the reason and the server refuses to
 * sell it (no tokens move); once it has an item it sells and delivers. "Choose one of" names the
 * table's rewards. Attacks: a learner adding or repricing rewards through the api or SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { balances, claimsOf, expectBooksBalanced, grant, sqlAs } from './db-helpers';

let admin: Caller;
let learner: Caller;
const REWARD = 'rc_test_scripts';
const EMPTY_REASON = 'Its content is still being written, so it cannot be redeemed yet.';

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });
const catalogue = async () => ((await callApi('GET', '/api/settings')).json as { rewards: Array<Record<string, unknown>> }).rewards;

beforeAll(async () => {
  [admin, learner] = await Promise.all([fileAdmin(), newLearner('Catalogue Learner')]);
  await grant(learner, 40);
});

afterAll(async () => {
  // The reward stays (a redemption refers to it), last in the catalogue: other files read the first five.
  await expectBooksBalanced();
  await closeDb();
});

describe('the reward catalogue', () => {
  it('lets an admin add a dearer pack; with no items it is coming soon and the server refuses to sell it', async () => {
    const saved = await as(admin, 'POST', '/api/admin/rewards', {
      id: REWARD,
      title: 'RC Script Pack',
      description: 'Scripts for calls.',
      cost: 30,
      fulfilment: 'pack',
    });
    expect(saved.status).toBe(201);
    const entry = { id: REWARD, title: 'RC Script Pack', description: 'Scripts for calls.', cost: 30, fulfilment: 'pack', items: 0 };
    expect(saved.json).toMatchObject({ message: 'Reward added', reward: { ...entry, available: false, unavailableReason: EMPTY_REASON } });
    expect((await catalogue()).at(-1)).toEqual({ ...entry, available: false, unavailableReason: EMPTY_REASON, lang: 'en' });

    const before = await balances(learner);
    const refused = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: REWARD });
    expectError(refused, 409, EMPTY_REASON);
    expect(refused.json?.error).toBe('Coming soon');
    expect(await balances(learner)).toEqual(before);
    expect((await db().query('select 1 from public.redemptions where reward_id = $1', [REWARD])).rowCount).toBe(0);
  });

  it('sells the pack once it has an item a buyer may see, and the pack editor says how many a buyer gets', async () => {
    const added = await as(admin, 'POST', `/api/admin/reward-packs/${REWARD}/items`, { title: 'RC opener', body: 'Hi, it is me. Have you got two minutes?' });
    expect(added.status).toBe(201);
    const packs = (await as(admin, 'GET', '/api/admin/reward-packs')).json as unknown as Array<{ rewardType: string; buyerItems: number; items: unknown[] }>;
    expect(packs.find((pack) => pack.rewardType === REWARD)).toMatchObject({ buyerItems: 1, items: [expect.objectContaining({ title: 'RC opener' })] });
    expect((await catalogue()).find((reward) => reward.id === REWARD)).toMatchObject({ items: 1, available: true, unavailableReason: null });

    const before = await balances(learner);
    const redeemed = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: REWARD });
    expect(redeemed.status).toBe(200);
    expect(redeemed.json).toMatchObject({ redemption: { rewardType: REWARD, cost: 30, status: 'delivered' } });
    expect(await balances(learner)).toMatchObject({ tokens: before.tokens - 30 });
    const claimed = (await as(learner, 'GET', `/api/users/${learner.id}/rewards`)).json as unknown as Array<{ rewardType: string; items: unknown[] }>;
    expect(claimed.find((item) => item.rewardType === REWARD)?.items).toEqual([expect.objectContaining({ title: 'RC opener' })]);
  });

  it('names the rewards of the table when the id is unknown', async () => {
    const refused = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'no_such_reward' });
    expectError(refused, 400, /^Choose one of: social_posts, email_swipes, warm_leads, .*rc_test_scripts\.$/);
  });

  it('changes a reward in place; adding an id twice or changing an unknown one is refused', async () => {
    const body = { title: 'RC Script Pack', description: 'Scripts for calls and follow-ups.', cost: 35, fulfilment: 'pack' };
    const changed = await as(admin, 'PUT', `/api/admin/rewards/${REWARD}`, body);
    expect(changed.json).toMatchObject({ message: 'Reward saved', reward: { id: REWARD, cost: 35, description: 'Scripts for calls and follow-ups.' } });
    expectError(await as(admin, 'POST', '/api/admin/rewards', { ...body, id: REWARD }), 409, 'A reward with this id already exists');
    expectError(await as(admin, 'PUT', '/api/admin/rewards/rc_no_such_reward', body), 404, 'Reward not found');
    expect((await catalogue()).filter((reward) => reward.id === REWARD)).toHaveLength(1);
  });

  it('refuses a flagged income claim in a reward text', async () => {
    const refused = await as(admin, 'PUT', `/api/admin/rewards/${REWARD}`, { title: 'Financial freedom pack', description: '', cost: 30, fulfilment: 'pack' });
    expectError(refused, 422, /financial freedom/i);
    expect((await catalogue()).find((reward) => reward.id === REWARD)).toMatchObject({ title: 'RC Script Pack' });
  });

  it('lets no learner add or reprice a reward, through the api or SQL', async () => {
    expectError(
      await as(learner, 'PUT', '/api/admin/rewards/social_posts', { title: 'Free', description: '', cost: 1, fulfilment: 'pack' }),
      403,
      /administrators/i,
    );
    const asLearner = { ...learner, claims: claimsOf(learner.id, learner.email) };
    expectError(
      await as(learner, 'POST', '/api/admin/rewards', { id: 'rc_free', title: 'Free', description: '', cost: 1, fulfilment: 'pack' }),
      403,
      /administrators/i,
    );
    await expect(sqlAs(asLearner, `select app.save_reward(false, 'social_posts', 'Free', '', 1, 'pack')`)).rejects.toThrow(/administrators/i);
    await expect(sqlAs(asLearner, `update public.rewards set cost = 1 where id = 'social_posts'`)).rejects.toThrow(/permission denied/i);
    await expect(sqlAs(asLearner, `insert into public.rewards (id, title, cost, sort_order) values ('free', 'Free', 1, 99)`)).rejects.toThrow(
      /permission denied/i,
    );
    expect((await catalogue()).find((reward) => reward.id === 'social_posts')).toMatchObject({ cost: 5, title: '5 Social Media Posts' });
  });
});
