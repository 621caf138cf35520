/**
 * The per-learner progress summary My Team reads (app.member_progress, docs/product.md#my-team):
 * after every step of a walk of changes — signup with a sponsor, stations, course progress, quiz
 * answers and resets, an admin adding and deleting a quiz and changing a course's duration, a
 * course reset, a login, a changed join date, an account deletion — the summary equals what the
 * facts say, counted the slow way here. Courses count as completed by the total percent (the rule
 * of every other screen). Nobody but the definer functions can read or rebuild it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';
import { type TestUser, createAdmin, createUser, expectBooksBalanced, failureOf, makeCourses, makeQuiz, rpc, sqlAs } from './db-helpers';

interface Summary {
  id: string;
  sponsor_id: string | null;
  joined_at: string;
  active_on: string;
  stations: number;
  courses_completed: number;
  deleted: boolean;
}

/** What the facts say, computed without the summary (the old per-member lookups of app.my_team). */
const FROM_FACTS = `
  select p.id,
         (select r.referrer_id from app.referrals r where r.referred_id = p.id) as sponsor_id,
         p.created_at::text as joined_at,
         greatest(p.created_at::date, p.last_login_on,
                  (select max(l.created_at)::date from public.ledger l where l.user_id = p.id),
                  (select max(c.updated_at)::date from public.course_progress c where c.user_id = p.id))::text as active_on,
         (select count(*) from public.mission_completions m where m.user_id = p.id)::integer as stations,
         (select count(*) from app.course_percents(p.id) c where c.total >= 100)::integer as courses_completed,
         p.deleted_at is not null as deleted
    from public.profiles p where p.id = any($1::uuid[]) order by p.id`;
const KEPT = `
  select m.user_id as id, m.sponsor_id, m.joined_at::text as joined_at, m.active_on::text as active_on, m.stations,
         m.courses_completed, m.deleted
    from app.member_progress m where m.user_id = any($1::uuid[]) order by m.user_id`;

let sponsor: TestUser;
let member: TestUser;
let admin: TestUser;
let courses: Awaited<ReturnType<typeof makeCourses>>;
let quizzes: number[];

const people = () => [sponsor.id, member.id];
async function expectSummaryTrue(): Promise<Summary> {
  const [facts, kept] = await Promise.all([db().query<Summary>(FROM_FACTS, [people()]), db().query<Summary>(KEPT, [people()])]);
  expect(kept.rows).toEqual(facts.rows);
  return kept.rows.find((row) => row.id === member.id)!;
}
const answer = (quiz: number, choice: number) => rpc(member, 'answer_quiz', [quiz, choice]);

