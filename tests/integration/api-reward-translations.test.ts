/**
 * Rewards, pack items, course materials and the income disclosure in the learner's language
 * (docs/decisions.md, "Languages": content translations), against the real stack: the profile's
 * language, else Accept-Language, else English; each says its language (`lang`). A pack item's
 * translation is read only by a buyer of its pack, a draft course's material's by nobody but admins;
 * learners write none of them (api 403 / 401, refused by RLS as the Data API would meet the
 * database); admins' writes are validated and claim-checked like the source, and counted by the
 * coverage route. The file makes its own reward, items, courses and materials, so it runs beside
 * others; the disclosure (everybody's) is only read, or written back as the demo has it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material, Redemption, Settings, TranslationCoverage } from '../../contract/index.ts';
import { callApi, closeDb, db } from '../support/clients';
import { waitForMail } from '../support/mail';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { claimsOf, failureOf, grant, makeCourses, rowCountAs, sqlAs, type TestUser } from './db-helpers';

const asUser = (caller: Caller): TestUser => ({ id: caller.id, email: caller.email, claims: claimsOf(caller.id, caller.email) });

const as = (caller: Caller | undefined, method: string, path: string, options: { body?: unknown; language?: string } = {}) =>
  callApi(method, path, { token: caller?.token, body: options.body, headers: options.language ? { 'accept-language': options.language } : {} });

/** A reward id is lower-case letters and underscores only. */
const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const rewardId = `rt_${letters()}`;
const english = { title: `RT test ${rewardId}`, description: 'A pack made by the translations test.' };
const rewardEs = { title: 'Pack de prueba', description: 'Un pack hecho por la prueba de traducciones.' };
const rewardAr = { title: 'حزمة تجريبية', description: 'حزمة أعدّها اختبار الترجمات.' };
const itemEs = { title: 'Primer elemento', body: 'El texto del primer elemento, en español.' };
const materialEs = { title: 'Material de prueba', description: 'Un enlace hecho por la prueba.' };

let admin: Caller;
let spanish: Caller;
let unset: Caller;
let stranger: Caller;
let items: number[];
let courses: Awaited<ReturnType<typeof makeCourses>>;
let material: number;
let draftMaterial: number;

const put = async (path: string, body: unknown) => {
  const saved = await as(admin, 'PUT', path, { body });
  expect(saved.status, `${path}: ${saved.text}`).toBe(200);
  return saved;
};

const addMaterial = async (courseId: number, title: string) => {
  const added = await as(admin, 'POST', '/api/course-materials', { body: { courseId, title, type: 'link', fileUrl: 'https://example.com/rt' } });
  expect(added.status, added.text).toBe(201);
  return (added.json?.material as { id: number }).id;
};

beforeAll(async () => {
  [admin, spanish, unset, stranger, courses] = await Promise.all([
    fileAdmin(),
    newLearner('Lucía Compradora'),
    newLearner('Unset Buyer'),
    newLearner('Not A Buyer'),
    makeCourses(),
  ]);
  await db().query(`update public.profiles set locale = 'es' where id = $1`, [spanish.id]);
  await Promise.all([grant(spanish, 10), grant(unset, 10)]);
  const created = await as(admin, 'POST', '/api/admin/rewards', { body: { id: rewardId, ...english, cost: 1, fulfilment: 'pack' } });
  expect(created.status, created.text).toBe(201);
  items = [];
  for (const title of ['RT test first item', 'RT test second item']) {
    const added = await as(admin, 'POST', `/api/admin/reward-packs/${rewardId}/items`, { body: { title, body: `${title}: the English text.` } });
    expect(added.status, added.text).toBe(201);
    items.push((added.json?.item as { id: number }).id);
  }
  material = await addMaterial(courses.publicCourse, `RT test material ${randomUUID().slice(0, 6)}`);
  draftMaterial = await addMaterial(courses.draftCourse, `RT test draft material ${randomUUID().slice(0, 6)}`);
  await put(`/api/admin/rewards/${rewardId}/translations/es`, rewardEs);
  await put(`/api/admin/rewards/${rewardId}/translations/ar`, rewardAr);
  await put(`/api/admin/reward-pack-items/${items[0]}/translations/es`, itemEs);
  await put(`/api/course-materials/${material}/translations/es`, materialEs);
  await put(`/api/course-materials/${draftMaterial}/translations/es`, { title: 'Borrador secreto', description: '' });
});

afterAll(closeDb);

const settingsIn = async (language: string | undefined, caller?: Caller) =>
  (await as(caller, 'GET', '/api/settings', { language })).json as unknown as Settings;
