/**
 * Translations of rewards, pack items, course materials and the income disclosure, admin only
 * (docs/decisions.md, "Languages": content translations): read a text's saved versions, write or
 * remove its Spanish or Arabic one, beside the course and quiz translations (translations.ts). The
 * body's limits are the source fields' (contract/reward-translations.ts). Writes go through RLS as
 * the admin; a pack item's and a material's are claim-checked like their source (422 unless a
 * reason comes with flagged text), a reward's refused when flagged, as the English is. Update, then
 * insert when missing (not `on conflict`: an upsert fires the claim check's insert and update
 * triggers both).
 */
import { MESSAGES } from '../../../../contract/index.ts';
import { asUser, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import type { readingLocale } from '../content-language.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { allowFlaggedClaims, requireAdmin, requireTranslationScript } from '../guards.ts';
import { outOfDateColumn } from '../translation-freshness.ts';

/** A piece of SQL built with the transaction (a where clause, the returned columns). */
type Fragment = ReturnType<typeof readingLocale>;

const NO_REWARD = 'Reward not found';
const NO_ITEM = 'Pack item not found';
const NO_DISCLOSURE = 'There is no income disclosure to translate yet: publish the English one first.';
const NOT_TRANSLATED = 'There is no translation in that language to remove';

/** The texts' columns as the answers name them, with `locale`, `updatedAt` and `outOfDate`. */
const returning = {
  reward: (tx: Tx) =>
    tx`reward_id as "rewardType", locale, title, description, to_jsonb(updated_at) #>> '{}' as "updatedAt", ${outOfDateColumn(tx, 'rewards', 'reward_id')}`,
  item: (tx: Tx) =>
    tx`item_id as "itemId", locale, title, body, claim_override_id is not null as "claimOverridden", to_jsonb(updated_at) #>> '{}' as "updatedAt",
       ${outOfDateColumn(tx, 'packItems', 'item_id')}`,
  material: (tx: Tx) =>
    tx`material_id as "materialId", locale, title, description, to_jsonb(updated_at) #>> '{}' as "updatedAt", ${outOfDateColumn(tx, 'materials', 'material_id')}`,
  disclosure: (tx: Tx) =>
    tx`locale, typical_costs as "typicalCosts", source, to_jsonb(updated_at) #>> '{}' as "updatedAt", ${outOfDateColumn(tx, 'incomeDisclosure')}`,
};

/** The row of `key` in `locale`, updated when it exists, else inserted; the answer's columns. */
async function saveTranslation<Row extends object>(
  tx: Tx,
  table: string,
  key: Record<string, string | number>,
  locale: string,
  texts: Record<string, string>,
  columns: Fragment,
): Promise<Row> {
  const [column, value] = Object.entries(key)[0] ?? [];
  const where = column === undefined ? tx`locale = ${locale}` : tx`${tx(column)} = ${value ?? null} and locale = ${locale}`;
  const [updated] = await tx<Row[]>`update ${tx(table)} set ${tx(texts)}, updated_at = now() where ${where} returning ${columns}`;
  if (updated) return updated;
  const [inserted] = await tx<Row[]>`insert into ${tx(table)} ${tx({ ...key, locale, ...texts })} returning ${columns}`;
  if (!inserted) throw new Error('the translation was not saved');
  return inserted;
}

/** Removes the row of `where` (its key and locale), or 404 when there is none. */
async function removeTranslation(tx: Tx, table: string, where: Fragment): Promise<{ message: string }> {
  const deleted = await tx`delete from ${tx(table)} where ${where} returning locale`;
  if (deleted.length === 0) throw new HttpError(404, NOT_TRANSLATED);
  return { message: 'Translation removed' };
}

/** 404 unless `query` finds the source. */
async function requireSource(query: PromiseLike<readonly unknown[]>, message: string): Promise<void> {
  const rows = await query;
  if (rows.length === 0) throw new HttpError(404, message);
}

/** Each language's row keyed by its locale (`{es?, ar?}`), as the edit form reads them. */
const byLocale = <Row extends { locale: string }>(rows: readonly Row[]) => Object.fromEntries(rows.map((row) => [row.locale, row]));

const saved = (message = 'Translation saved') => ({ message });

export const rewardTranslationHandlers: Handlers<
  | 'rewardTranslations'
  | 'putRewardTranslation'
  | 'deleteRewardTranslation'
  | 'packItemTranslations'
  | 'putPackItemTranslation'
  | 'deletePackItemTranslation'
  | 'materialTranslations'
  | 'putMaterialTranslation'
  | 'deleteMaterialTranslation'
  | 'disclosureTranslations'
  | 'putDisclosureTranslation'
  | 'deleteDisclosureTranslation'
> = {
  rewardTranslations: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await requireSource(tx`select 1 from public.rewards where id = ${params.rewardType}`, NO_REWARD);
      return byLocale(
        await tx<AnswerOf<'putRewardTranslation'>['translation'][]>`
          select ${returning.reward(tx)} from public.reward_translations where reward_id = ${params.rewardType} order by locale`,
      );
    }),
  putRewardTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      await requireSource(tx`select 1 from public.rewards where id = ${params.rewardType}`, NO_REWARD);
      const translation = await saveTranslation<AnswerOf<'putRewardTranslation'>['translation']>(
        tx,
        'public.reward_translations',
        { reward_id: params.rewardType },
        params.locale,
        { title: body.title, description: body.description },
        returning.reward(tx),
      );
      return { translation, ...saved() };
    }),
  deleteRewardTranslation: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      return await removeTranslation(tx, 'public.reward_translations', tx`reward_id = ${params.rewardType} and locale = ${params.locale}`);
    }),
  packItemTranslations: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await requireSource(tx`select 1 from public.reward_pack_items where id = ${params.itemId}`, NO_ITEM);
      return byLocale(
        await tx<AnswerOf<'putPackItemTranslation'>['translation'][]>`
          select ${returning.item(tx)} from public.reward_pack_item_translations where item_id = ${params.itemId} order by locale`,
      );
    }),
  putPackItemTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      await allowFlaggedClaims(tx, body.claimReason);
      await requireSource(tx`select 1 from public.reward_pack_items where id = ${params.itemId}`, NO_ITEM);
      const translation = await saveTranslation<AnswerOf<'putPackItemTranslation'>['translation']>(
        tx,
        'public.reward_pack_item_translations',
        { item_id: params.itemId },
        params.locale,
        { title: body.title, body: body.body },
        returning.item(tx),
      );
      return { translation, ...saved() };
    }),
  deletePackItemTranslation: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      return await removeTranslation(tx, 'public.reward_pack_item_translations', tx`item_id = ${params.itemId} and locale = ${params.locale}`);
    }),
  materialTranslations: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await requireSource(tx`select 1 from public.course_materials where id = ${params.id}`, MESSAGES.materialNotFound);
      return byLocale(
        await tx<AnswerOf<'putMaterialTranslation'>['translation'][]>`
          select ${returning.material(tx)} from public.course_material_translations where material_id = ${params.id} order by locale`,
      );
    }),
  putMaterialTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      await allowFlaggedClaims(tx, body.claimReason);
      await requireSource(tx`select 1 from public.course_materials where id = ${params.id}`, MESSAGES.materialNotFound);
      const translation = await saveTranslation<AnswerOf<'putMaterialTranslation'>['translation']>(
        tx,
        'public.course_material_translations',
        { material_id: params.id },
        params.locale,
        { title: body.title, description: body.description },
        returning.material(tx),
      );
      return { translation, ...saved() };
    }),
  deleteMaterialTranslation: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      return await removeTranslation(tx, 'public.course_material_translations', tx`material_id = ${params.id} and locale = ${params.locale}`);
    }),
  disclosureTranslations: ({ claims }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      return byLocale(
        await tx<AnswerOf<'putDisclosureTranslation'>['translation'][]>`
          select ${returning.disclosure(tx)} from app.income_disclosure_translations order by locale`,
      );
    }),
  putDisclosureTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      await requireSource(tx`select 1 where jsonb_typeof(app.public_settings() -> 'incomeDisclosure') = 'object'`, NO_DISCLOSURE);
      const translation = await saveTranslation<AnswerOf<'putDisclosureTranslation'>['translation']>(
        tx,
        'app.income_disclosure_translations',
        {},
        params.locale,
        { typical_costs: body.typicalCosts, source: body.source },
        returning.disclosure(tx),
      );
      return { translation, ...saved() };
    }),
  deleteDisclosureTranslation: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      return await removeTranslation(tx, 'app.income_disclosure_translations', tx`locale = ${params.locale}`);
    }),
};