beforeAll(async () => {
  [sponsor, admin, courses] = await Promise.all([createUser({ name: 'Summary Sponsor' }), createAdmin(), makeCourses()]);
  const { rows } = await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [sponsor.id]);
  member = await createUser({ name: 'Summary Member', referralCode: rows[0]!.code });
  // The public course (20 minutes) has two quizzes, correct answer C (2).
  quizzes = [await makeQuiz(courses.publicCourse), await makeQuiz(courses.publicCourse)];
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('the progress summary', () => {
  it('starts with the signup: the sponsor, the join day, nothing done', async () => {
    expect(await expectSummaryTrue()).toMatchObject({ sponsor_id: sponsor.id, stations: 0, courses_completed: 0, deleted: false });
  });

  it('counts stations as they are completed', async () => {
    await rpc(member, 'complete_mission', [1]);
    await rpc(member, 'complete_mission', [2]);
    expect(await expectSummaryTrue()).toMatchObject({ stations: 2 });
  });

  it('counts a course as completed only when its total percent reaches 100, through answers and resets', async () => {
    await rpc(member, 'update_course_progress', [courses.publicCourse, 1200, true]);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 0 }); // the video alone: 60 %
    await answer(quizzes[0]!, 2);
    await answer(quizzes[1]!, 1);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 0 }); // one quiz wrong: 80 %
    await rpc(member, 'reset_quiz', [quizzes[1]]);
    await answer(quizzes[1]!, 2);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 1 }); // 100 %
    await rpc(member, 'reset_quiz', [quizzes[0]]);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 0 });
    await answer(quizzes[0]!, 2);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 1 });
  });

  it('follows an admin adding and deleting a quiz and changing a duration', async () => {
    const extra = await makeQuiz(courses.publicCourse);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 0 }); // a quiz not yet answered
    await sqlAs(admin, 'delete from public.quizzes where id = $1', [extra]);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 1 });

    // A course without a duration reads watch time as a percent: 100 is the video done.
    await rpc(member, 'update_course_progress', [courses.noDurationCourse, 100, false]);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 2 });
    // With a duration of 20 minutes the same 100 seconds are 8 %: the admin's change recounts.
    await sqlAs(admin, 'update public.courses set duration = 20 where id = $1', [courses.noDurationCourse]);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 1 });
  });

  it('counts a course reset back', async () => {
    await rpc(member, 'reset_course_progress', [courses.publicCourse]);
    expect(await expectSummaryTrue()).toMatchObject({ courses_completed: 0, stations: 2 });
  });

  it('keeps the last active day through a join date moved back and a login', async () => {
    await db().query(`update public.profiles set created_at = now() - interval '30 days', last_login_on = null where id = $1`, [member.id]);
    const before = await expectSummaryTrue();
    // The stations' ledger rows are from today.
    expect(before.active_on).toBe(new Date().toISOString().slice(0, 10));
    await rpc(member, 'record_visit');
    await expectSummaryTrue();
  });

  it('marks a deleted account and keeps its counts', async () => {
    await db().query('delete from auth.users where id = $1', [member.id]);
    expect(await expectSummaryTrue()).toMatchObject({ deleted: true, stations: 2, sponsor_id: sponsor.id });
  });

  it('rebuilds from the facts to the same summary', async () => {
    const before = await db().query<Summary>(KEPT, [people()]);
    await db().query('select app.rebuild_member_progress()');
    expect((await db().query<Summary>(KEPT, [people()])).rows).toEqual(before.rows);
  });

  it("rebuilds without news: no sponsor's task, nothing in the weekly team counts, its finished courses no news later", async () => {
    const own = await makeCourses();
    const coach = await createUser({ name: 'Rebuild Sponsor' });
    const { rows } = await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [coach.id]);
    const finisher = await createUser({ name: 'Rebuild Finisher', referralCode: rows[0]!.code });
    // A course without a duration or quizzes: 100 seconds read as 100 %, the course finished.
    await rpc(finisher, 'update_course_progress', [own.noDurationCourse, 100, false]);
    const told = async () =>
      (
        await db().query<{ tasks: number; courses: number }>(
          `select (select count(*) from app.coaching_tasks t where t.sponsor_id = $1)::int as tasks,
                  (select coalesce(sum(w.courses), 0) from app.team_week_activity w where w.user_id = $1)::int as courses`,
          [coach.id],
        )
      ).rows[0]!;
    const before = await told();
    expect(before.courses).toBe(1);
    // As a bulk load with triggers off leaves it: no first finish recorded. The rebuild records it.
    await db().query('delete from app.course_firsts where user_id = $1', [finisher.id]);
    await db().query('select app.rebuild_member_progress()');
    expect(await told()).toEqual(before);
    const firsts = await db().query('select course_id from app.course_firsts where user_id = $1', [finisher.id]);
    expect(firsts.rows.map((row) => Number(row.course_id))).toEqual([own.noDurationCourse]);
    // So that course reset and finished again is still no news.
    await rpc(finisher, 'reset_course_progress', [own.noDurationCourse]);
    await rpc(finisher, 'update_course_progress', [own.noDurationCourse, 100, false]);
    expect(await told()).toEqual(before);
    // The trigger is on again: the next finish is news.
    await rpc(finisher, 'update_course_progress', [(await makeCourses()).noDurationCourse, 100, false]);
    expect((await told()).courses).toBe(2);
  });

  it('is out of reach of learners: no read, no rebuild, no recount', async () => {
    for (const statement of [
      'select * from app.member_progress',
      'select app.rebuild_member_progress()',
      `select app.refresh_member_courses(array['${sponsor.id}'::uuid])`,
      `select app.touch_member_active(array['${sponsor.id}'::uuid], array[current_date])`,
    ]) {
      expect((await failureOf(sqlAs(sponsor, statement))).code, statement).toBe('42501');
      expect((await failureOf(sqlAs('anon', statement))).code, statement).toBe('42501');
    }
    await expect(sqlAs(sponsor, `update app.member_progress set stations = 5 where user_id = $1`, [sponsor.id])).rejects.toThrow(/permission denied/);
  });
});