const mine = (settings: Settings) => settings.rewards.find((reward) => reward.id === rewardId);

describe('the catalogue and the disclosure in the reader language', () => {
  it('serves GET /api/settings by Accept-Language, English where untranslated, and says which', async () => {
    expect(mine(await settingsIn('es-MX'))).toMatchObject({ ...rewardEs, cost: 1, lang: 'es' });
    expect(mine(await settingsIn('ar-EG,ar;q=0.9'))).toMatchObject({ ...rewardAr, lang: 'ar' });
    expect(mine(await settingsIn('de, fr;q=0.5'))).toMatchObject({ ...english, lang: 'en' });
    expect(mine(await settingsIn(undefined))).toMatchObject({ ...english, lang: 'en' });
  });

  it("prefers a signed-in learner's profile language to the browser's", async () => {
    expect(mine(await settingsIn('ar', spanish))).toMatchObject({ ...rewardEs, lang: 'es' });
    expect(mine(await settingsIn('ar', unset))).toMatchObject({ ...rewardAr, lang: 'ar' });
    // Admins read the English they edit.
    expect(mine(await settingsIn('es', admin))).toMatchObject({ ...english, lang: 'en' });
  });

  it('ships the demo catalogue and disclosure in Spanish and Arabic, the figures unchanged', async () => {
    const [en, es, ar] = await Promise.all([settingsIn('en'), settingsIn('es'), settingsIn('ar')]);
    for (const id of ['social_posts', 'email_swipes', 'warm_leads', 'call_scripts', 'coaching_call']) {
      expect(
        es.rewards.find((reward) => reward.id === id),
        id,
      ).toMatchObject({ lang: 'es' });
      expect(
        ar.rewards.find((reward) => reward.id === id),
        id,
      ).toMatchObject({ lang: 'ar' });
    }
    expect(es.rewards.find((reward) => reward.id === 'social_posts')?.title).toBe('5 publicaciones para redes sociales');
    // The source a learner reads: the academy's sample statement and its year, in their language (no operator instruction).
    const year = en.incomeDisclosure!.asOf.slice(0, 4);
    expect(en.incomeDisclosure).toMatchObject({ lang: 'en', source: `Money Train Academy sample income disclosure statement, ${year}` });
    expect(es.incomeDisclosure).toMatchObject({ lang: 'es', source: `Declaración de ingresos de muestra de Money Train Academy, ${year}` });
    expect(ar.incomeDisclosure).toMatchObject({ lang: 'ar', source: `نموذج بيان الإفصاح عن الدخل من Money Train Academy لعام ${year}` });
    expect(ar.incomeDisclosure).toMatchObject({ lang: 'ar', typicalCosts: expect.stringMatching(/حقيبة البداية/) });
    const figures = ({ medianAnnual, zeroShare, asOf, brackets, participants }: NonNullable<Settings['incomeDisclosure']>) => ({
      medianAnnual,
      zeroShare,
      asOf,
      brackets,
      participants,
    });
    expect(figures(es.incomeDisclosure!)).toEqual(figures(en.incomeDisclosure!));
    expect(figures(ar.incomeDisclosure!)).toEqual(figures(en.incomeDisclosure!));
  });
});

describe('a claimed pack in the buyer language', () => {
  it('answers the redemption, the claimed rewards and the e-mail in Spanish, untranslated items in English', async () => {
    const redeemed = await as(spanish, 'POST', `/api/users/${spanish.id}/redeem-reward`, { body: { rewardType: rewardId } });
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.json?.redemption).toMatchObject({ title: rewardEs.title, lang: 'es', status: 'delivered' });
    const claimed = ((await as(spanish, 'GET', `/api/users/${spanish.id}/rewards`)).json as unknown as Redemption[]).find(
      (redemption) => redemption.rewardType === rewardId,
    );
    expect(claimed).toMatchObject({ title: rewardEs.title, lang: 'es' });
    expect(claimed?.items).toEqual([
      { id: items[0], ...itemEs, lang: 'es' },
      { id: items[1], title: 'RT test second item', body: 'RT test second item: the English text.', lang: 'en' },
    ]);
    // The pack's e-mail in the buyer's language: its words (mail-messages.ts) and the reward's title.
    const mail = await waitForMail(spanish.email, `Tu recompensa: ${rewardEs.title}`);
    expect(mail.text).toContain(itemEs.body);
  });

  it('follows Accept-Language for a buyer without a language, English where the item has none', async () => {
    expect((await as(unset, 'POST', `/api/users/${unset.id}/redeem-reward`, { body: { rewardType: rewardId }, language: 'ar' })).status).toBe(200);
    const claimed = ((await as(unset, 'GET', `/api/users/${unset.id}/rewards`, { language: 'ar' })).json as unknown as Redemption[]).find(
      (redemption) => redemption.rewardType === rewardId,
    );
    expect(claimed).toMatchObject({ title: rewardAr.title, lang: 'ar' });
    expect(claimed?.items.map((item) => item.lang)).toEqual(['en', 'en']);
  });

  it('keeps a pack item translation from anyone who has not bought the pack', async () => {
    const query = 'select title, body from public.reward_pack_item_translations where item_id = $1';
    expect(await sqlAs(asUser(stranger), query, [items[0]])).toEqual([]);
    expect(await sqlAs(asUser(spanish), query, [items[0]])).toEqual([itemEs]);
    expect((await failureOf(sqlAs('anon', query, [items[0]]))).code).toBe('42501');
    expect((await as(stranger, 'GET', `/api/users/${stranger.id}/rewards`)).json).toEqual([]);
  });
});

