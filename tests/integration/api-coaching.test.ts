/**
 * The coaching queue through the gateway and the api function (docs/product.md#coaching): a recruit
 * who joins with a sponsor's link makes a welcome task, a station a congratulate task (once, however
 * many events arrive at once); only the task's sponsor reads and acts (403/404); claims in cheers and
 * questions are refused; a cheer reaches the recruit; opted-out learners make no tasks; help nobody
 * answers for 48 hours goes up the line; coaching pays once per task, capped per day; actions are
 * limited per day (429 + Retry-After); an answer to a question is no cheer of the member's other
 * tasks nor one of the recruit's unseen cheers, a cheer sent counts in `cheeredToday`, and a waiting question comes first. Every account is this file's own; no global setting changes
 * (the daily cap and limit are reached by writing this sponsor's own rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHEER_PRESETS } from '../../contract/index.ts';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { as as asCaller, claimsOf, expectBooksBalanced } from './db-helpers';

interface Task {
  id: number;
  kind: string;
  member: { id: string; name: string };
  reason: string;
  createdAt: string;
  actions: string[];
  question: string | null;
  cheeredAt: string | null;
}
interface Queue {
  tasks: Task[];
  summaries: { member: { id: string; name: string }; stations: number; text: string }[];
  week: { stations: number; joined: number };
  recruits: number;
  cheeredToday: number;
}

const suffix = Math.random().toString(36).slice(2, 7);
const as = (caller: Caller, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller.token, body });
const queue = async (caller: Caller) => {
  const answer = await as(caller, 'GET', '/api/team/coaching');
  expect(answer.status).toBe(200);
  return answer.json as unknown as Queue;
};
const taskOf = async (sponsor: Caller, memberId: string, kind: string) =>
  (await queue(sponsor)).tasks.find((task) => task.member.id === memberId && task.kind === kind);
const act = (caller: Caller, taskId: number, body: Record<string, unknown>) => as(caller, 'POST', `/api/team/coaching/${taskId}`, body);
const sweep = () => db().query('select app.coaching_sweep()');

/** Registers through the api with a referral code; returns the signed-in caller. */
async function recruit(name: string, sponsor: Caller): Promise<Caller> {
  const code = (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [sponsor.id])).rows[0]!.code;
  const email = uniqueEmail(`coach-${name.toLowerCase()}`);
  const registered = await callApi('POST', '/api/auth/register', {
    body: { name: `${name} ${suffix}`, email, password: 'coach-secret-1', phone: '+1 555 0177', referralCode: code },
  });
  expect(registered.status).toBe(201);
  const { user, session } = registered.json as { user: { id: string }; session: { access_token: string } };
  return { id: user.id, email, token: session.access_token, claims: claimsOf(user.id, email) };
}

let upline: Caller;
let sponsor: Caller;
let outsider: Caller;
let ana: Caller;

