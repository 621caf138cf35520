/**
 * The stations and the daily challenges in the learner's language (docs/decisions.md, "Languages":
 * content translations), against the real stack: the profile's language, else Accept-Language, else
 * English; each station and challenge says its language (`lang`), English where it has no
 * translation; the product data ships all five stations and the four product challenges in Spanish
 * and Arabic. A locked station's lesson stays back in every language. Challenge translations are
 * written by admins only (403 / 401 through the api, refused by RLS as the Data API meets the
 * database), validated like the source, and counted with the stations by the coverage route;
 * station translations have no write route and no API role may write them. The file makes its own
 * challenges; it removes one station translation for a moment (the fallback) and puts it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, Mission, MyChallenges, TranslationCoverage } from '../../contract/index.ts';
import { callApi, closeDb, db } from '../support/clients';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { claimsOf, failureOf, rowCountAs, sqlAs, type TestUser } from './db-helpers';

/** The learner as the database meets them through the Data API (role authenticated, their claims). */
const asUser = (caller: Caller): TestUser => ({ id: caller.id, email: caller.email, claims: claimsOf(caller.id, caller.email) });

let admin: Caller;
let spanish: Caller;
let unset: Caller;
/** A challenge of this file's own: active, with an English description and no translation at first. */
let mine: number;

const as = (caller: Caller | undefined, method: string, path: string, options: { body?: unknown; language?: string } = {}) =>
  callApi(method, path, { token: caller?.token, body: options.body, headers: options.language ? { 'accept-language': options.language } : {} });

/** The product data's Spanish and Arabic station 1 and "Talk to 10 people" (the migration's text). */
const STATION_1 = {
  es: { title: 'Estación 1: Descubre tu porqué', lesson: '### Paso 1: Escribe tu porqué' },
  ar: { title: 'المحطة 1: اعرف دافعك', lesson: '### الخطوة 1: اكتب دافعك' },
};
const TALK = {
  en: 'Talk to 10 people',
  es: { title: 'Habla con 10 personas', description: 'Inicia una conversación sobre tu negocio con diez personas. Registra con cuántas hablaste.' },
  ar: { title: 'تحدّث مع 10 أشخاص', description: 'ابدأ حديثًا عن عملك مع عشرة أشخاص. سجّل عدد من تحدثت معهم.' },
};

beforeAll(async () => {
  [admin, spanish, unset] = await Promise.all([fileAdmin(), newLearner('Lucía Estaciones'), newLearner('Unset Stations')]);
  await db().query(`update public.profiles set locale = 'es' where id = $1`, [spanish.id]);
  const created = await as(admin, 'POST', '/api/challenges', {
    body: { title: 'Translation test challenge', description: 'Made by the station translations test.', kind: 'days', target: 3 },
  });
  expect(created.status, created.text).toBe(201);
  mine = (created.json as { challenge: Challenge }).challenge.id;
});

afterAll(async () => {
  await db().query('delete from public.challenge_runs where challenge_id = $1', [mine]);
  await db().query('delete from public.challenges where id = $1', [mine]);
  await closeDb();
});

const missions = async (caller: Caller, language?: string) => (await as(caller, 'GET', '/api/missions', { language })).json as unknown as Mission[];
const myChallenges = async (caller: Caller, language?: string) =>
  ((await as(caller, 'GET', `/api/users/${caller.id}/challenges`, { language })).json as unknown as MyChallenges).challenges;

