/**
 * Row-level security and grants, attacked at the SQL level the way PostgREST on the anon key (and
 * the api function) meets the database: `set local role anon|authenticated` plus
 * `request.jwt.claims`. A missing grant or a WITH CHECK failure raises 42501; a USING filter
 * silently matches no rows — each assertion checks the one that applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';
import { as, createAdmin, createUser, expectBooksBalanced, failureOf, grant, makeCourses, makeQuiz, rowCountAs, rpc, sqlAs, type TestUser } from './db-helpers';

let learner: TestUser;
let other: TestUser;
let courses: Awaited<ReturnType<typeof makeCourses>>;
let draftQuiz: number;
let publicQuiz: number;

beforeAll(async () => {
  learner = await createUser({ name: 'RLS Learner' });
  other = await createUser({ name: 'RLS Other' });
  courses = await makeCourses();
  publicQuiz = await makeQuiz(courses.publicCourse);
  draftQuiz = await makeQuiz(courses.draftCourse);
  await db().query(`insert into public.course_materials (course_id, title, type) values ($1, 'Public sheet', 'pdf'), ($2, 'Draft sheet', 'pdf')`, [
    courses.publicCourse,
    courses.draftCourse,
  ]);
  // Spanish versions of both courses and both quizzes (docs/decisions.md, "Languages": content translations).
  await db().query(
    `insert into public.course_translations (course_id, locale, title, description) values ($1, 'es', 'Público', 'Sí'), ($2, 'es', 'Borrador', 'No')`,
    [courses.publicCourse, courses.draftCourse],
  );
  // Spanish versions of both materials (material_translations.sql).
  await db().query(
    `insert into public.course_material_translations (material_id, locale, title)
     select m.id, 'es', 'Hoja ' || m.title from public.course_materials m where m.course_id = any($1)`,
    [[courses.publicCourse, courses.draftCourse]],
  );
  for (const quiz of [publicQuiz, draftQuiz]) {
    await db().query(`insert into public.quiz_translations (quiz_id, locale, question, choices) values ($1, 'es', '¿Cuál?', '{a,b,c,d}')`, [quiz]);
    await db().query(`insert into public.quiz_key_translations (quiz_id, locale, explanation) values ($1, 'es', 'Porque C.')`, [quiz]);
  }
  // Give `other` private rows of every kind, to try to read them as `learner`.
  await grant(other, 20, 5);
  await rpc(other, 'complete_mission', [1]);
  await rpc(other, 'answer_quiz', [publicQuiz, 1]);
  await rpc(other, 'update_course_progress', [courses.publicCourse, 60, false]);
  await rpc(other, 'redeem_reward', ['warm_leads']);
  await rpc(other, 'send_invite', ['someone-private@example.com']);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('a learner cannot raise their own balances, badges or rights', () => {
  it.each([
    ['tokens', 'tokens = 1000'],
    ['leaderboard points', 'leaderboard_pts = 1000'],
    ['admin flag', 'is_admin = true'],
    ['invite count', 'invites = 99'],
    ['invite code', `invite_code = 'CHOSEN1'`],
    ['login streak', 'login_streak = 365'],
    ['name', `name = 'Renamed'`],
  ])('UPDATE of %s is refused (no UPDATE grant on profiles)', async (_, assignment) => {
    const failure = await failureOf(sqlAs(learner, `update public.profiles set ${assignment} where id = $1`, [learner.id]));
    expect(failure.code).toBe('42501');
    const { rows } = await db().query('select tokens, leaderboard_pts, is_admin, name from public.profiles where id = $1', [learner.id]);
    expect(rows[0]).toMatchObject({ tokens: 0, leaderboard_pts: 0, is_admin: false, name: 'RLS Learner' });
  });

  it('cannot award badges: no INSERT on mission completions', async () => {
    const failure = await failureOf(sqlAs(learner, 'insert into public.mission_completions (user_id, mission_id) values ($1, 5)', [learner.id]));
    expect(failure.code).toBe('42501');
  });

  it.each([
    ['ledger', `insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 1000, 'adjustment', 'free money')`],
    ['redemptions', `insert into public.redemptions (user_id, reward_id, cost) values ($1, 'warm_leads', 5)`],
    ['quiz answers', `insert into public.quiz_answers (user_id, quiz_id, answer, is_correct) values ($1, 1, 0, true)`],
    ['quiz reveals', `insert into public.quiz_reveals (user_id, quiz_id) values ($1, 1)`],
    ['course progress', `insert into public.course_progress (user_id, course_id, is_completed) values ($1, 1, true)`],
    ['invitations', `insert into public.invitations (inviter_id, email) values ($1, 'x@example.com')`],
    ['leaderboard', `insert into public.leaderboard (id, name, leaderboard_pts) values ($1, 'Me', 1000000)`],
    ['profiles', `insert into public.profiles (id, name, invite_code) values ($1, 'Me', 'MINE0001')`],
  ])('cannot INSERT into %s', async (_, statement) => {
    expect((await failureOf(sqlAs(learner, statement, [learner.id]))).code).toBe('42501');
  });

  it('cannot UPDATE or DELETE their own ledger rows, nor the leaderboard mirror', async () => {
    await grant(learner, 1);
    expect((await failureOf(sqlAs(learner, 'update public.ledger set delta_tokens = 500 where user_id = $1', [learner.id]))).code).toBe('42501');
    expect((await failureOf(sqlAs(learner, 'delete from public.ledger where user_id = $1', [learner.id]))).code).toBe('42501');
    expect((await failureOf(sqlAs(learner, 'update public.leaderboard set leaderboard_pts = 5000 where id = $1', [learner.id]))).code).toBe('42501');
  });

  it('cannot forget a revealed answer to be paid for a retry (docs/product.md#points-for-knowing)', async () => {
    const quiz = await makeQuiz(courses.publicCourse, 2, 30);
    await rpc(learner, 'answer_quiz', [quiz, 0]);
    for (const statement of ['delete from public.quiz_reveals where user_id = $1', 'update public.quiz_reveals set quiz_id = 1 where user_id = $1']) {
      expect((await failureOf(sqlAs(learner, statement, [learner.id]))).code).toBe('42501');
    }
    await rpc(learner, 'reset_quiz', [quiz]);
    expect(await rpc(learner, 'answer_quiz', [quiz, 2])).toMatchObject({ correct: true, pointsEarned: 0, afterReveal: true });
  });

  it('a forged is_admin in user metadata grants nothing', async () => {
    const forger = await createUser({ meta: { is_admin: true, isAdmin: true, role: 'admin' } });
    const { rows } = await db().query('select is_admin from public.profiles where id = $1', [forger.id]);
    expect(rows[0]).toEqual({ is_admin: false });
    const failure = await failureOf(sqlAs(forger, `insert into public.courses (title, description) values ('Forged', 'Forged course')`));
    expect(failure.code).toBe('42501');
  });
});

describe('a learner reads only their own private rows', () => {
  it('sees only their own profile', async () => {
    const rows = await sqlAs<{ id: string }>(learner, 'select id from public.profiles');
    expect(rows).toEqual([{ id: learner.id }]);
    expect(await sqlAs(learner, 'select * from public.profiles where id = $1', [other.id])).toEqual([]);
  });

  it.each([
    ['ledger', 'select * from public.ledger where user_id = $1'],
    ['mission completions', 'select * from public.mission_completions where user_id = $1'],
    ['quiz answers', 'select * from public.quiz_answers where user_id = $1'],
    ['quiz reveals', 'select * from public.quiz_reveals where user_id = $1'],
    ['course progress', 'select * from public.course_progress where user_id = $1'],
    ['redemptions', 'select * from public.redemptions where user_id = $1'],
    ['invitations', 'select * from public.invitations where inviter_id = $1'],
  ])("cannot read another user's %s", async (_, query) => {
    expect((await db().query(query, [other.id])).rowCount).toBeGreaterThan(0);
    expect(await sqlAs(learner, query, [other.id])).toEqual([]);
    expect((await sqlAs(other, query, [other.id])).length).toBeGreaterThan(0);
  });

  it('cannot read quiz answer keys (correct answer, explanation), not even through a join', async () => {
    expect((await db().query('select * from public.quiz_keys where quiz_id = $1', [publicQuiz])).rowCount).toBe(1);
    expect(await sqlAs(learner, 'select * from public.quiz_keys')).toEqual([]);
    expect(await sqlAs(learner, 'select k.* from public.quizzes q join public.quiz_keys k on k.quiz_id = q.id')).toEqual([]);
    const [quiz] = await sqlAs<Record<string, unknown>>(learner, 'select * from public.quizzes where id = $1', [publicQuiz]);
    expect(Object.keys(quiz!).sort()).toEqual(['choices', 'course_id', 'created_at', 'id', 'points', 'question']);
  });

  it('cannot reach the private app tables at all', async () => {
    for (const table of ['app.admin_emails', 'app.settings', 'app.referrals', 'app.leaderboard_buckets', 'app.member_progress']) {
      expect((await failureOf(sqlAs(learner, `select * from ${table}`))).code).toBe('42501');
    }
  });

  it('reads the leaderboard mirror, which has no private column', async () => {
    const rows = await sqlAs<Record<string, unknown>>(learner, 'select * from public.leaderboard where id = $1', [other.id]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'leaderboard_pts', 'name']);
  });

  it('sees public courses, their materials and quizzes, and general quizzes, but no draft', async () => {
    const general = await makeQuiz(null);
    const ids = (await sqlAs<{ id: string }>(learner, 'select id from public.courses')).map((row) => Number(row.id));
    expect(ids).toContain(courses.publicCourse);
    expect(ids).not.toContain(courses.draftCourse);
    expect(await sqlAs(learner, 'select * from public.course_materials where course_id = $1', [courses.draftCourse])).toEqual([]);
    expect(await sqlAs(learner, 'select * from public.course_materials where course_id = $1', [courses.publicCourse])).toHaveLength(1);
    const quizIds = (await sqlAs<{ id: string }>(learner, 'select id from public.quizzes')).map((row) => Number(row.id));
    expect(quizIds).toEqual(expect.arrayContaining([publicQuiz, general]));
    expect(quizIds).not.toContain(draftQuiz);
  });

  it("reads a translation as it reads its course or quiz: a public one's, no draft's, and no explanation", async () => {
    const courseIds = (await sqlAs<{ course_id: string }>(learner, 'select course_id from public.course_translations')).map((row) => Number(row.course_id));
    expect(courseIds).toContain(courses.publicCourse);
    expect(courseIds).not.toContain(courses.draftCourse);
    const quizIds = (await sqlAs<{ quiz_id: string }>(learner, 'select quiz_id from public.quiz_translations')).map((row) => Number(row.quiz_id));
    expect(quizIds).toContain(publicQuiz);
    expect(quizIds).not.toContain(draftQuiz);
    expect(await sqlAs(learner, 'select * from public.quiz_key_translations')).toEqual([]);
    const admin = await createAdmin();
    expect(await sqlAs(admin, 'select * from public.quiz_key_translations where quiz_id = any($1)', [[publicQuiz, draftQuiz]])).toHaveLength(2);
    expect(await sqlAs(admin, 'select * from public.course_translations where course_id = $1', [courses.draftCourse])).toHaveLength(1);
  });

  it("reads a material's translation as its material, a pack item's only once it bought the pack, never the disclosure's table", async () => {
    const mine = [courses.publicCourse, courses.draftCourse];
    const materials = `select m.course_id from public.course_material_translations t join public.course_materials m on m.id = t.material_id
                        where m.course_id = any($1)`;
    expect((await sqlAs<{ course_id: string }>(learner, materials, [mine])).map((row) => Number(row.course_id))).toEqual([courses.publicCourse]);
    expect((await sqlAs<{ course_id: string }>('anon', materials, [mine])).map((row) => Number(row.course_id))).toEqual([courses.publicCourse]);
    // The demo packs are translated (seed.sql); neither learner bought one.
    expect(await sqlAs(learner, 'select * from public.reward_pack_item_translations')).toEqual([]);
    expect(await sqlAs(other, 'select * from public.reward_pack_item_translations')).toEqual([]);
    expect(await sqlAs(learner, 'select * from app.income_disclosure_translations')).toEqual([]);
    expect((await sqlAs(learner, 'select reward_id from public.reward_translations')).length).toBeGreaterThan(0);
    const admin = await createAdmin();
    expect((await sqlAs(admin, 'select * from public.reward_pack_item_translations')).length).toBeGreaterThan(0);
    expect(await sqlAs(admin, materials, [mine])).toHaveLength(2);
  });
});

describe('station and challenge translations (docs/decisions.md, "Languages": content translations)', () => {
  let retired: number;
  let product: number;
  beforeAll(async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.challenges (title, kind, target, is_active) values ('RLS retired challenge', 'days', 3, false) returning id`,
    );
    retired = Number(rows[0]!.id);
    await db().query(`insert into public.challenge_translations (challenge_id, locale, title) values ($1, 'es', 'Reto retirado')`, [retired]);
    // A product challenge (the product-data migration ships its Spanish and Arabic).
    product = Number((await db().query<{ id: string }>(`select id from public.challenges where title = 'Talk to 10 people'`)).rows[0]!.id);
  });
  afterAll(async () => {
    await db().query('delete from public.challenge_runs where challenge_id = $1', [retired]);
    await db().query('delete from public.challenges where id = $1', [retired]);
  });

  const challengeIds = async (caller: Parameters<typeof sqlAs>[0]) =>
    (await sqlAs<{ challenge_id: string }>(caller, 'select challenge_id from public.challenge_translations')).map((row) => Number(row.challenge_id));

  it('a learner reads every station in both languages and the active challenges, a retired one only while taking it', async () => {
    const stations = await sqlAs<{ mission_id: number; locale: string }>(learner, 'select mission_id, locale from public.mission_translations order by 1, 2');
    expect(stations).toHaveLength(10);
    expect(new Set(stations.map((row) => row.mission_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await challengeIds(learner)).toEqual(expect.arrayContaining([product]));
    expect(await challengeIds(learner)).not.toContain(retired);
    // As app.my_challenges shows a learner the retired challenge they still have an open run in, in their language.
    const taking = await createUser({ name: 'RLS Taking' });
    await db().query(`insert into public.challenge_runs (user_id, challenge_id, time_zone, started_on) values ($1, $2, 'UTC', current_date)`, [
      taking.id,
      retired,
    ]);
    expect(await sqlAs(taking, 'select title from public.challenge_translations where challenge_id = $1', [retired])).toEqual([{ title: 'Reto retirado' }]);
    expect(await challengeIds(await createAdmin())).toEqual(expect.arrayContaining([product, retired]));
  });

  it("anonymous callers read the active challenges' translations and no station's", async () => {
    expect(await challengeIds('anon')).toEqual(expect.arrayContaining([product]));
    expect(await challengeIds('anon')).not.toContain(retired);
    expect((await failureOf(sqlAs('anon', 'select * from public.mission_translations'))).code).toBe('42501');
  });

  it('no API role writes a station translation, admins included; only admins write a challenge translation', async () => {
    const admin = await createAdmin();
    for (const who of [learner, admin]) {
      const insert = `insert into public.mission_translations (mission_id, locale, title, description, content) values (1, 'es', 'x', 'y', 'z')`;
      expect((await failureOf(sqlAs(who, insert))).code).toBe('42501');
      expect((await failureOf(sqlAs(who, `update public.mission_translations set title = 'Hacked'`))).code).toBe('42501');
      expect((await failureOf(sqlAs(who, 'delete from public.mission_translations'))).code).toBe('42501');
    }
    expect(
      (await failureOf(sqlAs(learner, `insert into public.challenge_translations (challenge_id, locale, title) values ($1, 'ar', 'x')`, [product]))).code,
    ).toBe('42501');
    expect(await rowCountAs(learner, `update public.challenge_translations set title = 'Hacked' where challenge_id = $1`, [product])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.challenge_translations where challenge_id = $1', [product])).toBe(0);
    expect(await rowCountAs(admin, `update public.challenge_translations set title = 'Reto cambiado' where challenge_id = $1`, [retired])).toBe(1);
    // A translation stays with its challenge and language: those columns are not updatable.
    expect((await failureOf(sqlAs(admin, `update public.challenge_translations set locale = 'ar' where challenge_id = $1`, [retired]))).code).toBe('42501');
    const { rows } = await db().query(`select title from public.challenge_translations where challenge_id = $1 and locale = 'es'`, [product]);
    expect(rows[0]!.title).not.toBe('Hacked');
  });
});

describe('content is written by admins only', () => {
  it('a learner cannot create, edit, reorder or delete courses, materials or quizzes', async () => {
    expect((await failureOf(sqlAs(learner, `insert into public.courses (title, description) values ('Mine', 'Mine')`))).code).toBe('42501');
    expect(await rowCountAs(learner, `update public.courses set title = 'Hacked' where id = $1`, [courses.publicCourse])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.courses where id = $1', [courses.publicCourse])).toBe(0);
    expect((await failureOf(sqlAs(learner, `insert into public.course_materials (course_id, title) values ($1, 'Spam')`, [courses.publicCourse]))).code).toBe(
      '42501',
    );
    expect(await rowCountAs(learner, 'delete from public.course_materials where course_id = $1', [courses.publicCourse])).toBe(0);
    expect((await failureOf(sqlAs(learner, `insert into public.quizzes (question, choices) values ('Q', '{a,b,c,d}')`))).code).toBe('42501');
    expect(await rowCountAs(learner, 'update public.quizzes set points = 100 where id = $1', [publicQuiz])).toBe(0);
    expect(await rowCountAs(learner, 'update public.quiz_keys set correct_answer = 0 where quiz_id = $1', [publicQuiz])).toBe(0);
    expect((await failureOf(rpc(learner, 'move_course', [courses.publicCourse, 'up']))).code).toBe('MT403');
    expect((await failureOf(rpc(learner, 'save_quiz', [null, null, 'Q?', ['a', 'b', 'c', 'd'], 0, '', 10]))).code).toBe('MT403');
    expect(
      (
        await failureOf(
          sqlAs(learner, `insert into public.course_translations (course_id, locale, title, description) values ($1, 'ar', 'x', 'y')`, [courses.publicCourse]),
        )
      ).code,
    ).toBe('42501');
    expect(await rowCountAs(learner, `update public.course_translations set title = 'Hacked' where course_id = $1`, [courses.publicCourse])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.course_translations where course_id = $1', [courses.publicCourse])).toBe(0);
    expect(
      (
        await failureOf(
          sqlAs(learner, `insert into public.quiz_translations (quiz_id, locale, question, choices) values ($1, 'ar', 'Q', '{a,b,c,d}')`, [publicQuiz]),
        )
      ).code,
    ).toBe('42501');
    expect(await rowCountAs(learner, `update public.quiz_translations set question = 'Hacked' where quiz_id = $1`, [publicQuiz])).toBe(0);
    expect(await rowCountAs(learner, `update public.quiz_key_translations set explanation = 'Hacked' where quiz_id = $1`, [publicQuiz])).toBe(0);
    expect((await failureOf(rpc(learner, 'translation_coverage', []))).code).toBe('MT403');
    // Ids read as the owner: a learner reads no pack item, and an insert … select of nothing would succeed.
    const item = (await db().query<{ id: string }>('select id from public.reward_pack_items limit 1')).rows[0]!.id;
    const material = (await db().query<{ id: string }>('select id from public.course_materials where course_id = $1', [courses.publicCourse])).rows[0]!.id;
    for (const [insert, values] of [
      [`insert into public.reward_translations (reward_id, locale, title) values ('social_posts', 'ar', 'x')`, []],
      [`insert into public.reward_pack_item_translations (item_id, locale, title, body) values ($1, 'ar', 'x', 'y')`, [item]],
      [`insert into public.course_material_translations (material_id, locale, title) values ($1, 'ar', 'x')`, [material]],
      [`insert into app.income_disclosure_translations (locale, source) values ('ar', 'x')`, []],
    ] as const) {
      expect((await failureOf(sqlAs(learner, insert, [...values]))).code, insert).toBe('42501');
    }
    expect(await rowCountAs(learner, `update public.reward_translations set title = 'Hacked'`)).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.reward_translations')).toBe(0);
    expect(await rowCountAs(learner, `update public.course_material_translations set title = 'Hacked'`)).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.course_material_translations')).toBe(0);
    expect(await rowCountAs(learner, `update app.income_disclosure_translations set source = 'Hacked'`)).toBe(0);
    expect(await rowCountAs(learner, 'delete from app.income_disclosure_translations')).toBe(0);
    const { rows } = await db().query('select title from public.courses where id = $1', [courses.publicCourse]);
    expect(rows[0]!.title).not.toBe('Hacked');
  });

  async function exerciseContentRights(admin: TestUser): Promise<void> {
    const created = await as(admin, async (client) => {
      const course = await client.query<{ id: string; sort_order: number }>(
        `insert into public.courses (title, description, category, duration, video_url, is_public)
         values ('Admin course', 'Written by an admin', 'bonus', 12, 'https://example.com/v', false) returning id, sort_order`,
      );
      const courseId = course.rows[0]!.id;
      await client.query(`update public.courses set title = 'Admin course, edited', is_public = true where id = $1`, [courseId]);
      const material = await client.query<{ id: string }>(
        `insert into public.course_materials (course_id, title, type, description) values ($1, 'Handout', 'document', 'x') returning id`,
        [courseId],
      );
      await client.query('delete from public.course_materials where id = $1', [material.rows[0]!.id]);
      const quiz = await client.query<{ id: string }>(
        `insert into public.quizzes (course_id, question, choices, points) values ($1, 'Q?', '{a,b,c,d}', 20) returning id`,
        [courseId],
      );
      await client.query(`insert into public.quiz_keys (quiz_id, correct_answer, explanation) values ($1, 3, 'd')`, [quiz.rows[0]!.id]);
      const keys = await client.query('select * from public.quiz_keys where quiz_id = $1', [quiz.rows[0]!.id]);
      const drafts = await client.query('select id from public.courses where id = $1', [courses.draftCourse]);
      return { courseId: Number(courseId), keys: keys.rowCount, drafts: drafts.rowCount };
    });
    expect(created.keys).toBe(1);
    expect(created.drafts).toBe(1);
    const { rows } = await db().query('select title, is_public from public.courses where id = $1', [created.courseId]);
    expect(rows[0]).toEqual({ title: 'Admin course, edited', is_public: true });
    expect(await rowCountAs(admin, 'delete from public.courses where id = $1', [created.courseId])).toBe(1);
  }

  it('an admin by profile flag can write every kind of content and read answer keys and drafts', async () => {
    await exerciseContentRights(await createAdmin());
  });

  it('an admin by listed, confirmed e-mail address can do the same', async () => {
    const listed = await createUser({ name: 'Listed Admin' });
    const previous = await db().query('select email from app.admin_emails where slot = 2');
    await db().query(`insert into app.admin_emails (slot, email) values (2, $1) on conflict (slot) do update set email = excluded.email`, [listed.email]);
    try {
      await exerciseContentRights(listed);
      // The stored address decides, and only once confirmed (tests/integration/account.test.ts has the rest).
      await db().query('update auth.users set email_confirmed_at = null where id = $1', [listed.id]);
      expect((await failureOf(sqlAs(listed, `insert into public.courses (title, description) values ('x', 'y')`))).code).toBe('42501');
    } finally {
      if (previous.rowCount) await db().query('update app.admin_emails set email = $1 where slot = 2', [previous.rows[0]!.email]);
      else await db().query('delete from app.admin_emails where slot = 2');
    }
  });

  it('even an admin cannot set the display order directly (only app.move_course swaps it)', async () => {
    const admin = await createAdmin();
    const failure = await failureOf(sqlAs(admin, 'update public.courses set sort_order = 1 where id = $1', [courses.publicCourse]));
    expect(failure.code).toBe('42501');
  });

  it('a quiz cannot be committed without its answer key', async () => {
    const admin = await createAdmin();
    const failure = await failureOf(sqlAs(admin, `insert into public.quizzes (question, choices) values ('Keyless?', '{a,b,c,d}')`));
    expect(failure).toMatchObject({ code: 'MT400', message: 'A quiz needs an answer key' });
  });

  it('even an admin cannot write balances or the ledger', async () => {
    const admin = await createAdmin();
    expect((await failureOf(sqlAs(admin, 'update public.profiles set tokens = 1000 where id = $1', [admin.id]))).code).toBe('42501');
    expect(
      (await failureOf(sqlAs(admin, `insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 9, 'adjustment', 'x')`, [admin.id])))
        .code,
    ).toBe('42501');
  });
});

describe('anonymous callers (the anon key)', () => {
  it('read public courses and their materials only', async () => {
    const ids = (await sqlAs<{ id: string }>('anon', 'select id from public.courses')).map((row) => Number(row.id));
    expect(ids).toContain(courses.publicCourse);
    expect(ids).not.toContain(courses.draftCourse);
    expect(await sqlAs('anon', 'select * from public.course_materials where course_id = $1', [courses.draftCourse])).toEqual([]);
    expect(await sqlAs('anon', 'select * from public.course_materials where course_id = $1', [courses.publicCourse])).toHaveLength(1);
    const translated = (await sqlAs<{ course_id: string }>('anon', 'select course_id from public.course_translations')).map((row) => Number(row.course_id));
    expect(translated).toContain(courses.publicCourse);
    expect(translated).not.toContain(courses.draftCourse);
  });

  it.each([
    'profiles',
    'ledger',
    'leaderboard',
    'missions',
    'mission_completions',
    'quizzes',
    'quiz_keys',
    'quiz_answers',
    'quiz_reveals',
    'quiz_translations',
    'quiz_key_translations',
    'mission_translations',
    'rewards',
    'reward_translations',
    'reward_pack_item_translations',
    'redemptions',
    'course_progress',
    'invitations',
  ])('cannot read public.%s', async (table) => {
    expect((await failureOf(sqlAs('anon', `select * from public.${table}`))).code).toBe('42501');
  });

  it('cannot write courses', async () => {
    expect((await failureOf(sqlAs('anon', `insert into public.courses (title, description) values ('x', 'y')`))).code).toBe('42501');
    expect((await failureOf(sqlAs('anon', `delete from public.courses`))).code).toBe('42501');
  });

  it('cannot execute any RPC (no usage on schema app)', async () => {
    for (const call of ['app.complete_mission(1)', `app.redeem_reward('warm_leads')`, 'app.my_rank()', `app.user_json('${learner.id}')`]) {
      expect((await failureOf(sqlAs('anon', `select ${call}`))).code).toBe('42501');
    }
  });
});

describe('RPCs refuse a caller without identity', () => {
  it.each([
    ['complete_mission', [1]],
    ['redeem_reward', ['warm_leads']],
    ['update_course_progress', [1, 10, false]],
    ['reset_course_progress', [1]],
    ['answer_quiz', [1, 0]],
    ['reset_quiz', [1]],
    ['send_invite', ['friend@example.com']],
    ['record_login', []],
    ['leaderboard', [10]],
    ['my_rank', []],
    ['course_progress', [null]],
    ['move_course', [1, 'up']],
  ] as [string, unknown[]][])('app.%s with no auth.uid() raises MT401', async (name, args) => {
    expect(await failureOf(rpc('no-claims', name, args))).toMatchObject({ code: 'MT401', message: 'Not signed in' });
    const claimsWithoutSubject = { id: '', email: '', claims: { role: 'authenticated' } };
    expect((await failureOf(rpc(claimsWithoutSubject, name, args))).code).toBe('MT401');
  });

  it('internal functions are not callable by signed-in users', async () => {
    for (const call of [
      `app.credit_referral('${learner.id}', 'x@example.com', 'ABCDEFGH', false)`,
      'app.new_invite_code()',
      `app.shift_leaderboard_buckets('{1}', '{0}', '{1}')`,
    ]) {
      expect((await failureOf(sqlAs(learner, `select ${call}`))).code).toBe('42501');
    }
  });
});

describe('the ledger is append-only for everyone, the database owner included', () => {
  it('UPDATE, DELETE and TRUNCATE are refused; balances move only through ledger rows', async () => {
    await grant(learner, 3);
    expect((await failureOf(db().query('update public.ledger set delta_tokens = 100 where user_id = $1', [learner.id]))).code).toBe('MT403');
    expect((await failureOf(db().query('delete from public.ledger where user_id = $1', [learner.id]))).code).toBe('MT403');
    expect((await failureOf(db().query('truncate public.ledger'))).code).toBe('MT403');
    expect((await failureOf(db().query('update public.profiles set tokens = tokens + 1 where id = $1', [learner.id]))).code).toBe('MT403');
    expect((await failureOf(db().query('update public.profiles set leaderboard_pts = 1 where id = $1', [learner.id]))).code).toBe('MT403');
  });

  it('a negative balance is impossible even through the ledger', async () => {
    const poor = await createUser();
    const failure = await failureOf(
      db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, -1, 'adjustment', 'overdraw')`, [poor.id]),
    );
    expect(failure.code).toBe('23514');
  });

  it('deleting an account keeps its ledger with the anonymous profile and removes its leaderboard row (docs/account-lifecycle.md)', async () => {
    const leaving = await createUser();
    await grant(leaving, 5, 77);
    await db().query('delete from auth.users where id = $1', [leaving.id]);
    expect((await db().query('select 1 from public.ledger where user_id = $1', [leaving.id])).rowCount).toBe(1);
    expect((await db().query('select tokens, leaderboard_pts from public.profiles where id = $1 and deleted_at is not null', [leaving.id])).rows).toEqual([
      { tokens: 5, leaderboard_pts: 77 },
    ]);
    expect((await db().query('select 1 from public.leaderboard where id = $1', [leaving.id])).rowCount).toBe(0);
    expect((await db().query('select * from app.books_check() where user_id = $1', [leaving.id])).rows).toEqual([]);
  });
});

describe('what hosted Supabase exposes', () => {
  it('every table in public has RLS enabled', async () => {
    const { rows } = await db().query(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                                        where n.nspname in ('public', 'app') and c.relkind = 'r' and not c.relrowsecurity`);
    expect(rows).toEqual([]);
  });

  it('anon holds no table privilege except reading challenges, courses, their translations and materials (RLS shows the active ones)', async () => {
    const { rows } = await db().query(`select table_name, privilege_type from information_schema.role_table_grants
                                        where grantee = 'anon' and table_schema in ('public', 'app') order by 1, 2`);
    expect(rows).toEqual([
      { table_name: 'challenge_translations', privilege_type: 'SELECT' },
      { table_name: 'challenges', privilege_type: 'SELECT' },
      { table_name: 'course_material_translations', privilege_type: 'SELECT' },
      { table_name: 'course_materials', privilege_type: 'SELECT' },
      { table_name: 'course_translations', privilege_type: 'SELECT' },
      { table_name: 'courses', privilege_type: 'SELECT' },
    ]);
  });

  it('no function in app is executable by PUBLIC or anon; every SECURITY DEFINER one pins search_path', async () => {
    const { rows } = await db().query(`
      select p.proname, p.prosecdef, p.proconfig,
             has_function_privilege('anon', p.oid, 'execute') as anon_can,
             exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0) as public_can
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'app'`);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect({ fn: row.proname, anon: row.anon_can, public: row.public_can }).toEqual({ fn: row.proname, anon: false, public: false });
      expect({ fn: row.proname, config: row.proconfig }).toEqual({ fn: row.proname, config: ['search_path=""'] });
    }
  });

  // Lints 0028/0029 of newer splinter releases (not in the CLI's embedded copy): no SECURITY
  // DEFINER function may sit in an exposed schema, where /rest/v1/rpc would reach it.
  it('no SECURITY DEFINER function lives in an exposed schema', async () => {
    const { rows } = await db().query(`select n.nspname, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                                        where p.prosecdef and n.nspname in ('public', 'graphql_public')`);
    expect(rows).toEqual([]);
  });

  it('profiles and the leaderboard mirror are published to Realtime', async () => {
    const { rows } = await db().query(`select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`);
    expect(rows.map((row) => row.tablename)).toEqual(expect.arrayContaining(['leaderboard', 'profiles']));
  });
});