describe('materials in the reader language', () => {
  const materialsOf = async (caller: Caller | undefined, courseId: number, language?: string) =>
    (await as(caller, 'GET', `/api/course-materials/${courseId}`, { language })).json as unknown as Material[];

  it('serves a Spanish learner, an anonymous reader by Accept-Language, and admins in English', async () => {
    expect((await materialsOf(spanish, courses.publicCourse, 'ar')).find((m) => m.id === material)).toMatchObject({ ...materialEs, lang: 'es' });
    expect((await materialsOf(undefined, courses.publicCourse, 'es')).find((m) => m.id === material)).toMatchObject({ ...materialEs, lang: 'es' });
    expect((await materialsOf(undefined, courses.publicCourse, 'ar')).find((m) => m.id === material)).toMatchObject({
      title: expect.stringMatching(/^RT test material/),
      lang: 'en',
    });
    expect((await materialsOf(admin, courses.publicCourse, 'es')).find((m) => m.id === material)).toMatchObject({ lang: 'en' });
  });

  it("keeps a draft course's material translation from learners and anonymous readers", async () => {
    expect(await materialsOf(spanish, courses.draftCourse, 'es')).toEqual([]);
    const query = 'select title from public.course_material_translations where material_id = $1';
    expect(await sqlAs('anon', query, [draftMaterial])).toEqual([]);
    expect(await sqlAs(asUser(spanish), query, [draftMaterial])).toEqual([]);
    expect(await sqlAs('anon', query, [material])).toEqual([{ title: materialEs.title }]);
  });
});