describe('the stations in the learner language', () => {
  it("serves a Spanish learner's stations in Spanish, whatever the browser asks, and keeps a locked lesson back", async () => {
    const list = await missions(spanish, 'ar');
    expect(list).toHaveLength(5);
    expect(list.every((mission) => mission.lang === 'es')).toBe(true);
    expect(list[0]).toMatchObject({ id: 1, station: 1, title: STATION_1.es.title, lang: 'es' });
    expect(list[0]!.content).toContain(STATION_1.es.lesson);
    expect(list[0]!.content).toContain('**Práctica:**');
    // Station 2 is locked until station 1 is done: its Spanish title, no lesson in any language.
    expect(list[1]).toMatchObject({ title: 'Estación 2: Arma tu lista de contactos', content: null, lang: 'es' });

    const one = await as(spanish, 'GET', '/api/missions/1');
    expect(one.json).toMatchObject({ title: STATION_1.es.title, lang: 'es' });
    const locked = await as(spanish, 'GET', '/api/missions/3');
    expect(locked.json).toMatchObject({ title: 'Estación 3: Conversaciones que conectan', content: null });

    const done = await as(spanish, 'POST', `/api/users/${spanish.id}/complete-mission`, { body: { missionId: 1 } });
    expect(done.status, done.text).toBe(200);
    const unlocked = await as(spanish, 'GET', '/api/missions/2');
    expect((unlocked.json as unknown as Mission).content).toMatch(/^La mayoría de las conversaciones empiezan/);
  });

  it('follows Accept-Language for a learner without a language, and admins read the English', async () => {
    const arabic = await missions(unset, 'ar-EG,ar;q=0.9,en;q=0.8');
    expect(arabic[0]).toMatchObject({ title: STATION_1.ar.title, lang: 'ar' });
    expect(arabic[0]!.content).toContain(STATION_1.ar.lesson);
    expect(await missions(unset, 'es-MX')).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1, title: STATION_1.es.title, lang: 'es' })]));
    expect((await missions(unset, 'de, fr;q=0.5'))[0]).toMatchObject({ title: 'Station 1: Know Your Why', lang: 'en' });
    expect((await missions(unset))[0]).toMatchObject({ lang: 'en' });
    expect((await missions(admin, 'es'))[0]).toMatchObject({ title: 'Station 1: Know Your Why', lang: 'en' });
  });

  it('falls back to the English, said so, for a station with no translation in the language', async () => {
    const { rows } = await db().query(`delete from public.mission_translations where mission_id = 5 and locale = 'ar' returning *`);
    try {
      const list = await missions(unset, 'ar');
      expect(list.find((mission) => mission.id === 5)).toMatchObject({ title: 'Station 5: Follow Up and Stay Consistent', lang: 'en' });
      expect(list.find((mission) => mission.id === 4)).toMatchObject({ title: 'المحطة 4: شارك بصدق ودون ضغط', lang: 'ar' });
    } finally {
      const row = rows[0] as { mission_id: number; locale: string; title: string; description: string; content: string };
      await db().query(`insert into public.mission_translations (mission_id, locale, title, description, content) values ($1, $2, $3, $4, $5)`, [
        row.mission_id,
        row.locale,
        row.title,
        row.description,
        row.content,
      ]);
    }
  });

  it('has no write route, and no API role may write a station translation', async () => {
    expectError(await as(admin, 'PUT', '/api/missions/1/translations/es', { body: { title: 'x' } }), 404, /^No route for PUT/);
    for (const who of [asUser(spanish), asUser(admin)]) {
      expect((await failureOf(sqlAs(who, `update public.mission_translations set title = 'Hackeada' where mission_id = 1`))).code).toBe('42501');
    }
    expect((await failureOf(sqlAs('anon', 'select title from public.mission_translations'))).code).toBe('42501');
    expect((await missions(spanish))[0]!.title).toBe(STATION_1.es.title);
  });
});

