/**
 * GET /api/settings: the reward catalogue and the amounts of app.settings, for anyone (the landing
 * page names them before sign-in). An operator's change in the database is the next answer; the
 * quiz default points apply to a quiz saved without points.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { expectError, newLearner, fileAdmin } from './api-helpers';
import { createAdmin, rpc } from './db-helpers';

afterEach(async () => {
  await db().query('update app.settings set referral_tokens = 10, course_completion_tokens = 15, quiz_default_points = 10');
});

afterAll(async () => {
  await closeDb();
});

const reward = (id: string, title: string, description: string, cost: number, fulfilment: 'pack' | 'manual', items: number | null) => ({
  id,
  title,
  description,
  cost,
  fulfilment,
  items: items === null ? null : expect.any(Number),
  available: true,
  unavailableReason: null,
  // The catalogue's language for this reader (docs/decisions.md, "Languages"): English without a preference.
  lang: 'en',
});

describe('GET /api/settings', () => {
  it('answers anonymous callers with the catalogue and the default amounts', async () => {
    const answer = await callApi('GET', '/api/settings');
    expect(answer.status).toBe(200);
    const { rewards, ...amounts } = answer.json as { rewards: unknown[] };
    // SPEC's three rewards (from the migrations), then the demo seed's two dearer ones (rewards other
    // test files add come after them). Other files add pack items to the shared stack: the counts
    // are checked against the database below.
    expect(rewards.slice(0, 5)).toEqual([
      reward('social_posts', '5 Social Media Posts', 'Ready-to-post captions to share your learning.', 5, 'pack', 5),
      reward('email_swipes', 'Email Swipe Pack', 'Follow-up e-mails to adapt and send.', 5, 'pack', 5),
      reward('warm_leads', '10 Warm Leads', 'People who asked to hear more, delivered by our team.', 5, 'manual', null),
      reward('call_scripts', 'Call Script Pack', 'Five short scripts for calls and follow-ups, with what to say when someone says no.', 25, 'pack', 5),
      reward(
        'coaching_call',
        '30-Minute Coaching Call',
        'A call with an experienced team leader to review your week and plan the next one.',
        60,
        'manual',
        null,
      ),
    ]);
    expect(amounts).toEqual({
      referral: { tokens: 10, points: 20 },
      enrolmentBonus: { threshold: 5, tokens: 25, points: 0 },
      courseCompletion: { tokens: 15, points: 25 },
      quiz: { defaultPoints: 10 },
      materials: { maxBytes: 25 * 1024 * 1024 },
      // The seed's sample figures; their source names the academy's sample statement and its year, as a learner reads it.
      incomeDisclosure: {
        medianAnnual: 84,
        zeroShare: 48,
        typicalCosts: 'About $1,200 a year: starter kit, monthly product orders and event tickets.',
        source: expect.stringMatching(/^Money Train Academy sample income disclosure statement, \d{4}$/),
        asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        brackets: [
          { atLeast: 1000, share: 9 },
          { atLeast: 10000, share: 1.5 },
          { atLeast: 50000, share: 0.3 },
          { atLeast: 100000, share: 0.1 },
        ],
        participants: 250000,
        lang: 'en',
      },
    });
  });

  it('lets an admin keep the income disclosure, refuses learners and bad figures, and serves null when none is kept', async () => {
    const saved = (await callApi('GET', '/api/settings')).json as { incomeDisclosure: Record<string, unknown> };
    const admin = await fileAdmin();
    const disclosure = {
      medianAnnual: 120.5,
      zeroShare: 40,
      typicalCosts: 'About $900 a year.',
      source: 'Example Co. Income Disclosure 2025',
      asOf: '2026-01-31',
      brackets: [{ atLeast: 5000, share: 3 }],
      participants: 180000,
    };
    const answer = await callApi('PUT', '/api/admin/income-disclosure', { token: admin.token, body: disclosure });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Income disclosure saved', incomeDisclosure: disclosure });
    expect(((await callApi('GET', '/api/settings')).json as { incomeDisclosure: unknown }).incomeDisclosure).toEqual({ ...disclosure, lang: 'en' });

    const learner = await newLearner('Disclosure Learner');
    expectError(await callApi('PUT', '/api/admin/income-disclosure', { token: learner.token, body: disclosure }), 403, /administrators/i);
    for (const bad of [
      { ...disclosure, zeroShare: 101 },
      { ...disclosure, source: ' ' },
      { ...disclosure, asOf: '2026-02-30' },
      { ...disclosure, brackets: [{ atLeast: 0, share: 3 }] },
      { ...disclosure, participants: 0 },
      { ...disclosure, participants: 1.5 },
      { ...disclosure, participants: null },
      { ...disclosure, participants: undefined },
    ]) {
      expect((await callApi('PUT', '/api/admin/income-disclosure', { token: admin.token, body: bad })).status).toBe(400);
    }
    // The database refuses what the contract would let through: thresholds out of order, a future date.
    for (const [brackets, asOf] of [
      [
        [
          { atLeast: 5000, share: 3 },
          { atLeast: 1000, share: 9 },
        ],
        '2026-01-31',
      ],
      [[], '2999-01-01'],
    ] as const) {
      expectError(
        await callApi('PUT', '/api/admin/income-disclosure', { token: admin.token, body: { ...disclosure, brackets, asOf } }),
        400,
        /thresholds|date not in the future/i,
      );
    }
    // The database itself refuses a save without the participants the figures cover.
    const sqlAdmin = await createAdmin();
    for (const participants of [null, 0, -3]) {
      await expect(
        rpc(sqlAdmin, 'save_income_disclosure', [84, 52, '', 'Direct call', '2026-01-31', '[]', participants]),
        `participants ${participants}`,
      ).rejects.toThrow(/Invalid income disclosure/);
    }
    expect(((await callApi('GET', '/api/settings')).json as { incomeDisclosure: unknown }).incomeDisclosure).toEqual({ ...disclosure, lang: 'en' });

    // A disclosure kept before the field was asked for is served with participants null.
    await db().query('update app.settings set income_participants = null');
    expect(((await callApi('GET', '/api/settings')).json as { incomeDisclosure: unknown }).incomeDisclosure).toEqual({
      ...disclosure,
      participants: null,
      lang: 'en',
    });

    await db().query('update app.settings set income_median_annual = null');
    expect(((await callApi('GET', '/api/settings')).json as { incomeDisclosure: unknown }).incomeDisclosure).toBeNull();
    const restored = await callApi('PUT', '/api/admin/income-disclosure', { token: admin.token, body: saved.incomeDisclosure });
    expect(restored.status).toBe(200);
  });

  it('serves as many items as a buyer of each pack gets, and the demo seed gives every pack at least five (claim-checked)', async () => {
    const { rows } = await db().query<{ id: string; items: number }>(
      `select r.id, app.pack_buyer_items(r.id) as items from public.rewards r where r.fulfilment = 'pack' and r.id in ('social_posts', 'email_swipes', 'call_scripts')`,
    );
    expect(rows).toHaveLength(3);
    const served = ((await callApi('GET', '/api/settings')).json as { rewards: Array<{ id: string; items: number | null }> }).rewards;
    for (const row of rows) {
      expect(row.items).toBeGreaterThanOrEqual(5);
      expect(served.find((entry) => entry.id === row.id)?.items).toBe(row.items);
    }
    const flagged = await db().query(
      `select i.title from public.reward_pack_items i where i.reward_id in ('social_posts', 'email_swipes', 'call_scripts') and app.has_claims(concat_ws(' ', i.title, i.body))`,
    );
    expect(flagged.rows.filter((row: { title: string }) => !/^(RD test|E2E)/.test(row.title))).toEqual([]);
  });

  it('says what the database says after an operator changes a setting', async () => {
    await db().query('update app.settings set referral_tokens = 12, course_completion_tokens = 40');
    const answer = await callApi('GET', '/api/settings');
    expect(answer.json).toMatchObject({ referral: { tokens: 12 }, courseCompletion: { tokens: 40 } });
  });

  it('refuses a forged token rather than answering as anonymous', async () => {
    const answer = await callApi('GET', '/api/settings', { token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(answer.status).toBe(401);
  });

  it('gives a quiz saved without points the default of the settings', async () => {
    await db().query('update app.settings set quiz_default_points = 35');
    const admin = await fileAdmin();
    const answer = await callApi('POST', '/api/quizzes', {
      token: admin.token,
      body: { courseId: null, question: 'Which default?', choices: ['a', 'b', 'c', 'd'], correctAnswer: 1 },
    });
    expect(answer.status).toBe(201);
    const quiz = (answer.json as { quiz: { id: number; points: number } }).quiz;
    expect(quiz.points).toBe(35);
    await db().query('delete from public.quizzes where id = $1', [quiz.id]);
  });
});