beforeAll(async () => {
  [upline, outsider] = await Promise.all([newLearner(`Coach Upline ${suffix}`), newLearner(`Coach Outsider ${suffix}`)]);
  sponsor = await recruit('Sponsor', upline);
  ana = await recruit('Ana', sponsor);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('the queue', () => {
  it('welcomes a recruit who joined with the sponsor’s link, and only that sponsor sees it', async () => {
    const welcome = await taskOf(sponsor, ana.id, 'welcome');
    expect(welcome).toMatchObject({ reason: `Ana ${suffix} joined your team`, actions: ['cheer', 'message', 'done', 'dismiss'] });
    // Level 2 for the upline: no task about Ana, a join in the sponsor's summary line instead.
    const above = await queue(upline);
    expect(above.tasks.some((task) => task.member.id === ana.id)).toBe(false);
    expect(above.summaries.find((line) => line.member.id === sponsor.id)?.text).toContain(`1 joined Sponsor ${suffix}'s team`);
    expect((await queue(outsider)).tasks).toEqual([]);
    // How many level-1 recruits each has: Today's team card shows only for a sponsor.
    expect((await queue(sponsor)).recruits).toBe(1);
    expect((await queue(outsider)).recruits).toBe(0);
  });

  it('congratulates a finished station, one open task however many events arrive together', async () => {
    const done = await as(ana, 'POST', `/api/users/${ana.id}/complete-mission`, { missionId: 1 });
    expect(done.status).toBe(200);
    expect((await taskOf(sponsor, ana.id, 'congratulate'))?.reason).toBe(`Ana ${suffix} finished Station 1`);
    // Four more stations written at the same moment from four connections.
    const missions = (await db().query<{ id: number }>('select id from public.missions where id <> 1 order by id limit 4')).rows;
    await Promise.all(
      missions.map((mission) => db().query('insert into public.mission_completions (user_id, mission_id) values ($1, $2)', [ana.id, mission.id])),
    );
    const open = await db().query(`select count(*)::int as n from app.coaching_tasks where member_id = $1 and kind = 'congratulate' and closed_at is null`, [
      ana.id,
    ]);
    expect(open.rows[0].n).toBe(1);
    const summary = (await queue(upline)).summaries.find((line) => line.member.id === sponsor.id);
    expect(summary?.stations).toBe(1 + missions.length);
  });

  it('lets only the task’s sponsor act: 403 for another sponsor, 404 for an unknown task', async () => {
    const task = (await taskOf(sponsor, ana.id, 'congratulate'))!;
    expectError(await act(outsider, task.id, { action: 'done' }), 403, 'Only the sponsor this task is for can act on it.');
    expectError(await act(upline, task.id, { action: 'cheer', preset: 'proud' }), 403, 'Only the sponsor this task is for can act on it.');
    expectError(await act(sponsor, 2_000_000_000, { action: 'done' }), 404, 'This task does not exist.');
    expectError(await act(sponsor, task.id, { action: 'nudge' }), 400, /offers: cheer, message, done, dismiss/);
  });

  it('refuses a cheer that makes an income claim, sends a clean one the recruit reads, and pays once', async () => {
    const task = (await taskOf(sponsor, ana.id, 'congratulate'))!;
    const claim = await act(sponsor, task.id, { action: 'cheer', message: 'Earn passive income while you sleep!' });
    expectError(claim, 422, /may make a claim/);
    expect(claim.json?.claims).toEqual(expect.arrayContaining([expect.objectContaining({ match: expect.any(String) })]));
    const cheered = await act(sponsor, task.id, { action: 'cheer', message: 'So proud of you, Ana!' });
    expect(cheered.status).toBe(200);
    expect(cheered.json).toMatchObject({ task: { id: task.id, closed: true }, points: 5 });
    expectError(await act(sponsor, task.id, { action: 'done' }), 409, 'This task is already closed.');
    const ledger = await db().query(`select count(*)::int as n from public.ledger where user_id = $1 and reason = 'coaching' and reference = $2`, [
      sponsor.id,
      String(task.id),
    ]);
    expect(ledger.rows[0].n).toBe(1);

    const cheers = await as(ana, 'GET', `/api/users/${ana.id}/cheers`);
    expect(cheers.json).toMatchObject({ unseen: 1, cheers: [{ message: 'So proud of you, Ana!', from: { id: sponsor.id }, seenAt: null, answers: null }] });
    expect((await as(outsider, 'GET', `/api/users/${ana.id}/cheers`)).status).toBe(403);
    const first = (cheers.json as { cheers: { id: number }[] }).cheers[0]!.id;
    expect((await as(ana, 'POST', `/api/users/${ana.id}/cheers/seen`, { upTo: first })).json).toMatchObject({ marked: 1 });
    expect((await as(ana, 'GET', `/api/users/${ana.id}/cheers`)).json).toMatchObject({ unseen: 0 });
  });

  it('cheers a moment once: the recruit’s other task of it says so and offers no cheer, a second cheer is refused until something new happens', async () => {
    // A sponsor of its own, so the top coaches below count only the tasks they name.
    const coach = await newLearner(`Coach Once ${suffix}`);
    const cyd = await recruit('Cyd', coach);
    const cheersTo = async () =>
      (await db().query<{ n: number }>('select count(*)::int as n from app.cheers where member_id = $1 and sponsor_id = $2', [cyd.id, coach.id])).rows[0]!.n;
    expect((await as(cyd, 'POST', `/api/users/${cyd.id}/complete-mission`, { missionId: 1 })).status).toBe(200);
    const welcome = (await taskOf(coach, cyd.id, 'welcome'))!;
    const station = (await taskOf(coach, cyd.id, 'congratulate'))!;
    expect(station).toMatchObject({ cheeredAt: null, actions: ['cheer', 'message', 'done', 'dismiss'] });

    expect((await act(coach, welcome.id, { action: 'cheer', preset: 'welcome' })).status).toBe(200);
    // The station task arose before that cheer: cheered, no Cheer offered, the other actions kept.
    const after = (await taskOf(coach, cyd.id, 'congratulate'))!;
    expect(after.cheeredAt).toEqual(expect.any(String));
    expect(after.actions).toEqual(['message', 'done', 'dismiss']);
    // The attack: a second cheer for the same moment through the other task. Refused, nothing sent or paid.
    expectError(
      await act(coach, station.id, { action: 'cheer', message: 'Again!' }),
      409,
      `You already cheered Cyd ${suffix} for this. You can cheer again when something new happens.`,
    );
    expect(await cheersTo()).toBe(1);
    expect((await db().query(`select 1 from public.ledger where reason = 'coaching' and reference = $1`, [String(station.id)])).rowCount).toBe(0);
    expect(await taskOf(coach, cyd.id, 'congratulate')).toMatchObject({ id: station.id, actions: ['message', 'done', 'dismiss'] });

    // Something new: another station refreshes the task's moment, and Cheer is back.
    expect((await as(cyd, 'POST', `/api/users/${cyd.id}/complete-mission`, { missionId: 2 })).status).toBe(200);
    const fresh = (await taskOf(coach, cyd.id, 'congratulate'))!;
    expect(fresh).toMatchObject({
      id: station.id,
      reason: `Cyd ${suffix} finished Station 2`,
      cheeredAt: null,
      actions: ['cheer', 'message', 'done', 'dismiss'],
    });
    expect((await act(coach, station.id, { action: 'cheer', preset: 'proud' })).status).toBe(200);
    expect(await cheersTo()).toBe(2);
  });

  it('sends a ready-made cheer by its id, which the recruit reads in their own language; refuses an unknown id, a preset on another action and words over the limit', async () => {
    const coach = await newLearner(`Coach Preset ${suffix}`);
    const dee = await recruit('Dee', coach);
    const welcome = (await taskOf(coach, dee.id, 'welcome'))!;
    const cheersTo = async () => (await db().query<{ n: number }>('select count(*)::int as n from app.cheers where member_id = $1', [dee.id])).rows[0]!.n;

    // The attacks: an id the contract does not know, the same through the database function (a
    // caller past the api), a preset on a message, own words one past the limit, and an unknown id
    // written straight into the table. Nothing is sent.
    expectError(await act(coach, welcome.id, { action: 'cheer', preset: 'bribe' }), 400, 'Unknown preset');
    await expect(
      asCaller({ ...coach, claims: claimsOf(coach.id, coach.email) }, (client) =>
        client.query(`select app.coaching_act($1::bigint, 'cheer', null, 'bribe')`, [welcome.id]),
      ),
    ).rejects.toThrow(/Unknown preset/);
    expectError(await act(coach, welcome.id, { action: 'message', preset: 'welcome' }), 400, 'A ready-made cheer goes with the cheer action only.');
    expectError(await act(coach, welcome.id, { action: 'cheer', message: 'x'.repeat(281) }), 400, 'A cheer or message is at most 280 characters');
    await expect(
      db().query('insert into app.cheers (sponsor_id, member_id, message, preset) values ($1, $2, $3, $4)', [coach.id, dee.id, 'Hi', 'bribe']),
    ).rejects.toThrow(/cheers_preset_check/);
    expect(await cheersTo()).toBe(0);

    // The database says each preset in the contract's English words (app.coaching_act keeps its own copy).
    const source = (await db().query<{ src: string }>(`select prosrc as src from pg_proc where proname = 'coaching_act'`)).rows[0]!.src;
    for (const [id, words] of Object.entries(CHEER_PRESETS)) expect(source).toContain(`when '${id}' then '${words.replaceAll("'", "''")}'`);

    // The id is kept with the preset's English words, whatever words came with it.
    expect((await act(coach, welcome.id, { action: 'cheer', preset: 'welcome', message: 'Other words' })).status).toBe(200);
    const stored = await db().query('select message, preset from app.cheers where member_id = $1', [dee.id]);
    expect(stored.rows).toEqual([{ message: CHEER_PRESETS.welcome, preset: 'welcome' }]);
    // The recruit's reads carry the id: their app says it in their language.
    expect((await as(dee, 'GET', `/api/users/${dee.id}/cheers`)).json).toMatchObject({ cheers: [{ message: CHEER_PRESETS.welcome, preset: 'welcome' }] });
    expect((await as(dee, 'GET', `/api/users/${dee.id}/coaching`)).json).toMatchObject({ lastCheer: { preset: 'welcome' } });
  });

  it('prefills a message in the sponsor’s voice with share links that carry no address or number', async () => {
    const welcome = (await taskOf(sponsor, ana.id, 'welcome'))!;
    const first = await act(sponsor, welcome.id, { action: 'message' });
    expect(first.status).toBe(200);
    const share = first.json?.share as { text: string; targets: { id: string; url: string }[] };
    // First names, as people write to each other (the names are "Ana <suffix>" and "Sponsor <suffix>").
    expect(share.text).toContain("Hi Ana, it's Sponsor.");
    expect(share.targets.map((target) => target.id)).toEqual(['whatsapp', 'sms', 'email']);
    expect(first.text).not.toContain(ana.email);
    expect(first.text).not.toMatch(/555\D*0177/);
    // A message only prepares a text: no points. Done once it is sent pays, once.
    expect(first.json).toMatchObject({ task: { closed: false }, points: 0 });
    expect((await act(sponsor, welcome.id, { action: 'message' })).json).toMatchObject({ task: { closed: false }, points: 0 });
    const done = await act(sponsor, welcome.id, { action: 'done' });
    expect(done.json).toMatchObject({ task: { closed: true }, points: 5 });
  });
});

describe('the recruit’s side', () => {
  it('makes no tasks about a learner who turned coaching off', async () => {
    const quiet = await recruit('Quiet', sponsor);
    expect(await taskOf(sponsor, quiet.id, 'welcome')).toBeDefined();
    const off = await as(quiet, 'PUT', `/api/users/${quiet.id}/coaching`, { coached: false, hideFromUpline: true });
    expect(off.json).toMatchObject({ coached: false, hideFromUpline: true, sponsor: { id: sponsor.id } });
    expect(await taskOf(sponsor, quiet.id, 'welcome')).toBeUndefined();
    const before = (await queue(upline)).summaries.find((line) => line.member.id === sponsor.id)?.stations;
    expect((await as(quiet, 'POST', `/api/users/${quiet.id}/complete-mission`, { missionId: 1 })).status).toBe(200);
    expect((await queue(sponsor)).tasks.some((task) => task.member.id === quiet.id)).toBe(false);
    // Hidden from above level 1: the upline's summary does not count the station.
    expect((await queue(upline)).summaries.find((line) => line.member.id === sponsor.id)?.stations).toBe(before);
  });

  it('turns two wrong answers to the same quiz into a struggling task', async () => {
    const quiz = (await db().query<{ id: number }>('select id from public.quizzes order by id limit 1')).rows[0]!.id;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await db().query('delete from public.quiz_answers where user_id = $1 and quiz_id = $2', [ana.id, quiz]);
      await db().query('insert into public.quiz_answers (user_id, quiz_id, answer, is_correct) values ($1, $2, 0, false)', [ana.id, quiz]);
    }
    expect((await taskOf(sponsor, ana.id, 'struggling'))?.reason).toMatch(new RegExp(`^Ana ${suffix} answered the same quiz wrong twice`));
    await db().query('delete from public.quiz_answers where user_id = $1 and quiz_id = $2', [ana.id, quiz]);
  });

  it('refuses a question with a claim, and moves help nobody answered for 48 hours to the upline', async () => {
    const bea = await recruit('Bea', sponsor);
    expectError(await as(bea, 'POST', `/api/users/${bea.id}/help`, { question: 'How do I earn passive income while you sleep?' }), 422, /may make a claim/);
    const asked = await as(bea, 'POST', `/api/users/${bea.id}/help`, { question: 'How do I share my invite link?' });
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ message: `Sponsor ${suffix} has your question`, help: { holder: { id: sponsor.id } } });
    const task = (await taskOf(sponsor, bea.id, 'struggling'))!;
    // The reason says who asked; the question is said once, as the task's question.
    expect(task.reason).toBe(`Bea ${suffix} asked for help`);
    expect(task.question).toBe('How do I share my invite link?');
    // A question is answered or goes up the line: it cannot be dismissed (the learner was told who has it).
    expect(task.actions).toEqual(['message', 'cheer', 'done']);
    expectError(await act(sponsor, task.id, { action: 'dismiss' }), 400, /offers: message, cheer, done\./);

    await db().query(`update app.coaching_tasks set created_at = now() - interval '49 hours' where id = $1`, [task.id]);
    await sweep();
    expect(await taskOf(sponsor, bea.id, 'struggling')).toBeUndefined();
    const up = await taskOf(upline, bea.id, 'struggling');
    expect(up).toMatchObject({
      reason: `Bea ${suffix} asked Sponsor ${suffix} for help 2 days ago and is still waiting`,
      question: 'How do I share my invite link?',
    });
    const mine = await as(bea, 'GET', `/api/users/${bea.id}/coaching`);
    expect(mine.json).toMatchObject({
      sponsor: { id: sponsor.id },
      help: [{ question: 'How do I share my invite link?', holder: { id: upline.id }, answeredAt: null }],
    });
    // The upline's message quotes the question, pays nothing and answers nothing.
    const message = await act(upline, up!.id, { action: 'message' });
    expect(message.json).toMatchObject({ points: 0, task: { closed: false } });
    expect((message.json?.share as { text: string }).text).toBe(`Hi Bea, it's Coach. You asked: "How do I share my invite link?" Here is my answer:`);
    expect((await as(bea, 'GET', `/api/users/${bea.id}/coaching`)).json).toMatchObject({ help: [{ answeredAt: null, answer: null }] });
    // A claim in the answer is refused as in any cheer.
    expectError(await act(upline, up!.id, { action: 'cheer', message: 'Earn passive income while you sleep!' }), 422, /may make a claim/);
    // The upline answers in the app: Bea reads the answer with who gave it; no further move.
    const answered = await act(upline, up!.id, { action: 'cheer', message: 'Tap Invite, then Copy link.' });
    expect(answered.json).toMatchObject({ message: `Answer sent to Bea ${suffix}`, points: 5, task: { closed: true } });
    expect((await as(bea, 'GET', `/api/users/${bea.id}/coaching`)).json).toMatchObject({
      lastCheer: { message: 'Tap Invite, then Copy link.' },
      help: [{ answeredAt: expect.any(String), answer: { message: 'Tap Invite, then Copy link.', by: { id: upline.id, name: `Coach Upline ${suffix}` } } }],
    });
    // Her cheers say which question the answer answers (her next open celebrates it as an answer).
    expect((await as(bea, 'GET', `/api/users/${bea.id}/cheers`)).json).toMatchObject({
      cheers: [{ message: 'Tap Invite, then Copy link.', answers: 'How do I share my invite link?' }],
    });
  });

  it('keeps a question on its way up after a Message: only an answer in the app or Done answers it', async () => {
    const kit = await recruit('Kit', sponsor);
    expect((await as(kit, 'POST', `/api/users/${kit.id}/help`, { question: 'Where is Station 2?' })).status).toBe(201);
    const task = (await taskOf(sponsor, kit.id, 'struggling'))!;
    // The sponsor opens a Message: a text for another app, which the app cannot see sent.
    expect((await act(sponsor, task.id, { action: 'message' })).json).toMatchObject({ task: { closed: false } });
    await db().query(`update app.coaching_tasks set created_at = now() - interval '49 hours' where id = $1`, [task.id]);
    await sweep();
    expect(await taskOf(sponsor, kit.id, 'struggling')).toBeUndefined();
    expect((await db().query('select outcome from app.coaching_tasks where id = $1', [task.id])).rows[0]).toEqual({ outcome: 'escalated' });
    const up = (await taskOf(upline, kit.id, 'struggling'))!;
    expect(up.question).toBe('Where is Station 2?');
    expect((await as(kit, 'GET', `/api/users/${kit.id}/coaching`)).json).toMatchObject({ help: [{ holder: { id: upline.id }, answeredAt: null }] });
    // Done by whoever has it answers it: the question goes no further, however long it waited.
    expect((await act(upline, up.id, { action: 'done' })).json).toMatchObject({ task: { closed: true } });
    await db().query(`update app.coaching_tasks set created_at = now() - interval '49 hours' where id = $1`, [up.id]);
    await sweep();
    const open = await db().query(`select count(*)::int as n from app.coaching_tasks where member_id = $1 and kind = 'struggling' and closed_at is null`, [
      kit.id,
    ]);
    expect(open.rows).toEqual([{ n: 0 }]);
    expect((await as(kit, 'GET', `/api/users/${kit.id}/coaching`)).json).toMatchObject({ help: [{ answeredAt: expect.any(String), answer: null }] });
  });

  it('opens a stalled task once per stall and closes it when the member is active again', async () => {
    const cal = await recruit('Cal', sponsor);
    await db().query(`update app.member_progress set active_on = current_date - 10 where user_id = $1`, [cal.id]);
    await sweep();
    await sweep();
    const stalled = await db().query(`select count(*)::int as n from app.coaching_tasks where member_id = $1 and kind = 'stalled'`, [cal.id]);
    expect(stalled.rows[0].n).toBe(1);
    expect((await taskOf(sponsor, cal.id, 'stalled'))?.actions).toEqual(['nudge', 'message', 'cheer', 'done', 'dismiss']);
    await db().query(`update app.member_progress set active_on = current_date where user_id = $1`, [cal.id]);
    expect(await taskOf(sponsor, cal.id, 'stalled')).toBeUndefined();
  });
});