describe('writing translations', () => {
  const paths = () =>
    [
      [`/api/admin/rewards/${rewardId}/translations/es`, rewardEs],
      [`/api/admin/reward-pack-items/${items[1]}/translations/es`, itemEs],
      [`/api/course-materials/${material}/translations/ar`, materialEs],
      ['/api/admin/income-disclosure/translations/es', { typicalCosts: '', source: 'Escrito por un alumno.' }],
    ] as const;

  it('is for admins: 403 for a learner, 401 without a token, and RLS refuses a direct write', async () => {
    for (const [path, body] of paths()) {
      expectError(await as(spanish, 'PUT', path, { body }), 403, /admin/i);
      expectError(await as(undefined, 'PUT', path, { body }), 401, /log in/i);
      expectError(await as(spanish, 'DELETE', path), 403, /admin/i);
      expectError(await as(spanish, 'GET', path.replace(/\/(es|ar)$/, '')), 403, /admin/i);
      expectError(await as(undefined, 'GET', path.replace(/\/(es|ar)$/, '')), 401, /log in/i);
    }
    const learner = asUser(spanish);
    for (const [insert, key] of [
      [`insert into public.reward_translations (reward_id, locale, title) values ($1, 'ar', 'مني')`, rewardId],
      [`insert into public.reward_pack_item_translations (item_id, locale, title, body) values ($1, 'ar', 'مني', 'نص')`, items[1]],
      [`insert into public.course_material_translations (material_id, locale, title) values ($1, 'ar', 'مني')`, material],
    ] as const) {
      expect((await failureOf(sqlAs(learner, insert, [key]))).code, insert).toBe('42501');
    }
    expect((await failureOf(sqlAs(learner, `insert into app.income_disclosure_translations (locale, source) values ('es', 'Mío')`))).code).toBe('42501');
    expect(await rowCountAs(learner, `update public.reward_translations set title = 'Cambiado' where reward_id = $1`, [rewardId])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.reward_pack_item_translations where item_id = $1', [items[0]])).toBe(0);
    expect(await rowCountAs(learner, 'delete from public.course_material_translations where material_id = $1', [material])).toBe(0);
    expect(await rowCountAs(learner, `update app.income_disclosure_translations set source = 'Cambiado'`)).toBe(0);
    expect(mine(await settingsIn('es'))).toMatchObject(rewardEs);
  });

  it('refuses bad input with a clear 400, and an unknown reward, item or material with 404', async () => {
    const reward = `/api/admin/rewards/${rewardId}/translations`;
    expectError(await as(admin, 'PUT', `${reward}/en`, { body: rewardEs }), 400, 'The language must be es or ar (English is the course or quiz itself)');
    expectError(await as(admin, 'PUT', `${reward}/es`, { body: { ...rewardEs, title: ' ' } }), 400, 'The translated title is required');
    expectError(await as(admin, 'PUT', `${reward}/es`, { body: { ...rewardEs, title: 'x'.repeat(101) } }), 400, 'Title must be at most 100 characters');
    expectError(
      await as(admin, 'PUT', `${reward}/es`, { body: { ...rewardEs, description: 'x'.repeat(301) } }),
      400,
      'Description must be at most 300 characters',
    );
    expectError(await as(admin, 'PUT', '/api/admin/rewards/no_such_reward/translations/es', { body: rewardEs }), 404, 'Reward not found');
    const item = `/api/admin/reward-pack-items/${items[1]}/translations/es`;
    expectError(await as(admin, 'PUT', item, { body: { title: 'Sin texto' } }), 400, 'The translated text is required');
    expectError(await as(admin, 'PUT', item, { body: { ...itemEs, body: 'x'.repeat(5001) } }), 400, 'Text must be at most 5000 characters');
    expectError(await as(admin, 'PUT', '/api/admin/reward-pack-items/999999999/translations/es', { body: itemEs }), 404, 'Pack item not found');
    const materialPath = `/api/course-materials/${material}/translations/ar`;
    expectError(
      await as(admin, 'PUT', materialPath, { body: { ...materialEs, title: 'x'.repeat(201) } }),
      400,
      'Material title must be at most 200 characters',
    );
    expectError(await as(admin, 'PUT', '/api/course-materials/999999999/translations/es', { body: materialEs }), 404, /not found/i);
    const disclosure = '/api/admin/income-disclosure/translations/es';
    expectError(await as(admin, 'PUT', disclosure, { body: { typicalCosts: '' } }), 400, 'The translated source is required');
    expectError(
      await as(admin, 'PUT', disclosure, { body: { source: 'x', typicalCosts: 'x'.repeat(301) } }),
      400,
      'Typical costs must be at most 300 characters',
    );
    const { rows } = await db().query(`select 1 from public.reward_pack_item_translations where item_id = $1`, [items[1]]);
    expect(rows).toEqual([]);
  });

  it('checks for income claims like the source: a reward refused, a pack item or material saved with a reason', async () => {
    const flagged = { title: 'Ingresos pasivos', description: 'Libertad financiera desde casa.' };
    expectError(await as(admin, 'PUT', `/api/admin/rewards/${rewardId}/translations/es`, { body: flagged }), 422, /Ingresos pasivos/i);
    expect(mine(await settingsIn('es'))).toMatchObject(rewardEs);

    const item = `/api/admin/reward-pack-items/${items[1]}/translations/es`;
    const body = { title: 'Ingresos pasivos', body: 'Citado para mostrar lo que no se dice.' };
    const refused = await as(admin, 'PUT', item, { body });
    expect(refused.status).toBe(422);
    expect(refused.json?.claims).toEqual([expect.objectContaining({ reason: expect.any(String) })]);
    const saved = await as(admin, 'PUT', item, { body: { ...body, claimReason: 'Quoted to show what not to say.' } });
    expect(saved.json).toMatchObject({ translation: { itemId: items[1], locale: 'es', claimOverridden: true } });
    const overrides = await db().query(`select 1 from app.claim_overrides where subject = 'reward_pack_item' and subject_id = $1`, [items[1]]);
    expect(overrides.rowCount).toBeGreaterThan(0);
    expect((await as(admin, 'DELETE', item)).json).toEqual({ message: 'Translation removed' });

    const materialPath = `/api/course-materials/${material}/translations/ar`;
    expectError(await as(admin, 'PUT', materialPath, { body: { title: 'دخل سلبي', description: '' } }), 422, /./);
  });

  it('reads saved translations back by language, replaces and removes them, the reads falling back to English', async () => {
    expect((await as(admin, 'GET', `/api/admin/rewards/${rewardId}/translations`)).json).toEqual({
      es: { rewardType: rewardId, locale: 'es', ...rewardEs, updatedAt: expect.any(String), outOfDate: false },
      ar: { rewardType: rewardId, locale: 'ar', ...rewardAr, updatedAt: expect.any(String), outOfDate: false },
    });
    expect((await as(admin, 'GET', `/api/admin/reward-pack-items/${items[0]}/translations`)).json).toEqual({
      es: { itemId: items[0], locale: 'es', ...itemEs, claimOverridden: false, updatedAt: expect.any(String), outOfDate: false },
    });
    expect((await as(admin, 'GET', `/api/course-materials/${material}/translations`)).json).toEqual({
      es: { materialId: material, locale: 'es', ...materialEs, updatedAt: expect.any(String), outOfDate: false },
    });
    const disclosure = (await as(admin, 'GET', '/api/admin/income-disclosure/translations')).json as Record<string, { typicalCosts: string; source: string }>;
    expect(Object.keys(disclosure)).toEqual(['ar', 'es']);
    // Written back as it is: everybody reads the demo disclosure.
    const again = await put('/api/admin/income-disclosure/translations/es', { typicalCosts: disclosure.es!.typicalCosts, source: disclosure.es!.source });
    expect(again.json).toMatchObject({ translation: { locale: 'es', source: disclosure.es!.source } });

    const path = `/api/admin/rewards/${rewardId}/translations/ar`;
    await put(path, { title: 'حزمة تجريبية جديدة', description: '' });
    expect(mine(await settingsIn('ar'))).toMatchObject({ title: 'حزمة تجريبية جديدة', description: '', lang: 'ar' });
    expect((await as(admin, 'DELETE', path)).json).toEqual({ message: 'Translation removed' });
    expectError(await as(admin, 'DELETE', path), 404, 'There is no translation in that language to remove');
    expect(mine(await settingsIn('ar'))).toMatchObject({ ...english, lang: 'en' });
  });
});

describe('coverage', () => {
  const counted = async () => {
    const { rows } = await db().query<{ locale: string; parts: Record<string, { translated: number; total: number }> }>(
      `select l.locale, jsonb_build_object(
                'rewards', jsonb_build_object('total', (select count(*) from public.rewards),
                                              'translated', (select count(*) from public.reward_translations t where t.locale = l.locale)),
                'packItems', jsonb_build_object('total', (select count(*) from public.reward_pack_items),
                                                'translated', (select count(*) from public.reward_pack_item_translations t where t.locale = l.locale)),
                'materials', jsonb_build_object('total', (select count(*) from public.course_materials),
                                                'translated', (select count(*) from public.course_material_translations t where t.locale = l.locale)),
                'incomeDisclosure', jsonb_build_object('total', 1, 'translated', (select count(*) from app.income_disclosure_translations t where t.locale = l.locale))
              ) as parts
         from unnest(array['es', 'ar']) with ordinality as l(locale, n) order by l.n`,
    );
    return rows.map((row) => ({ locale: row.locale, ...row.parts }));
  };

  it('counts the rewards, pack items, materials and the disclosure, and adds them to the totals', async () => {
    // Other files add rewards, items and materials at the same time: compare when the counts held still around the call.
    for (let attempt = 1; ; attempt += 1) {
      const before = await counted();
      const answer = await as(admin, 'GET', '/api/translations/coverage');
      const after = await counted();
      expect(answer.status, answer.text).toBe(200);
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
      const coverage = answer.json as unknown as TranslationCoverage;
      // A text with a translation counts once: current (translated) or out of date (api-translation-out-of-date.test.ts).
      const saved = (part: TranslationCoverage[number]['rewards']) => ({ translated: part.translated + part.outOfDate, total: part.total });
      expect(
        coverage.map(({ locale, rewards, packItems, materials, incomeDisclosure }) => ({
          locale,
          rewards: saved(rewards),
          packItems: saved(packItems),
          materials: saved(materials),
          incomeDisclosure: saved(incomeDisclosure),
        })),
      ).toEqual(before);
      for (const entry of coverage) {
        const parts = [entry.courses, entry.quizzes, entry.missions, entry.challenges, entry.rewards, entry.packItems, entry.materials, entry.incomeDisclosure];
        expect(entry.translated).toBe(parts.reduce((sum, part) => sum + part.translated, 0));
        expect(entry.outOfDate).toBe(parts.reduce((sum, part) => sum + part.outOfDate, 0));
        expect(entry.total).toBe(parts.reduce((sum, part) => sum + part.total, 0));
      }
      break;
    }
  });
});
