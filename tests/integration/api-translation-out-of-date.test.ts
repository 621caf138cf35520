/**
 * Out-of-date translations (docs/decisions.md, "Languages": out-of-date translations), against the
 * real stack: a translation records the English it translated (a digest the database stamps when it
 * is saved); when the English changes the content manager reads it as out of date and coverage
 * counts it apart, a learner still reads it (a quiz's choices excepted: English, as the answer key
 * counts them), and saving it again makes it current. Nobody but the database writes the digest: not
 * a learner, not an admin through the Data API. The file makes its own course and quiz, so it runs
 * beside others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVERAGE_NEEDS_LIMIT, type Quiz, type TranslationCoverage } from '../../contract/index.ts';
import { callApi, closeDb, db } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { claimsOf, failureOf, makeCourses, makeQuiz, rowCountAs, sqlAs, type TestUser } from './db-helpers';

const asUser = (caller: Caller): TestUser => ({ id: caller.id, email: caller.email, claims: claimsOf(caller.id, caller.email) });

let admin: Caller;
let spanish: Caller;
let course: number;
let quiz: number;

const as = (caller: Caller, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller.token, body });

const es = { title: 'Curso que cambiará', description: 'Traducido antes del cambio.' };
const quizEs = { question: '¿Cuál es la correcta?', choices: ['Opción A', 'Opción B', 'Opción C', 'Opción D'], explanation: 'Porque la C.' };

const courseTranslation = async () =>
  ((await as(admin, 'GET', `/api/courses/${course}/translations`)).json as unknown as { es?: { title: string; outOfDate: boolean } }).es;
const quizTranslation = async () => ((await as(admin, 'GET', `/api/quizzes/${quiz}/translations`)).json as unknown as { es?: { outOfDate: boolean } }).es;
const learnerQuiz = async () => ((await as(spanish, 'GET', `/api/course-quizzes/${course}`)).json as unknown as Quiz[]).find((entry) => entry.id === quiz);

/** The Spanish course translations out of date, counted from the tables (each one's digest against its course now). */
const staleCourses = async () =>
  Number(
    (
      await db().query<{ count: string }>(
        `select count(*) from public.course_translations t join public.courses c on c.id = t.course_id
          where t.locale = 'es' and t.source_digest is distinct from app.text_digest(jsonb_build_array(c.title, c.description))`,
      )
    ).rows[0]!.count,
  );

/** The coverage's Spanish courses, when the tables held still around the call (other files write courses too). */
async function spanishCourses(): Promise<{ counts: TranslationCoverage[number]['courses']; entry: TranslationCoverage[number]; stale: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await staleCourses();
    const answer = await as(admin, 'GET', '/api/translations/coverage');
    expect(answer.status, answer.text).toBe(200);
    const after = await staleCourses();
    if (before !== after && attempt < 5) continue;
    const entry = (answer.json as unknown as TranslationCoverage).find((one) => one.locale === 'es')!;
    return { counts: entry.courses, entry, stale: before };
  }
}

beforeAll(async () => {
  [admin, spanish, { publicCourse: course }] = await Promise.all([fileAdmin(), newLearner('Stale Learner'), makeCourses()]);
  await db().query(`update public.profiles set locale = 'es' where id = $1`, [spanish.id]);
  quiz = await makeQuiz(course);
  for (const [path, body] of [
    [`/api/courses/${course}/translations/es`, es],
    [`/api/quizzes/${quiz}/translations/es`, quizEs],
  ] as const) {
    const saved = await as(admin, 'PUT', path, body);
    expect(saved.status, saved.text).toBe(200);
  }
});

afterAll(closeDb);

