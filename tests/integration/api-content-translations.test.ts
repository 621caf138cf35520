/**
 * Courses and quizzes in the learner's language (docs/decisions.md, "Languages": content
 * translations), against the real stack: the profile's language, else Accept-Language, else
 * English; each course and quiz says its language (`lang`), English where untranslated; the quiz's
 * explanation follows once answered. Translations are hidden as their parent is (a draft's from
 * learners and anonymous callers, a quiz's explanation until answered), written by admins only
 * (403 / 401 through the api; refused by RLS as the Data API would meet the database), validated like the source, and
 * counted by the coverage route. The file makes its own courses and quizzes, so it runs beside others.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, Quiz, QuizAnswer, TranslationCoverage } from '../../contract/index.ts';
import { callApi, closeDb, db } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { claimsOf, failureOf, makeCourses, makeQuiz, rowCountAs, sqlAs, type TestUser } from './db-helpers';

/** The learner as the database meets them through the Data API (role authenticated, their claims). */
const asUser = (caller: Caller): TestUser => ({ id: caller.id, email: caller.email, claims: claimsOf(caller.id, caller.email) });

let admin: Caller;
let spanish: Caller;
let unset: Caller;
let courses: Awaited<ReturnType<typeof makeCourses>>;
let quiz: number;
let untranslatedQuiz: number;
let draftQuiz: number;

const as = (caller: Caller | undefined, method: string, path: string, options: { body?: unknown; language?: string } = {}) =>
  callApi(method, path, { token: caller?.token, body: options.body, headers: options.language ? { 'accept-language': options.language } : {} });

const es = { title: 'Curso de prueba en español', description: 'Hecho por una prueba de traducciones.' };
const ar = { title: 'دورة تجريبية بالعربية', description: 'أعدّها اختبار الترجمات.' };
const quizEs = {
  question: '¿Cuál es la correcta?',
  choices: ['Opción A', 'Opción B', 'Opción C', 'Opción D'],
  explanation: 'Porque la C.',
};

beforeAll(async () => {
  [admin, spanish, unset, courses] = await Promise.all([fileAdmin(), newLearner('Lucía Learner'), newLearner('Unset Learner'), makeCourses()]);
  await db().query(`update public.profiles set locale = 'es' where id = $1`, [spanish.id]);
  [quiz, untranslatedQuiz, draftQuiz] = await Promise.all([makeQuiz(courses.publicCourse), makeQuiz(courses.publicCourse), makeQuiz(courses.draftCourse)]);
  for (const [path, body] of [
    [`/api/courses/${courses.publicCourse}/translations/es`, es],
    [`/api/courses/${courses.publicCourse}/translations/ar`, ar],
    [`/api/courses/${courses.draftCourse}/translations/es`, { title: 'Borrador secreto', description: 'Aún no publicado.' }],
    [`/api/quizzes/${quiz}/translations/es`, quizEs],
    [`/api/quizzes/${draftQuiz}/translations/es`, quizEs],
  ] as const) {
    const saved = await as(admin, 'PUT', path, { body });
    expect(saved.status, `${path}: ${saved.text}`).toBe(200);
  }
});

afterAll(closeDb);

const courseIn = async (caller: Caller | undefined, id: number, language?: string) =>
  ((await as(caller, 'GET', '/api/courses', { language })).json as unknown as Course[]).find((course) => course.id === id);

