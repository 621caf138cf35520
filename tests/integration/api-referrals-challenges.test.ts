/**
 * The learner's referrals (GET /api/users/{id}/referrals) and daily challenges (list, join, check
 * in, admin writes) through the gateway and the real function, with the database's clock moved
 * where a rule depends on the day (docs/product.md#invitations-and-referrals, #daily-challenges).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { balances, createUser, expectBooksBalanced, ledgerRows } from './db-helpers';

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

const get = (caller: Caller, path: string) => callApi('GET', path, { token: caller.token });
const post = (caller: Caller, path: string, body: unknown = {}) => callApi('POST', path, { token: caller.token, body });

describe('GET /api/users/{id}/referrals', () => {
  let sponsor: Caller;
  let code: string;

  beforeAll(async () => {
    sponsor = await newLearner('Referral Sponsor');
    const { rows } = await db().query<{ invite_code: string }>('select invite_code from public.profiles where id = $1', [sponsor.id]);
    code = rows[0]!.invite_code;
  });

  it('lists invitations pending and joined, link joiners by name only, and the bonus progress and payment from the ledger', async () => {
    const invited = uniqueEmail('invited-friend');
    const pending = uniqueEmail('pending-friend');
    for (const email of [invited, pending]) expect((await post(sponsor, `/api/users/${sponsor.id}/invite`, { email })).status).toBe(200);

    const empty = await get(sponsor, `/api/users/${sponsor.id}/referrals`);
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({
      joined: [],
      reward: { tokens: 10, points: 20 },
      bonus: { threshold: 5, tokens: 25, count: 0, paid: false, paidAt: null },
    });
    expect((empty.json!.invitations as { email: string; status: string }[]).map((i) => [i.email, i.status])).toEqual([
      [pending, 'pending'],
      [invited, 'pending'],
    ]);

    await createUser({ email: invited, name: 'Invited Friend', referralCode: code });
    const linkJoiner = uniqueEmail('link-joiner');
    await createUser({ email: linkJoiner, name: 'Link Joiner', referralCode: code });

    const two = await get(sponsor, `/api/users/${sponsor.id}/referrals`);
    const joined = two.json!.joined as { name: string; paid: boolean; invited: boolean }[];
    expect(joined.map((j) => [j.name, j.paid, j.invited])).toEqual([
      ['Link Joiner', true, false],
      ['Invited Friend', true, true],
    ]);
    // Never the address of someone who joined through a shared link.
    expect(two.text).not.toContain(linkJoiner);
    expect((two.json!.invitations as { email: string; status: string }[]).find((i) => i.email === invited)?.status).toBe('accepted');
    expect(two.json!.bonus).toMatchObject({ count: 2, paid: false });

    for (let i = 0; i < 3; i++) await createUser({ name: `Joiner ${i}`, referralCode: code });
    const five = await get(sponsor, `/api/users/${sponsor.id}/referrals`);
    expect(five.json!.bonus).toMatchObject({ count: 5, paid: true, paidAt: expect.any(String) });
    expect((await ledgerRows(sponsor)).filter((row) => row.reason === 'referral_bonus')).toHaveLength(1);
  });

  it("refuses another user's referrals and anonymous callers", async () => {
    const other = await newLearner('Nosy Learner');
    expectError(await get(other, `/api/users/${sponsor.id}/referrals`), 403, /./);
    expect((await callApi('GET', `/api/users/${sponsor.id}/referrals`)).status).toBe(401);
  });
});

interface MyChallenge {
  id: number;
  title: string;
  kind: string;
  target: number;
  isActive: boolean;
  completedRuns: number;
  completedToday: boolean;
  run: null | { progress: number; checkedInToday: boolean; missedDay: boolean; lastCheckInOn: string | null };
}

const TZ = 'Pacific/Auckland';

/** Moves a run's days back, as if its check-ins had happened `days` days earlier. */
async function shiftRun(user: Caller, challengeId: number, days: number): Promise<void> {
  await db().query(
    `update public.challenge_runs set last_check_in_on = last_check_in_on - $3::integer, started_on = started_on - $3::integer
      where user_id = $1 and challenge_id = $2 and completed_at is null`,
    [user.id, challengeId, days],
  );
}

