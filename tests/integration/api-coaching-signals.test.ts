/**
 * What opens and closes coaching tasks beyond api-coaching.test.ts (docs/product.md#coaching): a
 * nudge from a stalled task (and My Team's nudge rules holding it back, a refused action sending no
 * e-mail, a failed e-mail undoing the nudge), a cheer's push to the
 * recruit's device on the stand-in push service, the streak-at-risk sweep, congratulations on a
 * league promotion and a finished course, the welcome expiring after 48 hours, and the same quiz
 * missed twice in a row within 7 days (not a month apart, not across a right answer).
 * Every account, course, quiz and league is this file's own; no global setting changes. The sweep
 * is global: it only acts on rows in the state these tests put their own accounts in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { callApi, closeDb, db, uniqueEmail } from '../support/clients';
import { inbox, waitForMail } from '../support/mail';
import { decryptPush, pushService } from '../support/push-receiver';
import { type Caller, expectError, newLearner } from './api-helpers';
import { claimsOf, expectBooksBalanced, makeQuiz, rpc } from './db-helpers';
import { startSecondFunction } from './second-function';

interface Task {
  id: number;
  kind: string;
  member: { id: string; name: string };
  reason: string;
  actions: string[];
}

const suffix = Math.random().toString(36).slice(2, 7);
const as = (caller: Caller, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller.token, body });
const tasksOf = async (sponsor: Caller) => {
  const answer = await as(sponsor, 'GET', '/api/team/coaching');
  expect(answer.status).toBe(200);
  return (answer.json as unknown as { tasks: Task[] }).tasks;
};
const taskOf = async (sponsor: Caller, memberId: string, kind: string) =>
  (await tasksOf(sponsor)).find((task) => task.member.id === memberId && task.kind === kind);
const act = (caller: Caller, taskId: number, body: Record<string, unknown>) => as(caller, 'POST', `/api/team/coaching/${taskId}`, body);
const sweep = () => db().query('select app.coaching_sweep()');
const taskRow = async (id: number) =>
  (
    await db().query<{ closed: boolean; outcome: string | null; expires_at: Date | null }>(
      'select closed_at is not null as closed, outcome, expires_at from app.coaching_tasks where id = $1',
      [id],
    )
  ).rows[0]!;

/** Registers through the api with the sponsor's referral code; returns the signed-in caller. */
async function recruit(name: string, sponsor: Caller): Promise<Caller> {
  const code = (await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [sponsor.id])).rows[0]!.code;
  const email = uniqueEmail(`signal-${name.toLowerCase()}`);
  const registered = await callApi('POST', '/api/auth/register', {
    body: { name: `${name} ${suffix}`, email, password: 'signal-secret-1', referralCode: code },
  });
  expect(registered.status).toBe(201);
  const { user, session } = registered.json as { user: { id: string }; session: { access_token: string } };
  return { id: user.id, email, token: session.access_token, claims: claimsOf(user.id, email) };
}

let sponsor: Caller;