describe('the sweep', () => {
  it('is a cron job every five minutes', async () => {
    const { rows } = await db().query(`select schedule, command from cron.job where jobname = 'coaching-sweep' and active`);
    expect(rows).toEqual([{ schedule: '*/5 * * * *', command: 'select app.coaching_sweep()' }]);
  });
});

describe('limits', () => {
  it('pays at most the daily cap of coaching points', async () => {
    const capped = await newLearner(`Coach Capped ${suffix}`);
    const dee = await recruit('Dee', capped);
    const cap = (await db().query<{ cap: number }>('select coaching_points_per_day as cap from app.settings')).rows[0]!.cap;
    // Today's cap already earned (rows of this sponsor only).
    await db().query(
      `insert into public.ledger (user_id, delta_points, reason, reference) select $1, 1, 'coaching', 'cap-' || g from generate_series(1, $2::int) g`,
      [capped.id, cap],
    );
    const welcome = (await taskOf(capped, dee.id, 'welcome'))!;
    expect((await act(capped, welcome.id, { action: 'done' })).json).toMatchObject({ points: 0, task: { closed: true } });
  });

  it('limits actions per sponsor per day with 429 and Retry-After', async () => {
    const busy = await newLearner(`Coach Busy ${suffix}`);
    const eve = await recruit('Eve', busy);
    const welcome = (await taskOf(busy, eve.id, 'welcome'))!;
    const limit = (await db().query<{ n: number }>('select coaching_actions_per_day as n from app.settings')).rows[0]!.n;
    await db().query(
      `insert into app.coaching_actions (task_id, sponsor_id, action, created_at) select $1, $2, 'message', now() - interval '1 hour' from generate_series(1, $3::int)`,
      [welcome.id, busy.id, limit],
    );
    const refused = await act(busy, welcome.id, { action: 'done' });
    expectError(refused, 429, /coaching actions a day/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(22 * 3600);
    expect(wait).toBeLessThanOrEqual(23 * 3600 + 1);
  });
});

describe('reports', () => {
  it('lists this week’s top coaches to any learner, names and points only', async () => {
    const answer = await as(outsider, 'GET', '/api/league/coaches');
    expect(answer.status).toBe(200);
    const top = answer.json as unknown as { id: string; points: number }[];
    expect(top.length).toBeLessThanOrEqual(5);
    // The sponsor's cheer and message above (5 + 5), the upline's cheer and Done on the escalated help (5 + 5).
    expect(top).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sponsor.id, points: 10, tasks: 2 }),
        expect.objectContaining({ id: upline.id, points: 10, tasks: 2 }),
      ]),
    );
    expect(answer.text).not.toContain('@');
  });

  it('gives admins the coaching funnel and cohorts, and nobody else', async () => {
    expectError(await as(sponsor, 'GET', '/api/insights/coaching'), 403, 'Only administrators can read the insights');
    const admin = await fileAdmin();
    const answer = await as(admin, 'GET', '/api/insights/coaching?days=30');
    expect(answer.status).toBe(200);
    const insights = answer.json as unknown as { days: number; funnel: { kind: string; tasks: number; acted: number }[] };
    expect(insights.days).toBe(30);
    const welcome = insights.funnel.find((row) => row.kind === 'welcome');
    expect(welcome?.tasks).toBeGreaterThanOrEqual(1);
    expect(welcome?.acted).toBeGreaterThanOrEqual(1);
  });
});

