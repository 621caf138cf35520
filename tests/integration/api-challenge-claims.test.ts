/**
 * Daily challenges are checked for income and lifestyle claims like every other admin text learners
 * read (docs/product.md#claim-checks), against the real stack: an English, a Spanish and an Arabic
 * claim in a challenge, and a Spanish and an Arabic one in its translation, are refused with 422
 * 'Possible income claim' (code income_claim, the words found as `claims`) and nothing is stored;
 * innocent text in each language is saved. Attacks: the Data API (an admin's own session, which
 * RLS lets write) and the SQL editor meet the same trigger; only a reason set in the transaction
 * (app.claim_reason, which the api never sets for challenges) saves flagged text, and it is recorded.
 * The shipped challenges and their translations make no claim. The file makes and removes its own
 * challenges.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '../../contract/index.ts';
import { callApi, closeDb, db } from '../support/clients';
import { type ApiAnswer, type Caller, expectError, fileAdmin } from './api-helpers';
import { claimsOf, failureOf, sqlAs, type TestUser } from './db-helpers';

const PREFIX = `Claims test challenge ${randomUUID().slice(0, 8)}`;
/** The product data's challenges (…_product_data.sql), with their Spanish and Arabic (…_stations_challenges_es_ar.sql). */
const SHIPPED = ['Talk to 10 people', 'Post videos for 15 days', 'Send 10 birthday messages', 'Post every day for 30 days'];

let admin: Caller;
/** A challenge of this file's own, innocent, with an English description. */
let mine: number;

const as = (method: string, path: string, body?: unknown) => callApi(method, path, { token: admin.token, body });
/** Saves this file's challenge with another English description (the rest as created). */
const editDescription = (description: string) =>
  as('PUT', `/api/challenges/${mine}`, { title: `${PREFIX} (innocent)`, description, kind: 'days', target: 3, isActive: true });
const asAdminUser = (): TestUser => ({ id: admin.id, email: admin.email, claims: claimsOf(admin.id, admin.email) });

function expectClaimRefusal(answer: ApiAnswer, words: RegExp): void {
  expectError(answer, 422, words);
  expect(answer.json).toMatchObject({ error: 'Possible income claim', code: 'income_claim' });
  // No reason can be given for a challenge: the sentence says only to change the text.
  expect(answer.json?.message).toMatch(/\. Change it\.$/);
  expect(answer.json?.claims).toEqual(expect.arrayContaining([expect.objectContaining({ match: expect.stringMatching(words) })]));
}

const stored = async () =>
  (await db().query<{ title: string; description: string }>('select title, description from public.challenges where title like $1 order by id', [`${PREFIX}%`]))
    .rows;
const translations = async () =>
  (
    await db().query<{ locale: string; title: string; description: string }>(
      'select locale, title, description from public.challenge_translations where challenge_id = $1 order by locale',
      [mine],
    )
  ).rows;

beforeAll(async () => {
  admin = await fileAdmin();
  const created = await as('POST', '/api/challenges', {
    title: `${PREFIX} (innocent)`,
    description: 'Call three customers this week and write down what they said.',
    kind: 'days',
    target: 3,
  });
  expect(created.status, created.text).toBe(201);
  mine = (created.json as { challenge: Challenge }).challenge.id;
});

afterAll(async () => {
  await db().query(`delete from app.claim_overrides where subject = 'challenge' and subject_id = $1`, [mine]);
  await db().query('delete from public.challenges where title like $1', [`${PREFIX}%`]);
  await closeDb();
});

describe('a challenge', () => {
  it.each([
    ['English', { title: `${PREFIX} (en)`, description: 'Fire your boss and earn $3,000 a week.' }, /fire your boss/i],
    ['Spanish', { title: `${PREFIX} (es)`, description: 'Gana 10.000 dólares al mes desde casa.' }, /10\.000 d[oó]lares al mes/i],
    ['Arabic', { title: `${PREFIX} (ar) احصل على الدخل السلبي اليوم`, description: '' }, /دخل السلبي/],
  ])('with an %s claim is refused on create, nothing stored', async (_language, text, words) => {
    expectClaimRefusal(await as('POST', '/api/challenges', { ...text, kind: 'count', target: 5 }), words);
    expect((await stored()).map((row) => row.title)).toEqual([`${PREFIX} (innocent)`]);
  });

  it('is refused when an edit adds a claim, and keeps its text', async () => {
    expectClaimRefusal(await editDescription('Alcanza la libertad financiera este año.'), /libertad financiera/i);
    expect(await stored()).toEqual([{ title: `${PREFIX} (innocent)`, description: 'Call three customers this week and write down what they said.' }]);
  });

  it('with innocent text in each language is saved', async () => {
    const saved = await editDescription('Llama a 10 clientes por semana y anota lo que dicen. تحدّث مع عشرة أشخاص عن عملك.');
    expect(saved.status, saved.text).toBe(200);
  });
});

