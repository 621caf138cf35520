/**
 * Rewards that deliver, through the gateway and the api function (docs/product.md#rewards): a pack
 * is shown and e-mailed the moment it is redeemed; warm leads wait in the fulfilment queue until an
 * admin delivers them or refunds them (tokens back through the ledger, once). Admin-written text is
 * checked for income claims; saving flagged text needs a reason, stored with the admin and time.
 * Attacks: a learner reading packs they did not redeem, writing pack items, settling redemptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { waitForMail } from '../support/mail';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { balances, claimsOf, expectBooksBalanced, grant, ledgerRows, sqlAs } from './db-helpers';

let admin: Caller;
let learner: Caller;

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });
/** The learner as the Data API would run their SQL (role authenticated, their JWT claims). */
const asLearner = () => ({ ...learner, claims: claimsOf(learner.id, learner.email) });
const claimed = async (caller: Caller) => (await as(caller, 'GET', `/api/users/${caller.id}/rewards`)).json as unknown as Array<Record<string, unknown>>;

beforeAll(async () => {
  [admin, learner] = await Promise.all([fileAdmin(), newLearner('Reward Learner')]);
});

afterAll(async () => {
  await db().query(`delete from public.reward_pack_items where title like 'RD test%'`);
  await expectBooksBalanced();
  await closeDb();
});

describe('claim checks', () => {
  it('refuses a pack item with an income claim (422, the words and why), saves it with a reason and records who and when', async () => {
    const flagged = { title: 'RD test flagged', body: 'Quit your job in 90 days and make $5,000 a month!' };
    const refused = await as(admin, 'POST', '/api/admin/reward-packs/email_swipes/items', flagged);
    expectError(refused, 422, /\$5,000 a month.*quit your job/i);
    expect(refused.json?.error).toBe('Possible income claim');
    expect(refused.json?.claims).toEqual([
      { match: '$5,000 a month', reason: expect.stringMatching(/earnings amount per period/i), code: 'earnings_amount' },
      { match: 'Quit your job', reason: expect.stringMatching(/leave their employment/i), code: 'quit_job' },
    ]);
    expect((await db().query(`select 1 from public.reward_pack_items where title = 'RD test flagged'`)).rowCount).toBe(0);

    const saved = await as(admin, 'POST', '/api/admin/reward-packs/email_swipes/items', { ...flagged, claimReason: 'Quoted to show what not to say' });
    expect(saved.status).toBe(201);
    expect(saved.json?.item).toMatchObject({ title: 'RD test flagged', claimOverridden: true });
    const { rows } = await db().query(
      `select o.reason, o.admin_id, o.hits, o.created_at from app.claim_overrides o where o.subject = 'reward_pack_item' and o.subject_id = $1`,
      [(saved.json?.item as { id: number }).id],
    );
    expect(rows).toEqual([{ reason: 'Quoted to show what not to say', admin_id: admin.id, hits: expect.any(Array), created_at: expect.any(Date) }]);
  });

  it('checks course texts and material descriptions the same way, on every write path', async () => {
    const course = { title: 'RD test course', description: 'Financial freedom guaranteed income for everyone.' };
    const refused = await as(admin, 'POST', '/api/courses', course);
    expectError(refused, 422, /financial freedom/i);
    const created = await as(admin, 'POST', '/api/courses', { ...course, claimReason: 'Legal approved wording' });
    expect(created.status).toBe(201);
    const courseId = (created.json?.course as { id: number }).id;

    expectError(await as(admin, 'PUT', `/api/courses/${courseId}`, { description: 'Fire your boss this year.' }), 422, /fire your boss/i);
    // Moving a course does not re-check its (already accepted) text.
    expect((await as(admin, 'PUT', `/api/courses/${courseId}`, { order: 1 })).status).toBe(200);

    const material = {
      courseId,
      title: 'RD test material',
      description: 'Live the luxury lifestyle with a Lamborghini',
      type: 'link',
      fileUrl: 'https://example.com/a',
    };
    expectError(await as(admin, 'POST', '/api/course-materials', material), 422, /luxury lifestyle/i);
    expect((await as(admin, 'POST', '/api/course-materials', { ...material, description: 'A checklist for your first week.' })).status).toBe(201);

    // The Data API as an admin (no reason possible) is refused too.
    const sqlPath = await db().query(`select count(*)::int as n from app.claim_overrides where subject = 'course' and subject_id = $1`, [courseId]);
    expect(sqlPath.rows[0].n).toBe(1);
    await expect(db().query(`update public.courses set description = 'Get rich with passive income' where id = $1`, [courseId])).rejects.toMatchObject({
      code: 'MT422',
    });
    await as(admin, 'DELETE', `/api/courses/${courseId}`);
  });
});