beforeAll(async () => {
  sponsor = await newLearner(`Signal Sponsor ${suffix}`);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('nudge', () => {
  it('sends My Team’s nudge e-mail from a stalled task and closes it; a member nudged this week is refused and the task stays open', async () => {
    const sam = await recruit('Sam', sponsor);
    await db().query('update app.member_progress set active_on = current_date - 10 where user_id = $1', [sam.id]);
    await sweep();
    const stalled = (await taskOf(sponsor, sam.id, 'stalled'))!;
    expect(stalled.actions[0]).toBe('nudge');

    const nudged = await act(sponsor, stalled.id, { action: 'nudge' });
    expect(nudged.status).toBe(200);
    expect(nudged.json).toMatchObject({ message: `Nudge sent to Sam ${suffix}`, task: { id: stalled.id, closed: true }, points: 5 });
    expect(await taskRow(stalled.id)).toMatchObject({ closed: true, outcome: 'nudge' });
    const subject = `Signal Sponsor ${suffix} is cheering you on`;
    expect((await waitForMail(sam.email, subject)).text).toContain('Your next stop is Station 1');
    const nudgeMails = async () => (await inbox(sam.email)).filter((mail) => mail.subject === subject).length;
    expect(await nudgeMails()).toBe(1);
    const recorded = await db().query('select count(*)::int as n from app.nudges where member_id = $1 and sender_id = $2', [sam.id, sponsor.id]);
    expect(recorded.rows[0].n).toBe(1);

    // Active, then idle again: a new stall opens a new task, but the nudge's one-a-week rule holds.
    await db().query('update app.member_progress set active_on = current_date where user_id = $1', [sam.id]);
    await db().query(`update app.coaching_tasks set created_at = now() - interval '20 days' where id = $1`, [stalled.id]);
    await db().query('update app.member_progress set active_on = current_date - 9 where user_id = $1', [sam.id]);
    await sweep();
    const again = (await taskOf(sponsor, sam.id, 'stalled'))!;
    expect(again.id).not.toBe(stalled.id);
    expectError(await act(sponsor, again.id, { action: 'nudge' }), 409, /One nudge a week per member/);
    expect(await taskRow(again.id)).toMatchObject({ closed: false, outcome: null });
    const actions = await db().query('select count(*)::int as n from app.coaching_actions where task_id = $1', [again.id]);
    expect(actions.rows[0].n).toBe(0);
    expect(await nudgeMails()).toBe(1);
  });

  it('sends no e-mail when the coaching action is refused after My Team’s rules pass (the daily action limit)', async () => {
    const busy = await newLearner(`Signal Busy ${suffix}`);
    const una = await recruit('Una', busy);
    await db().query('update app.member_progress set active_on = current_date - 10 where user_id = $1', [una.id]);
    await sweep();
    const stalled = (await taskOf(busy, una.id, 'stalled'))!;
    // This sponsor's own rows spend their daily coaching actions (no global setting changes).
    const limit = (await db().query<{ n: number }>('select coaching_actions_per_day as n from app.settings')).rows[0]!.n;
    await db().query(
      `insert into app.coaching_actions (task_id, sponsor_id, action, created_at) select $1, $2, 'message', now() - interval '1 hour' from generate_series(1, $3::int)`,
      [stalled.id, busy.id, limit],
    );
    expectError(await act(busy, stalled.id, { action: 'nudge' }), 429, /coaching actions a day/);
    expect(await taskRow(stalled.id)).toMatchObject({ closed: false, outcome: null });
    expect((await db().query('select count(*)::int as n from app.nudges where member_id = $1', [una.id])).rows[0].n).toBe(0);
    // The member can still be nudged (My Team's one-a-week rule did not count a nudge never sent).
    const nudged = await as(busy, 'POST', `/api/team/${una.id}/nudge`);
    expect(nudged.status).toBe(200);
    const mails = (await inbox(una.email)).filter((mail) => mail.subject === `Signal Busy ${suffix} is cheering you on`);
    expect(mails).toHaveLength(1);
  });

  it('undoes the nudge and the action and reopens the task when the e-mail cannot be sent (503)', async () => {
    // A second instance of the api function whose mail server is a port nobody listens on.
    const fn = await startSecondFunction(await freePort());
    try {
      const vic = await recruit('Vic', sponsor);
      await db().query('update app.member_progress set active_on = current_date - 10 where user_id = $1', [vic.id]);
      await sweep();
      const stalled = (await taskOf(sponsor, vic.id, 'stalled'))!;
      const response = await fetch(`${fn.url}/api/team/coaching/${stalled.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sponsor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'nudge' }),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ message: 'We could not send the nudge e-mail. Please try again.' });
      expect(await taskRow(stalled.id)).toMatchObject({ closed: false, outcome: null });
      expect((await db().query('select count(*)::int as n from app.coaching_actions where task_id = $1', [stalled.id])).rows[0].n).toBe(0);
      expect((await db().query('select count(*)::int as n from app.nudges where member_id = $1', [vic.id])).rows[0].n).toBe(0);
      // Once mail works the same task nudges: the e-mail goes, the task closes (its points were paid once).
      const again = await act(sponsor, stalled.id, { action: 'nudge' });
      expect(again.json).toMatchObject({ task: { closed: true }, points: 0 });
      await waitForMail(vic.email, `Signal Sponsor ${suffix} is cheering you on`);
    } finally {
      await fn.stop();
    }
  });

  it('refuses a nudge from someone else’s task before any e-mail goes out', async () => {
    const tom = await recruit('Tom', sponsor);
    const stranger = await newLearner(`Signal Stranger ${suffix}`);
    await db().query('update app.member_progress set active_on = current_date - 10 where user_id = $1', [tom.id]);
    await sweep();
    const stalled = (await taskOf(sponsor, tom.id, 'stalled'))!;
    expectError(await act(stranger, stalled.id, { action: 'nudge' }), 403, 'Only the sponsor this task is for can act on it.');
    expect((await inbox(tom.email)).filter((mail) => mail.subject.endsWith('is cheering you on'))).toHaveLength(0);
    expect((await db().query('select count(*)::int as n from app.nudges where member_id = $1', [tom.id])).rows[0].n).toBe(0);
  });
});

describe('cheer push', () => {
  it('pushes a cheer to the recruit’s subscribed device when they chose push, and not otherwise', async () => {
    const receiver = pushService();
    const pia = await recruit('Pia', sponsor);
    const phone = receiver.subscription();
    const saved = await as(pia, 'POST', `/api/users/${pia.id}/push-subscriptions`, { endpoint: phone.endpoint, keys: phone.keys });
    expect(saved.status).toBe(200);
    await db().query(
      `insert into public.reminder_settings (user_id, by_email, by_push) values ($1, false, true)
       on conflict (user_id) do update set by_email = false, by_push = true`,
      [pia.id],
    );
    const welcome = (await taskOf(sponsor, pia.id, 'welcome'))!;
    const cheered = await act(sponsor, welcome.id, { action: 'cheer', message: 'Welcome aboard, Pia!' });
    expect(cheered.status).toBe(200);
    const pushed = await receiver.received(phone.endpoint);
    expect(pushed).toHaveLength(1);
    const payload = JSON.parse(await decryptPush(phone, pushed[0]!.body)) as { title: string; body: string; url: string };
    expect(payload).toMatchObject({ title: 'Your sponsor cheered you', body: 'Welcome aboard, Pia!', url: '/dashboard?cheer=1' });
    // What the sponsor's answer carries: no device, no endpoint.
    expect(cheered.text).not.toContain(phone.endpoint);

    // Push turned off: the cheer is saved, nothing is pushed.
    const quiet = await recruit('Quill', sponsor);
    const laptop = receiver.subscription();
    expect((await as(quiet, 'POST', `/api/users/${quiet.id}/push-subscriptions`, { endpoint: laptop.endpoint, keys: laptop.keys })).status).toBe(200);
    await db().query(
      `insert into public.reminder_settings (user_id, by_email, by_push) values ($1, true, false)
       on conflict (user_id) do update set by_push = false`,
      [quiet.id],
    );
    const other = (await taskOf(sponsor, quiet.id, 'welcome'))!;
    expect((await act(sponsor, other.id, { action: 'cheer', preset: 'welcome' })).status).toBe(200);
    expect(await receiver.received(laptop.endpoint)).toHaveLength(0);
    expect((await as(quiet, 'GET', `/api/users/${quiet.id}/cheers`)).json).toMatchObject({ unseen: 1 });
  });

  it('pushes an answer to the recruit’s question as an answer, saying who answered', async () => {
    const receiver = pushService();
    const ida = await recruit('Ida', sponsor);
    const phone = receiver.subscription();
    expect((await as(ida, 'POST', `/api/users/${ida.id}/push-subscriptions`, { endpoint: phone.endpoint, keys: phone.keys })).status).toBe(200);
    await db().query(
      `insert into public.reminder_settings (user_id, by_email, by_push) values ($1, false, true) on conflict (user_id) do update set by_push = true`,
      [ida.id],
    );
    expect((await as(ida, 'POST', `/api/users/${ida.id}/help`, { question: 'How do I invite someone?' })).status).toBe(201);
    const help = (await taskOf(sponsor, ida.id, 'struggling'))!;
    expect((await act(sponsor, help.id, { action: 'cheer', message: 'Tap Invite on Today.' })).status).toBe(200);
    const pushed = await receiver.received(phone.endpoint);
    expect(pushed).toHaveLength(1);
    const payload = JSON.parse(await decryptPush(phone, pushed[0]!.body)) as { title: string; body: string; url: string };
    expect(payload).toMatchObject({ title: `Signal Sponsor ${suffix} answered your question`, body: 'Tap Invite on Today.', url: '/dashboard?cheer=1' });
  });

  it('keeps the cheer when the device is gone', async () => {
    const receiver = pushService();
    const gus = await recruit('Gus', sponsor);
    const gone = receiver.subscription();
    expect((await as(gus, 'POST', `/api/users/${gus.id}/push-subscriptions`, { endpoint: gone.endpoint, keys: gone.keys })).status).toBe(200);
    await receiver.answer(gone.endpoint, 'gone');
    await db().query(
      `insert into public.reminder_settings (user_id, by_email, by_push) values ($1, false, true) on conflict (user_id) do update set by_push = true`,
      [gus.id],
    );
    const welcome = (await taskOf(sponsor, gus.id, 'welcome'))!;
    expect((await act(sponsor, welcome.id, { action: 'cheer', preset: 'proud' })).status).toBe(200);
    expect((await as(gus, 'GET', `/api/users/${gus.id}/cheers`)).json).toMatchObject({ unseen: 1, cheers: [{ message: 'Proud of you! Keep going.' }] });
  });
});

describe('the sweep', () => {
  it('opens a streak-at-risk task in the recruit’s evening, once, until the end of their day, and closes it when they are active', async () => {
    const ria = await recruit('Ria', sponsor);
    // A zone where it is 20:00-something now, so the recruit's evening has come.
    const { rows } = await db().query<{ zone: string }>(
      `select 'Etc/GMT' || case when o > 0 then '-' || o else '+' || (-o) end as zone
         from (select case when 20 - h > 14 then 20 - h - 24 else 20 - h end as o
                 from (select extract(hour from now() at time zone 'utc')::int as h) x) y`,
    );
    const zone = rows[0]!.zone;
    await db().query(`update public.profiles set time_zone = $2, login_streak = 4, last_login_on = (now() at time zone $2)::date - 1 where id = $1`, [
      ria.id,
      zone,
    ]);
    await db().query('update app.member_progress set active_on = (now() at time zone $2)::date - 1 where user_id = $1', [ria.id, zone]);
    await sweep();
    await sweep();
    const atRisk = await db().query<{ id: number; reason: string; ends: boolean }>(
      `select id, reason, expires_at = (((now() at time zone $2)::date + 1)::timestamp at time zone $2) as ends
         from app.coaching_tasks where member_id = $1 and kind = 'streak_at_risk'`,
      [ria.id, zone],
    );
    expect(atRisk.rows).toEqual([{ id: expect.any(String), reason: `Ria ${suffix}'s 4-day streak ends tonight`, ends: true }]);
    expect((await taskOf(sponsor, ria.id, 'streak_at_risk'))?.actions).toEqual(['cheer', 'message', 'done', 'dismiss']);

    // Active today (their day): the task resolves itself.
    await db().query('update app.member_progress set active_on = (now() at time zone $2)::date where user_id = $1', [ria.id, zone]);
    expect(await taskOf(sponsor, ria.id, 'streak_at_risk')).toBeUndefined();
    expect(await taskRow(Number(atRisk.rows[0]!.id))).toMatchObject({ closed: true, outcome: 'resolved' });
  });

  it('makes no streak-at-risk task for a streak under 3 or before the recruit’s evening', async () => {
    const short = await recruit('Short', sponsor);
    const early = await recruit('Early', sponsor);
    const { rows } = await db().query<{ evening: string; morning: string }>(
      `select 'Etc/GMT' || case when e > 0 then '-' || e else '+' || (-e) end as evening,
              'Etc/GMT' || case when m > 0 then '-' || m else '+' || (-m) end as morning
         from (select case when 20 - h > 14 then 20 - h - 24 else 20 - h end as e,
                      case when 9 - h < -12 then 9 - h + 24 else 9 - h end as m
                 from (select extract(hour from now() at time zone 'utc')::int as h) x) y`,
    );
    const { evening, morning } = rows[0]!;
    for (const [learner, zone, streak] of [
      [short, evening, 2],
      [early, morning, 6],
    ] as const) {
      await db().query(`update public.profiles set time_zone = $2, login_streak = $3, last_login_on = (now() at time zone $2)::date - 1 where id = $1`, [
        learner.id,
        zone,
        streak,
      ]);
      await db().query('update app.member_progress set active_on = (now() at time zone $2)::date - 1 where user_id = $1', [learner.id, zone]);
    }
    await sweep();
    const made = await db().query(`select count(*)::int as n from app.coaching_tasks where member_id = any($1::uuid[]) and kind = 'streak_at_risk'`, [
      [short.id, early.id],
    ]);
    expect(made.rows[0].n).toBe(0);
  });

  it('closes a welcome nobody acted on 48 hours after the recruit joined', async () => {
    const wes = await recruit('Wes', sponsor);
    const welcome = (await taskOf(sponsor, wes.id, 'welcome'))!;
    const row = await taskRow(welcome.id);
    const joined = await db().query<{ at: Date }>('select joined_at as at from app.member_progress where user_id = $1', [wes.id]);
    expect(row.expires_at!.getTime() - joined.rows[0]!.at.getTime()).toBe(48 * 3600 * 1000);
    await sweep();
    expect(await taskOf(sponsor, wes.id, 'welcome')).toBeDefined();
    // 48 hours later (the task's own clock moved back).
    await db().query(`update app.coaching_tasks set expires_at = now() - interval '1 minute' where id = $1`, [welcome.id]);
    await sweep();
    expect(await taskOf(sponsor, wes.id, 'welcome')).toBeUndefined();
    expect(await taskRow(welcome.id)).toMatchObject({ closed: true, outcome: 'expired' });
    expectError(await act(sponsor, welcome.id, { action: 'done' }), 409, 'This task is already closed.');
  });
});

describe('congratulate', () => {
  /** Last week's result of a league of the learner's own, as the week's rollover writes it. */
  const lastWeekResult = async (learner: Caller, promoted: boolean) => {
    const league = await db().query<{ id: string }>(`insert into public.leagues (cohort_week, members) values (app.week_start(now()) - 7, 1) returning id`);
    await db().query(
      'insert into public.league_results (league_id, week_start, user_id, points, rank, promoted) values ($1, app.week_start(now()) - 7, $2, $3, $4, $5)',
      [league.rows[0]!.id, learner.id, promoted ? 120 : 3, promoted ? 1 : 9, promoted],
    );
  };

  it('on a league promotion, not on a result without one', async () => {
    const leo = await recruit('Leo', sponsor);
    const nia = await recruit('Nia', sponsor);
    await lastWeekResult(leo, true);
    await lastWeekResult(nia, false);
    expect((await taskOf(sponsor, leo.id, 'congratulate'))?.reason).toBe(`Leo ${suffix} was promoted in their league`);
    expect(await taskOf(sponsor, nia.id, 'congratulate')).toBeUndefined();
  });

  const newCourse = async (title: string) =>
    Number(
      (
        await db().query<{ id: string }>(
          `insert into public.courses (title, description, category, duration, is_public) values ($1, 'Made by a coaching test.', 'training', 20, true) returning id`,
          [`${title} ${suffix}`],
        )
      ).rows[0]!.id,
    );
  const congratulations = async (learner: Caller) =>
    (await db().query(`select count(*)::int as n from app.coaching_tasks where member_id = $1 and kind = 'congratulate'`, [learner.id])).rows[0].n as number;
  /** The courses counted in the sponsor's team weeks, all weeks together (a test may cross a Monday). */
  const teamCourses = async (of: Caller) =>
    Number((await db().query('select coalesce(sum(courses), 0) as n from app.team_week_activity where user_id = $1', [of.id])).rows[0].n);

  it('on a finished course (video watched, its quiz right), once', async () => {
    const cora = await recruit('Cora', sponsor);
    const course = await newCourse('Coaching course');
    const quiz = await makeQuiz(course, 2);
    const weekBefore = await teamCourses(sponsor);
    await rpc(cora, 'update_course_progress', [course, 1200, true]);
    expect(await taskOf(sponsor, cora.id, 'congratulate')).toBeUndefined(); // the video alone: 60 %
    await rpc(cora, 'answer_quiz', [quiz, 2]);
    expect((await taskOf(sponsor, cora.id, 'congratulate'))?.reason).toBe(`Cora ${suffix} finished a course`);
    expect(await congratulations(cora)).toBe(1);
    expect(await teamCourses(sponsor)).toBe(weekBefore + 1);
  });

  it('not for a course finished again: after a reset, or after an admin added a quiz; a second course is news', async () => {
    const fay = await recruit('Fay', sponsor);
    const course = await newCourse('Coaching again course');
    const quiz = await makeQuiz(course, 2);
    const weekBefore = await teamCourses(sponsor);
    await rpc(fay, 'update_course_progress', [course, 1200, true]);
    await rpc(fay, 'answer_quiz', [quiz, 2]);
    const first = (await taskOf(sponsor, fay.id, 'congratulate'))!;
    expect((await act(sponsor, first.id, { action: 'done' })).status).toBe(200);
    expect(await teamCourses(sponsor)).toBe(weekBefore + 1);

    // Reset and finished again: the count of completed courses rises again, and nothing is news.
    await rpc(fay, 'reset_course_progress', [course]);
    expect((await db().query('select courses_completed as n from app.member_progress where user_id = $1', [fay.id])).rows[0].n).toBe(0);
    await rpc(fay, 'update_course_progress', [course, 1200, true]);
    await rpc(fay, 'answer_quiz', [quiz, 2]);
    expect((await db().query('select courses_completed as n from app.member_progress where user_id = $1', [fay.id])).rows[0].n).toBe(1);
    expect(await taskOf(sponsor, fay.id, 'congratulate')).toBeUndefined();
    expect(await teamCourses(sponsor)).toBe(weekBefore + 1);

    // An admin adds a quiz: the course is no longer complete until Fay answers it, which is no news either.
    const added = await makeQuiz(course, 1);
    await rpc(fay, 'answer_quiz', [added, 1]);
    expect(await taskOf(sponsor, fay.id, 'congratulate')).toBeUndefined();
    expect(await teamCourses(sponsor)).toBe(weekBefore + 1);

    // Another course finished is news.
    const second = await newCourse('Coaching second course');
    const secondQuiz = await makeQuiz(second, 0);
    await rpc(fay, 'update_course_progress', [second, 1200, true]);
    await rpc(fay, 'answer_quiz', [secondQuiz, 0]);
    expect((await taskOf(sponsor, fay.id, 'congratulate'))?.reason).toBe(`Fay ${suffix} finished a course`);
    expect(await teamCourses(sponsor)).toBe(weekBefore + 2);
  });
});

describe('struggling', () => {
  const missOnce = async (learner: Caller, quiz: number) => {
    await rpc(learner, 'reset_quiz', [quiz]).catch(() => undefined);
    await rpc(learner, 'answer_quiz', [quiz, 0]);
  };
  const struggling = async (learner: Caller) =>
    (await db().query(`select count(*)::int as n from app.coaching_tasks where member_id = $1 and kind = 'struggling'`, [learner.id])).rows[0].n as number;

  it('opens after the same quiz answered wrong twice in a row', async () => {
    const quinn = await recruit('Quinn', sponsor);
    const quiz = await makeQuiz(null, 2);
    await missOnce(quinn, quiz);
    expect(await struggling(quinn)).toBe(0);
    await missOnce(quinn, quiz);
    expect((await taskOf(sponsor, quinn.id, 'struggling'))?.reason).toBe(`Quinn ${suffix} answered the same quiz wrong twice: "Which is right?"`);
  });

  it("quotes the quiz in the sponsor's reading language where it has a translation", async () => {
    const rosa = await recruit('Rosa', sponsor);
    const quiz = await makeQuiz(null, 2);
    // A quiz's whole translation, as the content manager saves it: its question's row and its
    // explanation's. With the question alone the quiz counts as untranslated in the coverage, which
    // api-content-translations.test.ts compares with the rows of the translations tables.
    await db().query(
      `with q as (insert into public.quiz_translations (quiz_id, locale, question, choices) values ($1, 'es', '¿Cuál es la correcta?', $2) returning quiz_id)
       insert into public.quiz_key_translations (quiz_id, locale, explanation) select q.quiz_id, 'es', 'Porque C.' from q`,
      [quiz, ['Opción A', 'Opción B', 'Opción C', 'Opción D']],
    );
    await missOnce(rosa, quiz);
    await missOnce(rosa, quiz);
    const reasonIn = async (locale: 'en' | 'es' | 'ar') => {
      await db().query('update public.profiles set locale = $2 where id = $1', [sponsor.id, locale]);
      return (await taskOf(sponsor, rosa.id, 'struggling'))?.reason;
    };
    try {
      expect(await reasonIn('es')).toBe(`Rosa ${suffix} answered the same quiz wrong twice: "¿Cuál es la correcta?"`);
      expect(await reasonIn('en')).toBe(`Rosa ${suffix} answered the same quiz wrong twice: "Which is right?"`);
      // No Arabic translation: the question as the source says it.
      expect(await reasonIn('ar')).toBe(`Rosa ${suffix} answered the same quiz wrong twice: "Which is right?"`);
    } finally {
      await db().query('update public.profiles set locale = null where id = $1', [sponsor.id]);
    }
  });

  it('not for two misses a month apart, nor for misses on either side of a right answer', async () => {
    const mo = await recruit('Mo', sponsor);
    const quiz = await makeQuiz(null, 2);
    await missOnce(mo, quiz);
    await db().query(`update app.quiz_misses set last_miss_at = now() - interval '30 days' where user_id = $1 and quiz_id = $2`, [mo.id, quiz]);
    await missOnce(mo, quiz);
    expect(await struggling(mo)).toBe(0);
    // A right answer clears the count: the next miss is a first one.
    await rpc(mo, 'reset_quiz', [quiz]);
    await rpc(mo, 'answer_quiz', [quiz, 2]);
    expect((await db().query('select count(*)::int as n from app.quiz_misses where user_id = $1', [mo.id])).rows[0].n).toBe(0);
    await missOnce(mo, quiz);
    expect(await struggling(mo)).toBe(0);
    // Two misses of two different quizzes are not the same quiz twice.
    await missOnce(mo, await makeQuiz(null, 2));
    expect(await struggling(mo)).toBe(0);
    // The next miss within 7 days is the second in a row.
    await missOnce(mo, quiz);
    expect(await struggling(mo)).toBe(1);
  });
});