describe("a challenge's translation", () => {
  it.each([
    ['es', { title: 'Reto de prueba', description: 'Genera ingresos pasivos desde tu casa.' }, /ingresos pasivos/i],
    ['ar', { title: 'اربح ١٠٬٠٠٠ دولار شهريًا', description: 'تحدّث مع عشرة أشخاص عن عملك.' }, /دولار/],
  ])('in %s with a claim is refused, nothing stored', async (locale, body, words) => {
    expectClaimRefusal(await as('PUT', `/api/challenges/${mine}/translations/${locale}`, body), words);
    expect(await translations()).toEqual([]);
  });

  it('in Spanish and Arabic with innocent text is saved; a claim in an edit is refused and the saved text stays', async () => {
    const es = { title: 'Reto de llamadas', description: 'Llama a tres clientes esta semana y anota lo que te dijeron.' };
    const ar = { title: 'تحدّي الاتصالات', description: 'اتصل بثلاثة عملاء هذا الأسبوع ودوّن ما قالوه.' };
    expect((await as('PUT', `/api/challenges/${mine}/translations/es`, es)).status).toBe(200);
    expect((await as('PUT', `/api/challenges/${mine}/translations/ar`, ar)).status).toBe(200);
    expectClaimRefusal(await as('PUT', `/api/challenges/${mine}/translations/es`, { ...es, description: 'Deja tu trabajo en 90 días.' }), /deja tu trabajo/i);
    expect(await translations()).toEqual([
      { locale: 'ar', ...ar },
      { locale: 'es', ...es },
    ]);
  });
});

describe('the other ways in (attack)', () => {
  it("an admin's own Data API session meets the same check on a translation and on the challenge", async () => {
    const user = asAdminUser();
    expect(
      await failureOf(
        sqlAs(user, `update public.challenge_translations set description = 'الحرية المالية للجميع' where challenge_id = $1 and locale = 'ar'`, [mine]),
      ),
    ).toMatchObject({ code: 'MT422', message: 'Possible income claim' });
    // public.challenges is read-only to the API roles (select only): the Data API cannot write it at all.
    expect(await failureOf(sqlAs(user, `update public.challenges set title = 'Hazte rico con nuestro sistema' where id = $1`, [mine]))).toMatchObject({
      code: '42501',
    });
    expect((await translations()).find((row) => row.locale === 'ar')?.description).toBe('اتصل بثلاثة عملاء هذا الأسبوع ودوّن ما قالوه.');
  });

  it('the SQL editor is refused too; only a reason given in the transaction saves flagged text, and it is recorded', async () => {
    expect(await failureOf(db().query(`update public.challenges set description = 'Retire early with us' where id = $1`, [mine]))).toMatchObject({
      code: 'MT422',
    });
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('app.claim_reason', 'Quoted to show what not to say', true)`);
      await client.query(
        `update public.challenge_translations set description = 'Nunca digas: dinero fácil y rápido.' where challenge_id = $1 and locale = 'es'`,
        [mine],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    const { rows } = await db().query<{ reason: string; words: string }>(
      `select reason, hits -> 0 ->> 'match' as words from app.claim_overrides where subject = 'challenge' and subject_id = $1`,
      [mine],
    );
    expect(rows).toEqual([{ reason: 'Quoted to show what not to say', words: expect.stringMatching(/dinero f[aá]cil/i) }]);
  });

  it('the shipped challenges and their translations make no claim', async () => {
    const { rows } = await db().query<{ texts: number; flagged: number }>(
      `select count(*)::int as texts, count(*) filter (where app.has_claims(concat_ws(' ', x.title, x.description)))::int as flagged from (
         select c.title, c.description from public.challenges c where c.title = any ($1)
         union all
         select t.title, t.description from public.challenge_translations t join public.challenges c on c.id = t.challenge_id where c.title = any ($1)
       ) x`,
      [SHIPPED],
    );
    expect(rows[0]).toEqual({ texts: 12, flagged: 0 });
  });
});