describe('a translation whose English changed', () => {
  it('is current when saved, out of date once the English changes, and current again when saved again', async () => {
    expect(await courseTranslation()).toMatchObject({ ...es, outOfDate: false });

    await db().query(`update public.courses set description = 'The English, rewritten.' where id = $1`, [course]);
    expect(await courseTranslation()).toMatchObject({ ...es, outOfDate: true });
    // Learners still read it: closer to them than the English (docs/decisions.md, "Languages").
    const read = await as(spanish, 'GET', `/api/courses/${course}`);
    expect(read.json).toMatchObject({ ...es, lang: 'es' });

    const again = await as(admin, 'PUT', `/api/courses/${course}/translations/es`, { ...es, description: 'Traducido después del cambio.' });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ translation: { outOfDate: false } });
    expect(await courseTranslation()).toMatchObject({ outOfDate: false });

    // The same English again (an edit undone) is what the translation translated: current.
    await db().query(`update public.courses set title = title || ' (edited)' where id = $1`, [course]);
    expect(await courseTranslation()).toMatchObject({ outOfDate: true });
    await db().query(`update public.courses set title = left(title, -length(' (edited)')) where id = $1`, [course]);
    expect(await courseTranslation()).toMatchObject({ outOfDate: false });
  });

  it('is counted apart by the coverage: translated, out of date and total', async () => {
    const fresh = await spanishCourses();
    expect(fresh.counts.outOfDate).toBe(fresh.stale);

    await db().query(`update public.courses set description = 'Changed for the count.' where id = $1`, [course]);
    const stale = await spanishCourses();
    expect(stale.counts.outOfDate).toBe(stale.stale);
    expect(stale.stale).toBeGreaterThanOrEqual(1);
    const { rows } = await db().query<{ count: string }>(`select count(*) from public.course_translations where locale = 'es'`);
    // Every Spanish translation is either current or out of date (rows may have come since: at least).
    expect(stale.counts.translated + stale.counts.outOfDate).toBeLessThanOrEqual(Number(rows[0]!.count));
    expect(stale.counts.translated + stale.counts.outOfDate).toBeLessThanOrEqual(stale.counts.total);
    const parts = [stale.entry.courses, stale.entry.quizzes, stale.entry.missions, stale.entry.challenges, stale.entry.rewards, stale.entry.packItems];
    const all = [...parts, stale.entry.materials, stale.entry.incomeDisclosure];
    expect([stale.entry.translated, stale.entry.outOfDate, stale.entry.total]).toEqual([
      all.reduce((sum, part) => sum + part.translated, 0),
      all.reduce((sum, part) => sum + part.outOfDate, 0),
      all.reduce((sum, part) => sum + part.total, 0),
    ]);

    expect((await as(admin, 'PUT', `/api/courses/${course}/translations/es`, es)).status).toBe(200);
    expect(await courseTranslation()).toMatchObject({ outOfDate: false });
  });

  it('names which texts need a translation: out of date first, missing after, each with where it opens', async () => {
    await db().query(`update public.courses set description = 'Changed for the list.' where id = $1`, [course]);
    const { rows } = await db().query<{ question: string }>('select question from public.quizzes where id = $1', [quiz]);
    await db().query(`update public.quizzes set question = 'Which one is right?' where id = $1`, [quiz]);
    try {
      const answer = await as(admin, 'GET', '/api/translations/coverage');
      expect(answer.status, answer.text).toBe(200);
      const [es, ar] = ['es', 'ar'].map((locale) => (answer.json as unknown as TranslationCoverage).find((entry) => entry.locale === locale)!);
      // Spanish: both translated before the English changed; Arabic: none yet.
      expect(es!.needs).toContainEqual({ kind: 'courses', key: String(course), state: 'outOfDate' });
      expect(es!.needs).toContainEqual({ kind: 'quizzes', key: String(quiz), state: 'outOfDate', courseId: course });
      expect(ar!.needs).toContainEqual({ kind: 'courses', key: String(course), state: 'missing' });
      for (const entry of [es!, ar!]) {
        // Bounded, never more than there are, and every out-of-date text before any missing one.
        expect(entry.needs.length).toBeLessThanOrEqual(Math.min(COVERAGE_NEEDS_LIMIT, entry.total - entry.translated));
        const states = entry.needs.map((need) => need.state);
        expect(states.indexOf('missing') === -1 || states.lastIndexOf('outOfDate') < states.indexOf('missing')).toBe(true);
        // A quiz and a material say their course, a pack item its reward; nothing else does.
        for (const need of entry.needs) {
          expect(need.courseId === undefined || need.kind === 'quizzes' || need.kind === 'materials').toBe(true);
          expect(need.rewardId === undefined || need.kind === 'packItems').toBe(true);
        }
      }
      // A learner reads none of it.
      expectError(await as(spanish, 'GET', '/api/translations/coverage'), 403, /admin/i);
    } finally {
      await db().query('update public.quizzes set question = $2 where id = $1', [quiz, rows[0]!.question]);
      for (const path of [`/api/courses/${course}/translations/es`, `/api/quizzes/${quiz}/translations/es`]) {
        expect((await as(admin, 'PUT', path, path.includes('quizzes') ? quizEs : es)).status).toBe(200);
      }
      const again = ((await as(admin, 'GET', '/api/translations/coverage')).json as unknown as TranslationCoverage).find((entry) => entry.locale === 'es')!;
      expect(again.needs.filter((need) => need.key === String(course) && need.kind === 'courses')).toEqual([]);
    }
  });

  it("serves a quiz's English question and choices while its translation is out of date", async () => {
    expect(await learnerQuiz()).toMatchObject({ question: quizEs.question, choices: quizEs.choices, lang: 'es' });
    expect(await quizTranslation()).toMatchObject({ outOfDate: false });

    // The English choices reordered: the answer key's position would point at another translated choice.
    await db().query(`update public.quizzes set choices = array['Choice D', 'Choice C', 'Choice B', 'Choice A'] where id = $1`, [quiz]);
    expect(await quizTranslation()).toMatchObject({ outOfDate: true });
    expect(await learnerQuiz()).toMatchObject({ question: 'Which is right?', choices: ['Choice D', 'Choice C', 'Choice B', 'Choice A'], lang: 'en' });

    const reordered = { ...quizEs, choices: ['Opción D', 'Opción C', 'Opción B', 'Opción A'] };
    expect((await as(admin, 'PUT', `/api/quizzes/${quiz}/translations/es`, reordered)).status).toBe(200);
    expect(await quizTranslation()).toMatchObject({ outOfDate: false });
    expect(await learnerQuiz()).toMatchObject({ choices: reordered.choices, lang: 'es' });

    // The explanation alone changed: out of date for the content manager (learners read it once they answer).
    await db().query(`update public.quiz_keys set explanation = 'A new English explanation.' where quiz_id = $1`, [quiz]);
    expect(await quizTranslation()).toMatchObject({ outOfDate: true });
    expect(await learnerQuiz()).toMatchObject({ lang: 'es' });
  });
});