describe('the daily challenges in the learner language', () => {
  it('serves the product challenges in Spanish and Arabic: the learner view, the public list, anonymous callers', async () => {
    expect((await myChallenges(spanish)).find((challenge) => challenge.title === TALK.es.title)).toMatchObject({ ...TALK.es, lang: 'es' });
    expect((await myChallenges(unset, 'ar')).find((challenge) => challenge.title === TALK.ar.title)).toMatchObject({ ...TALK.ar, lang: 'ar' });
    const publicList = (await as(undefined, 'GET', '/api/challenges', { language: 'es-ES' })).json as unknown as Challenge[];
    expect(publicList.find((challenge) => challenge.title === TALK.es.title)).toMatchObject({ lang: 'es' });
    const english = (await as(undefined, 'GET', '/api/challenges')).json as unknown as Challenge[];
    expect(english.find((challenge) => challenge.title === TALK.en)).toMatchObject({ lang: 'en' });
    // Admins read the English they edit.
    const adminList = (await as(admin, 'GET', '/api/challenges', { language: 'es' })).json as unknown as Challenge[];
    expect(adminList.find((challenge) => challenge.title === TALK.en)).toMatchObject({ lang: 'en' });
  });

  it('falls back to the English, said so, for a challenge with no translation; joining and checking in answer in the language', async () => {
    expect((await myChallenges(spanish)).find((challenge) => challenge.id === mine)).toMatchObject({ title: 'Translation test challenge', lang: 'en' });
    const joined = await as(spanish, 'POST', `/api/users/${spanish.id}/challenges/${mine}/join`, { body: { timeZone: 'Europe/Madrid' } });
    expect(joined.status, joined.text).toBe(200);
    const joinedList = (joined.json as { challenges: MyChallenges }).challenges.challenges;
    expect(joinedList.find((challenge) => challenge.id === mine)).toMatchObject({ lang: 'en', run: expect.objectContaining({ progress: 0 }) });
    expect(joinedList.find((challenge) => challenge.title === TALK.es.title)).toMatchObject({ lang: 'es' });

    const saved = await as(admin, 'PUT', `/api/challenges/${mine}/translations/es`, {
      body: { title: 'Reto de prueba de traducción', description: 'Hecho por la prueba de traducciones.' },
    });
    expect(saved.status, saved.text).toBe(200);
    const checkedIn = await as(spanish, 'POST', `/api/users/${spanish.id}/challenges/${mine}/check-in`, { body: {} });
    expect(checkedIn.status, checkedIn.text).toBe(200);
    const after = (checkedIn.json as { challenges: MyChallenges }).challenges.challenges.find((challenge) => challenge.id === mine);
    expect(after).toMatchObject({ title: 'Reto de prueba de traducción', description: 'Hecho por la prueba de traducciones.', lang: 'es' });
    expect(after?.run?.progress).toBe(1);
  });
});