describe('packs', () => {
  let itemId: number;

  beforeAll(async () => {
    const added = await as(admin, 'POST', '/api/admin/reward-packs/social_posts/items', {
      title: 'RD test post',
      body: 'Monday tip:\nShare one lesson you learned.',
    });
    expect(added.status).toBe(201);
    itemId = (added.json?.item as { id: number }).id;
  });

  it('a learner cannot read a pack before redeeming it, nor write one', async () => {
    expect(await sqlAs(asLearner(), 'select id from public.reward_pack_items where id = $1', [itemId])).toEqual([]);
    await expect(sqlAs(asLearner(), `insert into public.reward_pack_items (reward_id, title, body) values ('social_posts', 'x', 'y')`)).rejects.toThrow(
      /row-level security/,
    );
    expectError(await as(learner, 'POST', '/api/admin/reward-packs/social_posts/items', { title: 'x', body: 'y' }), 403, /administrators/i);
    expectError(await as(learner, 'GET', '/api/admin/reward-packs'), 403, /administrators/i);
  });

  it('redeeming shows the pack at once and e-mails it', async () => {
    await grant(learner, 10);
    const redeemed = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'social_posts' });
    expect(redeemed.status).toBe(200);
    expect(redeemed.json).toMatchObject({ redemption: { rewardType: 'social_posts', status: 'delivered' }, emailSent: true });

    const [latest] = await claimed(learner);
    expect(latest).toMatchObject({ rewardType: 'social_posts', status: 'delivered', fulfilment: 'pack' });
    expect(latest!.items).toEqual(
      expect.arrayContaining([{ id: itemId, title: 'RD test post', body: 'Monday tip:\nShare one lesson you learned.', lang: 'en' }]),
    );

    expect((await waitForMail(learner.email, 'Your reward: 5 Social Media Posts')).text).toContain('Share one lesson you learned.');
    expect(await sqlAs(asLearner(), 'select id::int from public.reward_pack_items where id = $1', [itemId])).toEqual([{ id: itemId }]);
  });

  it('hides an item a newly added phrase flags until an admin changes it or gives a reason', async () => {
    await db().query(`insert into app.claim_phrases (pattern, reason) values ('\\mone lesson you learned\\M', 'RD test phrase')`);
    try {
      expect((await claimed(learner))[0]!.items).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: itemId })]));
      const fixed = await as(admin, 'PUT', `/api/admin/reward-pack-items/${itemId}`, { title: 'RD test post', body: 'Monday tip: share a lesson.' });
      expect(fixed.status).toBe(200);
      expect((await claimed(learner))[0]!.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: itemId, body: 'Monday tip: share a lesson.' })]),
      );
    } finally {
      await db().query(`delete from app.claim_phrases where reason = 'RD test phrase'`);
    }
  });
});

describe('the fulfilment queue', () => {
  it('warm leads wait until an admin delivers them; the learner sees it and is e-mailed', async () => {
    await grant(learner, 5);
    const redeemed = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'warm_leads' });
    expect(redeemed.json).toMatchObject({ redemption: { status: 'pending' } });
    const id = (redeemed.json?.redemption as { id: number }).id;
    expect((await claimed(learner))[0]).toMatchObject({ id, status: 'pending', settledAt: null, items: [] });

    expectError(await as(learner, 'GET', '/api/admin/fulfilments'), 403, 'Only administrators can manage rewards');
    expectError(await as(learner, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { delivery: 'me' }), 403, 'Only administrators can manage rewards');
    const queue = (await as(admin, 'GET', '/api/admin/fulfilments')).json as unknown as Array<Record<string, unknown>>;
    expect(queue.find((entry) => entry.id === id)).toMatchObject({ status: 'pending', learner: 'Reward Learner', learnerEmail: learner.email });
    const { rows } = await db().query('select reward, learner_email from app.fulfilment_queue where redemption_id = $1', [id]);
    expect(rows).toEqual([{ reward: '10 Warm Leads', learner_email: learner.email }]);

    const fulfilled = await as(admin, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { delivery: 'Ten leads: see the attached list.' });
    expect(fulfilled.json).toMatchObject({ redemption: { status: 'fulfilled', delivery: 'Ten leads: see the attached list.' }, emailSent: true });
    expectError(await as(admin, 'POST', `/api/admin/fulfilments/${id}/refund`, { reason: 'late' }), 409, 'This redemption was already fulfilled.');
    expect((await claimed(learner)).find((entry) => entry.id === id)).toMatchObject({ status: 'fulfilled', settledAt: expect.any(String) });
    expect((await waitForMail(learner.email, 'Delivered: 10 Warm Leads')).text).toContain('Ten leads: see the attached list.');
  });

  it('a refund returns the tokens through the ledger once, even when two admins press it together', async () => {
    await grant(learner, 5);
    const before = await balances(learner);
    const id = ((await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'warm_leads' })).json?.redemption as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as(admin, 'POST', `/api/admin/fulfilments/${id}/refund`, { reason: 'Out of leads this month' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await balances(learner)).tokens).toBe(before.tokens);
    expect((await ledgerRows(learner)).filter((row) => row.reason === 'refund' && row.reference === String(id))).toEqual([
      { reason: 'refund', reference: String(id), delta_tokens: 5, delta_points: 0 },
    ]);
    expect((await claimed(learner)).find((entry) => entry.id === id)).toMatchObject({ status: 'refunded', refundReason: 'Out of leads this month' });
    expect((await waitForMail(learner.email, 'Refunded: 10 Warm Leads')).text).toContain('Out of leads this month');
  });

  it('a learner cannot settle or read redemptions through the Data API', async () => {
    await expect(sqlAs(asLearner(), `update public.redemptions set status = 'refunded' where user_id = $1`, [learner.id])).rejects.toThrow(/permission denied/);
    await expect(sqlAs(asLearner(), `select app.settle_redemption(1, 'refund', 'x')`)).rejects.toThrow(/Only administrators can manage rewards/);
    await expect(sqlAs(asLearner(), 'select * from app.fulfilment_queue')).rejects.toThrow(/permission denied/);
  });
});