describe('reading content in the learner language', () => {
  it("serves a Spanish learner's courses and quizzes in Spanish, whatever the browser asks", async () => {
    expect(await courseIn(spanish, courses.publicCourse, 'ar')).toMatchObject({ ...es, lang: 'es' });
    const one = await as(spanish, 'GET', `/api/courses/${courses.publicCourse}`);
    expect(one.json).toMatchObject({ ...es, lang: 'es', isPublic: true });

    const quizzes = (await as(spanish, 'GET', `/api/course-quizzes/${courses.publicCourse}`)).json as unknown as Quiz[];
    expect(quizzes.find((q) => q.id === quiz)).toEqual({
      id: quiz,
      courseId: courses.publicCourse,
      question: quizEs.question,
      choices: quizEs.choices,
      points: 10,
      lang: 'es',
    });
    // No translation: the English source, marked as English.
    expect(quizzes.find((q) => q.id === untranslatedQuiz)).toMatchObject({
      question: 'Which is right?',
      choices: ['Choice A', 'Choice B', 'Choice C', 'Choice D'],
      lang: 'en',
    });
    expect(JSON.stringify(quizzes)).not.toMatch(/Porque|explanation|correctAnswer/);
  });

  it('gives the explanation in the same language once answered, and in the review', async () => {
    const answer = await as(spanish, 'POST', `/api/users/${spanish.id}/quiz-answer`, { body: { quizId: quiz, answer: 0 } });
    expect(answer.status).toBe(200);
    expect(answer.json as unknown as QuizAnswer).toMatchObject({ correct: false, correctAnswer: 2, explanation: quizEs.explanation, lang: 'es' });
    const review = await as(spanish, 'GET', `/api/users/${spanish.id}/quiz-review/${quiz}`);
    expect(review.json).toMatchObject({ explanation: quizEs.explanation, lang: 'es' });

    const english = await as(spanish, 'POST', `/api/users/${spanish.id}/quiz-answer`, { body: { quizId: untranslatedQuiz, answer: 2 } });
    expect(english.json).toMatchObject({ correct: true, explanation: 'Because C.', lang: 'en' });
  });

  it('follows Accept-Language for a learner without a language, English where there is no translation', async () => {
    expect(await courseIn(unset, courses.publicCourse, 'ar-EG,ar;q=0.9,en;q=0.8')).toMatchObject({ ...ar, lang: 'ar' });
    expect(await courseIn(unset, courses.publicCourse, 'fr-FR, es;q=0.7, ar;q=0.5')).toMatchObject({ ...es, lang: 'es' });
    expect(await courseIn(unset, courses.publicCourse, 'de, fr;q=0.5')).toMatchObject({ title: expect.stringMatching(/^DB test public/), lang: 'en' });
    expect(await courseIn(unset, courses.publicCourse)).toMatchObject({ lang: 'en' });
    // The quiz has no Arabic version: English, said so.
    const quizzes = (await as(unset, 'GET', `/api/course-quizzes/${courses.publicCourse}`, { language: 'ar' })).json as unknown as Quiz[];
    expect(quizzes.find((q) => q.id === quiz)).toMatchObject({ question: 'Which is right?', lang: 'en' });
    const answer = await as(unset, 'POST', `/api/users/${unset.id}/quiz-answer`, { body: { quizId: quiz, answer: 2 } });
    expect(answer.json).toMatchObject({ explanation: 'Because C.', lang: 'en' });
  });

  it('serves anonymous callers by Accept-Language, and the demo courses ship in Spanish and Arabic', async () => {
    expect(await courseIn(undefined, courses.publicCourse, 'es-MX')).toMatchObject({ ...es, lang: 'es' });
    const demo = (await as(undefined, 'GET', '/api/courses', { language: 'ar' })).json as unknown as Course[];
    expect(demo.find((course) => course.title === 'أساسيات البحث عن العملاء المحتملين')).toMatchObject({ lang: 'ar' });
  });

  it('admins read the English source they edit, whatever their language', async () => {
    expect(await courseIn(admin, courses.publicCourse, 'es')).toMatchObject({ title: expect.stringMatching(/^DB test public/), lang: 'en' });
    const quizzes = (await as(admin, 'GET', `/api/course-quizzes/${courses.publicCourse}`, { language: 'es' })).json as unknown as Quiz[];
    expect(quizzes.find((q) => q.id === quiz)).toMatchObject({ question: 'Which is right?', explanation: 'Because C.', lang: 'en' });
  });
});