describe('the digest is the database’s', () => {
  it('refuses to let a learner or an admin write it or ask about what they may not read', async () => {
    const learner = asUser(spanish);
    for (const caller of [learner, asUser(admin)]) {
      const write = failureOf(sqlAs(caller, `update public.course_translations set source_digest = 'forged' where course_id = $1`, [course]));
      expect((await write).code).toBe('42501');
    }
    expect(
      (
        await failureOf(
          sqlAs(
            learner,
            `insert into public.course_translations (course_id, locale, title, description, source_digest) values ($1, 'ar', 'x', 'y', 'forged')`,
            [course],
          ),
        )
      ).code,
    ).toBe('42501');
    // Saving through the texts, as an admin may, stamps the English now, whatever was there.
    expect(await rowCountAs(learner, `update public.course_translations set title = 'Cambiado' where course_id = $1`, [course])).toBe(0);
    await db().query(`update public.course_translations set source_digest = 'stale' where course_id = $1`, [course]);
    expect(await rowCountAs(asUser(admin), `update public.course_translations set title = title where course_id = $1 and locale = 'es'`, [course])).toBe(1);
    expect(await courseTranslation()).toMatchObject({ outOfDate: false });

    for (const call of ['select * from app.translation_sources()', 'select * from app.translation_rows()', `select app.source_digest('quizKeys', '1')`]) {
      expect((await failureOf(sqlAs(learner, call))).code).toBe('42501');
    }
    // A learner may ask only whether a visible quiz's translation is current, never of a course's or an explanation.
    const { rows: keys } = await db().query<{ digest: string }>(`select source_digest as digest from public.quiz_key_translations where quiz_id = $1`, [quiz]);
    const digest = keys[0]!.digest;
    expect(await sqlAs(learner, `select app.translation_current('quizKeys', $1, $2) as current`, [String(quiz), digest])).toEqual([{ current: null }]);
    expect(await sqlAs(learner, `select app.translation_current('courses', $1, 'x') as current`, [String(course)])).toEqual([{ current: null }]);
    expect((await failureOf(sqlAs(learner, 'select app.translation_coverage()'))).code).toBe('MT403');
    expect((await as(spanish, 'GET', `/api/courses/${course}/translations`)).status).toBe(403);
  });
});