describe('writing challenge translations', () => {
  it('is for admins: 403 for a learner, 401 without a token, and RLS refuses a direct write', async () => {
    const path = `/api/challenges/${mine}/translations`;
    const body = { title: 'Mío', description: 'Escrito por un alumno.' };
    expectError(await as(spanish, 'GET', path), 403, /admin/i);
    expectError(await as(undefined, 'GET', path), 401, /log in/i);
    expectError(await as(spanish, 'PUT', `${path}/ar`, { body }), 403, /admin/i);
    expectError(await as(undefined, 'PUT', `${path}/ar`, { body }), 401, /log in/i);
    expectError(await as(spanish, 'DELETE', `${path}/es`), 403, /admin/i);
    expectError(await as(undefined, 'DELETE', `${path}/es`), 401, /log in/i);

    const learner = asUser(spanish);
    const insert = `insert into public.challenge_translations (challenge_id, locale, title, description) values ($1, 'ar', 'Mío', '')`;
    expect((await failureOf(sqlAs(learner, insert, [mine]))).code).toBe('42501');
    expect(await rowCountAs(learner, `update public.challenge_translations set title = 'Cambiado' where challenge_id = $1`, [mine])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.challenge_translations where challenge_id = $1', [mine])).toBe(0);
    const { rows } = await db().query('select locale from public.challenge_translations where challenge_id = $1', [mine]);
    expect(rows).toEqual([{ locale: 'es' }]);
  });

  it('refuses bad input with a clear 400, and an unknown challenge with 404', async () => {
    const path = `/api/challenges/${mine}/translations`;
    const good = { title: 'تحدي الترجمة', description: 'أعدّه اختبار الترجمات.' };
    const languageError = 'The language must be es or ar (English is the challenge itself)';
    expectError(await as(admin, 'PUT', `${path}/en`, { body: good }), 400, languageError);
    expectError(await as(admin, 'PUT', `${path}/fr`, { body: good }), 400, languageError);
    expectError(await as(admin, 'PUT', `${path}/ar`, { body: { ...good, title: '  ' } }), 400, 'The translated title is required');
    expectError(await as(admin, 'PUT', `${path}/ar`, { body: { ...good, title: 'x'.repeat(201) } }), 400, 'The title must be at most 200 characters');
    expectError(
      await as(admin, 'PUT', `${path}/ar`, { body: { ...good, description: 'x'.repeat(2001) } }),
      400,
      'The description must be at most 2000 characters',
    );
    // The English has a description: so must the translation.
    expectError(
      await as(admin, 'PUT', `${path}/ar`, { body: { title: good.title, description: ' ' } }),
      400,
      'The translated description is required: the challenge has one in English',
    );
    expectError(await as(admin, 'PUT', '/api/challenges/999999999/translations/ar', { body: good }), 404, 'Challenge not found');
    expectError(await as(admin, 'GET', '/api/challenges/999999999/translations'), 404, 'Challenge not found');
    const { rows } = await db().query(`select 1 from public.challenge_translations where challenge_id = $1 and locale = 'ar'`, [mine]);
    expect(rows).toEqual([]);

    // A challenge with no English description may have none in translation either.
    const bare = await as(admin, 'POST', '/api/challenges', { body: { title: 'Bare test challenge', kind: 'count', target: 2, isActive: false } });
    const bareId = (bare.json as { challenge: Challenge }).challenge.id;
    try {
      const saved = await as(admin, 'PUT', `/api/challenges/${bareId}/translations/ar`, { body: { title: 'تحدٍّ بلا وصف' } });
      expect(saved.json).toMatchObject({
        message: 'Translation saved',
        translation: { challengeId: bareId, locale: 'ar', title: 'تحدٍّ بلا وصف', description: '' },
      });
    } finally {
      await db().query('delete from public.challenges where id = $1', [bareId]);
    }
  });

  it('reads back by language, replaces in place and removes, the reads falling back to English', async () => {
    const path = `/api/challenges/${mine}/translations/ar`;
    const first = await as(admin, 'PUT', path, { body: { title: 'تحدي الترجمة', description: 'أعدّه اختبار الترجمات.' } });
    expect(first.json).toMatchObject({ message: 'Translation saved', translation: { challengeId: mine, locale: 'ar', title: 'تحدي الترجمة' } });
    const second = await as(admin, 'PUT', path, { body: { title: 'تحدي اختبار الترجمة', description: 'وصف جديد.' } });
    expect(second.json).toMatchObject({ translation: { title: 'تحدي اختبار الترجمة', description: 'وصف جديد.' } });
    const read = await as(admin, 'GET', `/api/challenges/${mine}/translations`);
    expect(read.json).toEqual({
      es: {
        challengeId: mine,
        locale: 'es',
        title: 'Reto de prueba de traducción',
        description: 'Hecho por la prueba de traducciones.',
        updatedAt: expect.any(String),
        outOfDate: false,
      },
      ar: { challengeId: mine, locale: 'ar', title: 'تحدي اختبار الترجمة', description: 'وصف جديد.', updatedAt: expect.any(String), outOfDate: false },
    });
    expect((await myChallenges(unset, 'ar')).find((challenge) => challenge.id === mine)).toMatchObject({ title: 'تحدي اختبار الترجمة', lang: 'ar' });

    expect((await as(admin, 'DELETE', path)).json).toEqual({ message: 'Translation removed' });
    expectError(await as(admin, 'DELETE', path), 404, 'This challenge has no translation in that language');
    expect((await myChallenges(unset, 'ar')).find((challenge) => challenge.id === mine)).toMatchObject({ title: 'Translation test challenge', lang: 'en' });
  });
});

describe('coverage', () => {
  // Each part against the tables: tests/integration/api-content-translations.test.ts.
  it('counts the stations and the challenges with the courses and quizzes, per language', async () => {
    const coverage = (await as(admin, 'GET', '/api/translations/coverage')).json as unknown as TranslationCoverage;
    expect(coverage.map((entry) => [entry.locale, entry.missions])).toEqual([
      ['es', { translated: 5, outOfDate: 0, total: 5 }],
      ['ar', { translated: 5, outOfDate: 0, total: 5 }],
    ]);
    for (const entry of coverage) {
      // The four product challenges and this file's Spanish one, at least.
      expect(entry.challenges.translated + entry.challenges.outOfDate).toBeGreaterThanOrEqual(4);
      expect(entry.challenges.total).toBeGreaterThanOrEqual(5);
      const parts = [entry.courses, entry.quizzes, entry.missions, entry.challenges, entry.rewards, entry.packItems, entry.materials, entry.incomeDisclosure];
      expect([entry.translated, entry.total]).toEqual([
        parts.reduce((sum, part) => sum + part.translated, 0),
        parts.reduce((sum, part) => sum + part.total, 0),
      ]);
    }
    expectError(await as(spanish, 'GET', '/api/translations/coverage'), 403, /admin/i);
  });
});