describe('hidden as their parent', () => {
  it("keeps a draft's translation from learners and anonymous callers, in the api and the Data API", async () => {
    expectError(await as(spanish, 'GET', `/api/courses/${courses.draftCourse}`), 404, /not found/i);
    expect(await courseIn(undefined, courses.draftCourse, 'es')).toBeUndefined();
    const quizzes = await as(spanish, 'GET', `/api/course-quizzes/${courses.draftCourse}`);
    expect(quizzes.json).toEqual([]);

    // As the Data API would run them: the role and the claims (tests/integration/db-rls.test.ts does the same for every table).
    expect(await sqlAs('anon', 'select * from public.course_translations where course_id = $1', [courses.draftCourse])).toEqual([]);
    expect(await sqlAs(asUser(spanish), 'select title from public.course_translations where course_id = $1', [courses.draftCourse])).toEqual([]);
    expect(await sqlAs(asUser(spanish), 'select question from public.quiz_translations where quiz_id = $1', [draftQuiz])).toEqual([]);
    // A public course's translation is as readable as the course.
    expect(await sqlAs('anon', `select title from public.course_translations where course_id = $1 and locale = 'es'`, [courses.publicCourse])).toEqual([
      { title: es.title },
    ]);
  });

  it('never shows a learner the translated explanation before answering', async () => {
    const learner = await newLearner('Curious Learner');
    expect(await sqlAs(asUser(learner), 'select explanation from public.quiz_key_translations where quiz_id = $1', [quiz])).toEqual([]);
    expect(await sqlAs(asUser(learner), 'select app.quiz_explanation($1, $2) as explanation', [quiz, 'es'])).toEqual([{ explanation: null }]);
    // Anonymous callers read no quiz at all, translated or not (as public.quizzes).
    expect((await failureOf(sqlAs('anon', 'select question from public.quiz_translations where quiz_id = $1', [quiz]))).code).toBe('42501');
  });
});

describe('reading translations to edit them', () => {
  it("gives an admin a course's translations by language, a draft's too, and only what exists", async () => {
    const course = await as(admin, 'GET', `/api/courses/${courses.publicCourse}/translations`);
    expect(course.status, course.text).toBe(200);
    expect(course.json).toEqual({
      es: { courseId: courses.publicCourse, locale: 'es', ...es, updatedAt: expect.any(String), outOfDate: false, videoPath: null, captionsPath: null },
      ar: { courseId: courses.publicCourse, locale: 'ar', ...ar, updatedAt: expect.any(String), outOfDate: false, videoPath: null, captionsPath: null },
    });
    const draft = await as(admin, 'GET', `/api/courses/${courses.draftCourse}/translations`);
    expect(draft.json).toEqual({
      es: {
        courseId: courses.draftCourse,
        locale: 'es',
        title: 'Borrador secreto',
        description: 'Aún no publicado.',
        updatedAt: expect.any(String),
        outOfDate: false,
        videoPath: null,
        captionsPath: null,
      },
    });
    const untranslated = await as(admin, 'GET', `/api/courses/${courses.noDurationCourse}/translations`);
    expect(untranslated.json).toEqual({});
  });

  it("gives an admin a quiz's translations with the explanation, and nothing for an untranslated one", async () => {
    const quizAnswer = await as(admin, 'GET', `/api/quizzes/${quiz}/translations`);
    expect(quizAnswer.status, quizAnswer.text).toBe(200);
    expect(quizAnswer.json).toEqual({ es: { quizId: quiz, locale: 'es', ...quizEs, updatedAt: expect.any(String), outOfDate: false } });
    expect((await as(admin, 'GET', `/api/quizzes/${untranslatedQuiz}/translations`)).json).toEqual({});
    expect((await as(admin, 'GET', `/api/quizzes/${draftQuiz}/translations`)).json).toMatchObject({ es: { question: quizEs.question } });
  });

  it('is for admins only: 403 for a learner, 401 without a token, 404 for an unknown course or quiz', async () => {
    for (const path of [`/api/courses/${courses.publicCourse}/translations`, `/api/quizzes/${quiz}/translations`]) {
      expectError(await as(spanish, 'GET', path), 403, /admin/i);
      expectError(await as(undefined, 'GET', path), 401, /log in/i);
    }
    expectError(await as(admin, 'GET', '/api/courses/999999999/translations'), 404, /not found/i);
    expectError(await as(admin, 'GET', '/api/quizzes/999999999/translations'), 404, /not found/i);
    expectError(await as(admin, 'GET', '/api/courses/abc/translations'), 400, /./);
  });
});