// After the reports: these coaches' points would crowd this week's top five the test above reads.
describe('an answer and a cheer', () => {
  it('answers a question without cheering the member’s other tasks, and counts a cheer sent', async () => {
    const coach = await newLearner(`Coach Answer ${suffix}`);
    const [wes, flo] = [await recruit('Wes', coach), await recruit('Flo', coach)];
    expect((await as(wes, 'POST', `/api/users/${wes.id}/complete-mission`, { missionId: 1 })).status).toBe(200);
    expect((await as(wes, 'POST', `/api/users/${wes.id}/help`, { question: 'How do I share my link?' })).status).toBe(201);
    const help = (await taskOf(coach, wes.id, 'struggling'))!;
    const answered = await act(coach, help.id, { action: 'cheer', message: 'Tap Invite, then Copy link.' });
    expect(answered.json).toMatchObject({ message: `Answer sent to Wes ${suffix}`, task: { closed: true } });

    // Wes's other tasks were not cheered: no "Cheered", Cheer still offered, and not counted.
    const after = await queue(coach);
    const open = { cheeredAt: null, actions: ['cheer', 'message', 'done', 'dismiss'] };
    expect(after.tasks.find((task) => task.member.id === wes.id && task.kind === 'welcome')).toMatchObject(open);
    expect(after.tasks.find((task) => task.member.id === wes.id && task.kind === 'congratulate')).toMatchObject(open);
    expect(after.cheeredToday).toBe(0);
    // Nor is it his first cheer in the admins' insights ("hours to first cheer", the cheered cohort).
    const firstCheer = async (member: Caller) => (await db().query<{ at: Date | null }>('select app.first_cheer_at($1) as at', [member.id])).rows[0]!.at;
    expect(await firstCheer(wes)).toBeNull();

    // A cheer sent closes its task and counts; the member's other task of that moment is cheered.
    const floWelcome = after.tasks.find((task) => task.member.id === flo.id)!;
    expect((await act(coach, floWelcome.id, { action: 'cheer', preset: 'welcome' })).status).toBe(200);
    expect((await queue(coach)).cheeredToday).toBe(1);
    const wesStation = after.tasks.find((task) => task.member.id === wes.id && task.kind === 'congratulate')!;
    expect((await act(coach, wesStation.id, { action: 'cheer', preset: 'proud' })).json).toMatchObject({ message: `Cheer sent to Wes ${suffix}` });
    const cheered = (await db().query<{ at: Date }>("select created_at as at from app.cheers where member_id = $1 and preset = 'proud'", [wes.id])).rows[0]!.at;
    expect(await firstCheer(wes)).toEqual(cheered);
    const last = await queue(coach);
    expect(last.cheeredToday).toBe(2);
    expect(last.tasks.find((task) => task.member.id === wes.id && task.kind === 'welcome')).toMatchObject({
      cheeredAt: expect.any(String),
      actions: ['message', 'done', 'dismiss'],
    });

    // Wes was sent one cheer: his unseen cheers are that one; the answer (his sponsor card shows it)
    // is listed with the question it answers, and is not counted as a cheer.
    const mine = await as(wes, 'GET', `/api/users/${wes.id}/cheers`);
    expect(mine.json).toMatchObject({
      unseen: 1,
      cheers: [
        { preset: 'proud', answers: null, seenAt: null },
        { message: 'Tap Invite, then Copy link.', answers: 'How do I share my link?', seenAt: null },
      ],
    });
  });

  it("counts today's cheers in the sponsor's own day, not UTC's", async () => {
    // A day 14 hours ahead of UTC and one 11 behind: whatever the hour, in one of them a cheer just
    // before the local midnight and one just after it fall in the same UTC day.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const coach = await newLearner(`Coach Zone ${suffix}`);
      await db().query('update public.profiles set time_zone = $2 where id = $1', [coach.id, zone]);
      const ida = await recruit('Ida', coach);
      const welcome = (await taskOf(coach, ida.id, 'welcome'))!;
      expect((await act(coach, welcome.id, { action: 'cheer', preset: 'welcome' })).status).toBe(200);
      const movedTo = (minutes: number) =>
        db().query(
          `update app.coaching_actions set created_at = (((now() at time zone $2)::date)::timestamp at time zone $2) + make_interval(mins => $3)
            where sponsor_id = $1 and action = 'cheer'`,
          [coach.id, zone, minutes],
        );
      await movedTo(-1);
      expect((await queue(coach)).cheeredToday, `${zone}: a minute before the local day`).toBe(0);
      await movedTo(1);
      expect((await queue(coach)).cheeredToday, `${zone}: a minute into the local day`).toBe(1);
    }
  });

  it('puts a waiting question first, the oldest first, ahead of newer news', async () => {
    const coach = await newLearner(`Coach Order ${suffix}`);
    const [gus, hal] = [await recruit('Gus', coach), await recruit('Hal', coach)];
    expect((await as(gus, 'POST', `/api/users/${gus.id}/help`, { question: 'Where is my link?' })).status).toBe(201);
    expect((await as(hal, 'POST', `/api/users/${hal.id}/help`, { question: 'What is a station?' })).status).toBe(201);
    // Gus asked ten hours ago (closer to going up the line); Hal's news came after both questions.
    await db().query(`update app.coaching_tasks set created_at = now() - interval '10 hours' where member_id = $1 and kind = 'struggling'`, [gus.id]);
    expect((await as(hal, 'POST', `/api/users/${hal.id}/complete-mission`, { missionId: 1 })).status).toBe(200);
    const order = (await queue(coach)).tasks.map((task) => `${task.kind} ${task.member.id === gus.id ? 'Gus' : 'Hal'}`);
    expect(order).toEqual(['struggling Gus', 'struggling Hal', 'congratulate Hal', 'welcome Hal', 'welcome Gus']);
  });
});