describe('daily challenges', () => {
  let learner: Caller;
  let admin: Caller;
  let mine: () => Promise<{ reward: { tokens: number; points: number }; challenges: MyChallenge[] }>;
  let byTitle: (title: string) => Promise<MyChallenge>;

  beforeAll(async () => {
    learner = await newLearner('Challenge Taker');
    admin = await fileAdmin();
    mine = async () => (await get(learner, `/api/users/${learner.id}/challenges`)).json as never;
    byTitle = async (title) => (await mine()).challenges.find((c) => c.title === title)!;
  });

  it('lists the four product challenges to anyone', async () => {
    const answer = await callApi('GET', '/api/challenges');
    expect(answer.status).toBe(200);
    expect((answer.json as unknown as { title: string; kind: string; target: number }[]).slice(0, 4).map((c) => [c.title, c.kind, c.target])).toEqual([
      ['Talk to 10 people', 'count', 10],
      ['Post videos for 15 days', 'days', 15],
      ['Send 10 birthday messages', 'count', 10],
      ['Post every day for 30 days', 'streak', 30],
    ]);
  });

  it('count challenge: join, add counts, complete once, reward through the ledger once per run', async () => {
    const talk = await byTitle('Talk to 10 people');
    expect(talk.run).toBeNull();
    const path = `/api/users/${learner.id}/challenges/${talk.id}`;
    expectError(await post(learner, `${path}/check-in`, { count: 1 }), 409, 'Join the challenge before checking in.');
    expectError(await post(learner, `${path}/join`, { timeZone: 'Mars/Olympus' }), 400, 'Send an IANA time zone name such as Europe/Paris.');
    expect((await post(learner, `${path}/join`, { timeZone: TZ })).status).toBe(200);
    expectError(await post(learner, `${path}/join`, { timeZone: TZ }), 409, 'You are already taking this challenge.');

    const first = await post(learner, `${path}/check-in`, { count: 4 });
    expect(first.json).toMatchObject({ completed: false, reward: null, message: 'Checked in: 4 of 10' });
    expectError(await post(learner, `${path}/check-in`, { count: 11 }), 400, 'Enter a whole number from 1 to 10.');
    const before = await balances(learner);
    const done = await post(learner, `${path}/check-in`, { count: 6 });
    expect(done.json).toMatchObject({ completed: true, reward: { tokens: 5, points: 10 }, user: { tokens: before.tokens + 5 } });
    expect(await balances(learner)).toMatchObject({ tokens: before.tokens + 5, points: before.points + 10 });
    const after = await byTitle('Talk to 10 people');
    expect(after).toMatchObject({ run: null, completedRuns: 1, completedToday: true });
    // The run is closed: no further check-in pays.
    expectError(await post(learner, `${path}/check-in`, { count: 10 }), 409, 'Join the challenge before checking in.');
    // The learner's word is the count: taken again from tomorrow, so it pays at most once a day.
    expectError(await post(learner, `${path}/join`, { timeZone: TZ }), 409, 'You finished this challenge today. Take it again tomorrow.');
    expectError(await post(learner, `${path}/join`, { timeZone: 'Pacific/Kiritimati' }), 409, 'You finished this challenge today. Take it again tomorrow.');
    expect((await ledgerRows(learner)).filter((row) => row.reason === 'challenge')).toHaveLength(1);
    await db().query(`update public.challenge_runs set completed_at = completed_at - interval '1 day' where user_id = $1 and challenge_id = $2`, [
      learner.id,
      talk.id,
    ]);
    expect(await byTitle('Talk to 10 people')).toMatchObject({ completedToday: false });
    expect((await post(learner, `${path}/join`, { timeZone: TZ })).status).toBe(200);
  });

  it('days challenge: one check-in a day in the run time zone', async () => {
    const videos = await byTitle('Post videos for 15 days');
    const path = `/api/users/${learner.id}/challenges/${videos.id}`;
    await post(learner, `${path}/join`, { timeZone: TZ });
    expect((await post(learner, `${path}/check-in`)).json).toMatchObject({ message: 'Checked in: 1 of 15' });
    expectError(await post(learner, `${path}/check-in`), 409, 'Come back tomorrow for your next check-in.');
    expect((await byTitle('Post videos for 15 days')).run).toMatchObject({ progress: 1, checkedInToday: true });
    await shiftRun(learner, videos.id, 3); // a gap does not matter for a days challenge
    expect((await post(learner, `${path}/check-in`)).json).toMatchObject({ message: 'Checked in: 2 of 15' });
  });

  it("dates a run in the learner's time zone, not the server's", async () => {
    // UTC+14 and UTC-11 are 25 hours apart: their dates always differ.
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    const started: string[] = [];
    for (const zone of zones) {
      const taker = await newLearner(`Zone ${zone}`);
      const videos = ((await get(taker, `/api/users/${taker.id}/challenges`)).json as unknown as { challenges: MyChallenge[] }).challenges.find(
        (c) => c.title === 'Post videos for 15 days',
      )!;
      expect((await post(taker, `/api/users/${taker.id}/challenges/${videos.id}/join`, { timeZone: zone })).status).toBe(200);
      const { rows } = await db().query<{ started: string; expected: string }>(
        `select r.started_on::text as started, (now() at time zone $2)::date::text as expected
           from public.challenge_runs r where r.user_id = $1`,
        [taker.id, zone],
      );
      expect(rows[0]!.started).toBe(rows[0]!.expected);
      started.push(rows[0]!.started);
    }
    expect(started[0]).not.toBe(started[1]);
  });

  it('streak challenge: a missed day restarts the count', async () => {
    const daily = await byTitle('Post every day for 30 days');
    const path = `/api/users/${learner.id}/challenges/${daily.id}`;
    await post(learner, `${path}/join`, { timeZone: TZ });
    await post(learner, `${path}/check-in`);
    await shiftRun(learner, daily.id, 1);
    expect((await post(learner, `${path}/check-in`)).json).toMatchObject({ message: 'Checked in: 2 of 30' });
    await shiftRun(learner, daily.id, 2); // yesterday missed
    expect((await byTitle('Post every day for 30 days')).run).toMatchObject({ progress: 0, missedDay: true, checkedInToday: false });
    expect((await post(learner, `${path}/check-in`)).json).toMatchObject({ message: 'Checked in: 1 of 30' });
  });

  it('admins create, edit and retire; learners cannot; retired challenges leave the public list and refuse check-ins', async () => {
    const body = { title: 'Call 3 past customers', description: 'Reconnect.', kind: 'count', target: 3 };
    expectError(await post(learner, '/api/challenges', body), 403, /./);
    const created = await post(admin, '/api/challenges', body);
    expect(created.status).toBe(201);
    const id = (created.json!.challenge as { id: number }).id;
    expectError(await post(admin, '/api/challenges', { ...body, target: 0 }), 400, /target must be from 1 to 365/);
    expectError(await post(admin, '/api/challenges', { ...body, kind: 'forever' }), 400, /kind must be/);

    await post(learner, `/api/users/${learner.id}/challenges/${id}/join`, { timeZone: TZ });
    const edited = await callApi('PUT', `/api/challenges/${id}`, { token: admin.token, body: { ...body, title: 'Call 5 past customers', target: 5 } });
    expect(edited.json).toMatchObject({ challenge: { title: 'Call 5 past customers', target: 5, isActive: true } });
    expectError(await callApi('PUT', `/api/challenges/${id}`, { token: learner.token, body }), 403, /./);

    const retired = await callApi('PUT', `/api/challenges/${id}`, { token: admin.token, body: { ...body, isActive: false } });
    expect(retired.json).toMatchObject({ message: 'Challenge retired', challenge: { isActive: false } });
    const publicList = (await callApi('GET', '/api/challenges')).json as unknown as { id: number }[];
    expect(publicList.map((c) => c.id)).not.toContain(id);
    const adminList = (await get(admin, '/api/challenges')).json as unknown as { id: number; isActive: boolean }[];
    expect(adminList.find((c) => c.id === id)).toMatchObject({ isActive: false });
    expectError(await post(learner, `/api/users/${learner.id}/challenges/${id}/check-in`, { count: 1 }), 404, 'Challenge not found');
    expectError(await post(learner, `/api/users/${learner.id}/challenges/${id}/join`, { timeZone: TZ }), 404, 'Challenge not found');
  });

  it("refuses another learner's challenge calls, and learners cannot write runs or challenges directly", async () => {
    const other = await newLearner('Challenge Intruder');
    expectError(await post(other, `/api/users/${learner.id}/challenges/1/join`, { timeZone: TZ }), 403, /./);
    expectError(await get(other, `/api/users/${learner.id}/challenges`), 403, /./);
    const client = other.client!;
    const runs = await client.from('challenge_runs').select('*');
    expect(runs.data ?? []).toEqual([]);
    // No table writes for learners: the rows change only through the RPCs.
    const { rows } = await db().query(
      `select has_table_privilege('authenticated', 'public.challenge_runs', 'insert, update, delete') as runs,
              has_table_privilege('authenticated', 'public.challenges', 'insert, update, delete') as challenges,
              has_function_privilege('authenticated', 'app.challenge_today(text)', 'execute') as today`,
    );
    expect(rows[0]).toEqual({ runs: false, challenges: false, today: false });
  });
});