describe('writing translations', () => {
  it('is for admins: 403 for a learner, 401 without a token, and RLS refuses a direct write', async () => {
    for (const [path, body] of [
      [`/api/courses/${courses.publicCourse}/translations/es`, es],
      [`/api/quizzes/${quiz}/translations/es`, quizEs],
    ] as const) {
      expectError(await as(spanish, 'PUT', path, { body }), 403, /admin/i);
      expectError(await as(undefined, 'PUT', path, { body }), 401, /log in/i);
      expectError(await as(spanish, 'DELETE', path), 403, /admin/i);
    }
    expectError(await as(spanish, 'GET', '/api/translations/coverage'), 403, /admin/i);
    expectError(await as(undefined, 'GET', '/api/translations/coverage'), 401, /log in/i);

    const learner = asUser(spanish);
    const insert = `insert into public.course_translations (course_id, locale, title, description) values ($1, 'es', 'Mío', 'Escrito por un alumno.')`;
    expect((await failureOf(sqlAs(learner, insert, [courses.noDurationCourse]))).code).toBe('42501');
    expect(await rowCountAs(learner, `update public.course_translations set title = 'Cambiado' where course_id = $1`, [courses.publicCourse])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.course_translations where course_id = $1', [courses.publicCourse])).toBe(0);
    const quizInsert = `insert into public.quiz_translations (quiz_id, locale, question, choices) values ($1, 'ar', 'سؤال', '{أ,ب,ج,د}')`;
    expect((await failureOf(sqlAs(learner, quizInsert, [untranslatedQuiz]))).code).toBe('42501');
    expect(await courseIn(spanish, courses.publicCourse)).toMatchObject(es);
  });

  it('refuses bad input with a clear 400, and an unknown course or quiz with 404', async () => {
    const course = `/api/courses/${courses.noDurationCourse}/translations`;
    expectError(await as(admin, 'PUT', `${course}/en`, { body: es }), 400, 'The language must be es or ar (English is the course or quiz itself)');
    expectError(await as(admin, 'PUT', `${course}/fr`, { body: es }), 400, 'The language must be es or ar (English is the course or quiz itself)');
    expectError(await as(admin, 'PUT', `${course}/es`, { body: { ...es, title: '  ' } }), 400, 'The translated title is required');
    expectError(await as(admin, 'PUT', `${course}/es`, { body: { ...es, title: 'x'.repeat(201) } }), 400, 'Title must be at most 200 characters');
    expectError(await as(admin, 'PUT', `${course}/es`, { body: { title: es.title } }), 400, 'The translated description is required');
    expectError(await as(admin, 'PUT', '/api/courses/999999999/translations/es', { body: es }), 404, /not found/i);

    const quizPath = `/api/quizzes/${untranslatedQuiz}/translations/es`;
    expectError(
      await as(admin, 'PUT', quizPath, { body: { ...quizEs, choices: ['a', 'b', 'c'] } }),
      400,
      "The translation needs the quiz's 4 choices, in its order",
    );
    expectError(
      await as(admin, 'PUT', quizPath, { body: { ...quizEs, choices: ['a', 'b', 'c', 'd', 'e'] } }),
      400,
      "The translation needs the quiz's 4 choices, in its order",
    );
    expectError(await as(admin, 'PUT', quizPath, { body: { ...quizEs, question: '' } }), 400, 'The translated question is required');
    expectError(
      await as(admin, 'PUT', quizPath, { body: { ...quizEs, explanation: 'x'.repeat(2001) } }),
      400,
      'The explanation must be at most 2000 characters',
    );
    expectError(await as(admin, 'PUT', '/api/quizzes/999999999/translations/es', { body: quizEs }), 404, /not found/i);
    const { rows } = await db().query('select 1 from public.course_translations where course_id = $1', [courses.noDurationCourse]);
    expect(rows).toEqual([]);
  });

  it('refuses a translation in the other language’s letters on every kind (Latin as Arabic, Arabic as Spanish), saving nothing', async () => {
    const one = async (sql: string) => ((await db().query<{ id: string | number }>(sql)).rows[0] ?? { id: 0 }).id;
    const [material, packItem, challenge] = await Promise.all([
      one('select id from public.course_materials order by id limit 1'),
      one('select id from public.reward_pack_items order by id limit 1'),
      one('select id from public.challenges order by id limit 1'),
    ]);
    const latin = 'Fundamentos del marketing de redes';
    const arabic = 'أساسيات التسويق الشبكي';
    const kinds: [string, (text: string) => unknown][] = [
      [`/api/courses/${courses.noDurationCourse}/translations`, (text) => ({ title: text, description: text })],
      [`/api/quizzes/${untranslatedQuiz}/translations`, (text) => ({ question: text, choices: [text, text, text, text] })],
      [`/api/course-materials/${material}/translations`, (text) => ({ title: text })],
      ['/api/admin/rewards/warm_leads/translations', (text) => ({ title: text })],
      [`/api/admin/reward-pack-items/${packItem}/translations`, (text) => ({ title: text, body: text })],
      ['/api/admin/income-disclosure/translations', (text) => ({ source: text })],
      [`/api/challenges/${challenge}/translations`, (text) => ({ title: text, description: text })],
    ];
    const before = await db().query('select count(*)::int as n from public.course_translations where course_id = $1', [courses.noDurationCourse]);
    for (const [path, body] of kinds) {
      const notArabic = await as(admin, 'PUT', `${path}/ar`, { body: body(latin) });
      expectError(notArabic, 422, 'This translation is not written in Arabic letters: check that it is saved as the right language.');
      expect(notArabic.json?.code, path).toBe('not_arabic_script');
      const notSpanish = await as(admin, 'PUT', `${path}/es`, { body: body(arabic) });
      expectError(notSpanish, 422, 'This translation is written in Arabic letters, not Spanish: check that it is saved as the right language.');
      expect(notSpanish.json?.code, path).toBe('arabic_script_in_spanish');
    }
    const after = await db().query('select count(*)::int as n from public.course_translations where course_id = $1', [courses.noDurationCourse]);
    expect(after.rows).toEqual(before.rows);
    // A learner meets the admin rule first, whatever the text.
    expectError(
      await as(spanish, 'PUT', `/api/courses/${courses.publicCourse}/translations/ar`, { body: { title: latin, description: latin } }),
      403,
      /admin/i,
    );
  });

  it('checks a translation for income claims like its source: 422 without a reason, saved with one', async () => {
    const path = `/api/courses/${courses.noDurationCourse}/translations/es`;
    const flagged = { title: 'Ingresos pasivos desde casa', description: 'Un curso de prueba.' };
    const refused = await as(admin, 'PUT', path, { body: flagged });
    expect(refused.status).toBe(422);
    expect(refused.json?.claims).toEqual([expect.objectContaining({ reason: expect.any(String) })]);
    const saved = await as(admin, 'PUT', path, { body: { ...flagged, claimReason: 'Quoted to show what not to say.' } });
    expect(saved.status).toBe(200);
    const { rows } = await db().query(`select subject, subject_id from app.claim_overrides where subject = 'course' and subject_id = $1`, [
      courses.noDurationCourse,
    ]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('replaces a translation in place and removes it, the reads falling back to English', async () => {
    const path = `/api/quizzes/${untranslatedQuiz}/translations/ar`;
    const first = await as(admin, 'PUT', path, { body: { question: 'أي خيار صحيح؟', choices: ['أ', 'ب', 'ج', 'د'], explanation: 'لأن ج.' } });
    expect(first.json).toMatchObject({ message: 'Translation saved', translation: { quizId: untranslatedQuiz, locale: 'ar', explanation: 'لأن ج.' } });
    const second = await as(admin, 'PUT', path, { body: { question: 'ما الخيار الصحيح؟', choices: ['أ', 'ب', 'ج', 'د'], explanation: '' } });
    expect(second.json).toMatchObject({ translation: { question: 'ما الخيار الصحيح؟', explanation: '' } });
    const arabic = (await as(unset, 'GET', `/api/course-quizzes/${courses.publicCourse}`, { language: 'ar' })).json as unknown as Quiz[];
    expect(arabic.find((q) => q.id === untranslatedQuiz)).toMatchObject({ question: 'ما الخيار الصحيح؟', lang: 'ar' });

    expect((await as(admin, 'DELETE', path)).json).toEqual({ message: 'Translation removed' });
    expectError(await as(admin, 'DELETE', path), 404, 'This quiz has no translation in that language');
    const { rows } = await db().query('select 1 from public.quiz_key_translations where quiz_id = $1', [untranslatedQuiz]);
    expect(rows).toEqual([]);
    const back = (await as(unset, 'GET', `/api/course-quizzes/${courses.publicCourse}`, { language: 'ar' })).json as unknown as Quiz[];
    expect(back.find((q) => q.id === untranslatedQuiz)).toMatchObject({ question: 'Which is right?', lang: 'en' });

    const course = await makeCourses();
    const coursePath = `/api/courses/${course.publicCourse}/translations/es`;
    expect((await as(admin, 'PUT', coursePath, { body: es })).status).toBe(200);
    expect(await courseIn(spanish, course.publicCourse)).toMatchObject({ lang: 'es' });
    expect((await as(admin, 'DELETE', coursePath)).status).toBe(200);
    expect(await courseIn(spanish, course.publicCourse)).toMatchObject({ title: expect.stringMatching(/^DB test public/), lang: 'en' });
    // A translation goes with its course.
    await as(admin, 'PUT', coursePath, { body: es });
    expect((await as(admin, 'DELETE', `/api/courses/${course.publicCourse}`)).status).toBe(200);
    expect((await db().query('select 1 from public.course_translations where course_id = $1', [course.publicCourse])).rows).toEqual([]);
  });
});

describe('coverage', () => {
  /** What the coverage should say, counted straight from the tables: every part, and their sums. */
  const counted = async () => {
    const table = (rows: string, translations: string) =>
      `jsonb_build_object('translated', (select count(*) from public.${translations} t where t.locale = l.locale), 'total', (select count(*) from public.${rows}))`;
    const { rows } = await db().query<{ locale: string; parts: Record<string, { translated: number; total: number }> }>(
      `select l.locale, jsonb_build_object('courses', ${table('courses', 'course_translations')}, 'quizzes', ${table('quizzes', 'quiz_translations')},
                                           'missions', ${table('missions', 'mission_translations')},
                                           'challenges', ${table('challenges', 'challenge_translations')}) as parts
         from unnest(array['es', 'ar']) with ordinality as l(locale, n) order by l.n`,
    );
    return rows.map(({ locale, parts }) => ({
      locale,
      translated: Object.values(parts).reduce((sum, part) => sum + part.translated, 0),
      total: Object.values(parts).reduce((sum, part) => sum + part.total, 0),
      ...parts,
    }));
  };

  it('counts, per language, the courses, quizzes, stations and challenges that have a translation (drafts included)', async () => {
    // Other files add courses and quizzes at the same time: compare when the counts held still around the call.
    for (let attempt = 1; ; attempt += 1) {
      const before = await counted();
      const answer = await as(admin, 'GET', '/api/translations/coverage');
      const after = await counted();
      expect(answer.status).toBe(200);
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
      // The courses', quizzes', stations' and challenges' parts (api-reward-translations.test.ts checks the others and the totals).
      type Parts = Pick<TranslationCoverage[number], 'courses' | 'quizzes' | 'missions' | 'challenges'> & { locale: string };
      // A text with a translation counts once: current (translated) or out of date (api-translation-out-of-date.test.ts).
      const saved = (part: { translated: number; outOfDate?: number; total: number }) => ({
        translated: part.translated + (part.outOfDate ?? 0),
        total: part.total,
      });
      const parts = (entries: Parts[]) =>
        entries.map(({ locale, courses, quizzes, missions, challenges }) => ({
          locale,
          courses: saved(courses),
          quizzes: saved(quizzes),
          missions: saved(missions),
          challenges: saved(challenges),
        }));
      expect(parts(answer.json as unknown as TranslationCoverage)).toEqual(parts(before as unknown as Parts[]));
      break;
    }
    const marker = `Coverage ${randomUUID().slice(0, 6)}`;
    const { rows } = await db().query<{ id: number }>(
      `insert into public.courses (title, description, is_public) values ($1, 'Counted.', false) returning id::int`,
      [marker],
    );
    const id = rows[0]!.id;
    await as(admin, 'PUT', `/api/courses/${id}/translations/ar`, { body: ar });
    const { rows: mine } = await db().query('select locale from public.course_translations where course_id = $1', [id]);
    expect(mine).toEqual([{ locale: 'ar' }]);
  });
});
