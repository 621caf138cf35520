/**
 * A daily challenge's Spanish or Arabic version, admin only (docs/decisions.md, "Languages": content
 * translations): read it back to edit, write it, remove it. The body's limits are the source
 * fields' (contract/challenge-translations.ts); a challenge with an English description needs its
 * translation to have one. Writes go through RLS as the admin. Claim-checked like the English
 * challenge (app.check_claims: 422 'Possible income claim' with the words found, no reason to save it
 * anyway; docs/product.md#claim-checks). Update, then insert when missing, as the course translations
 * do (routes/translations.ts).
 */
import { CHALLENGE_DESCRIPTION_REQUIRED } from '../../../../contract/index.ts';
import { asUser, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { requireAdmin, requireTranslationScript } from '../guards.ts';
import { outOfDateColumn } from '../translation-freshness.ts';

const NOT_FOUND = 'Challenge not found';

type Row = AnswerOf<'putChallengeTranslation'>['translation'];

const columns = (tx: Tx) =>
  tx`challenge_id as "challengeId", locale, title, description, to_jsonb(updated_at) #>> '{}' as "updatedAt", ${outOfDateColumn(tx, 'challenges', 'challenge_id')}`;

/** The English description (admins see retired challenges too), or 404 when there is no such challenge. */
async function sourceDescription(tx: Tx, id: number): Promise<string> {
  const [challenge] = await tx<{ description: string }[]>`select description from public.challenges where id = ${id}`;
  if (!challenge) throw new HttpError(404, NOT_FOUND);
  return challenge.description;
}

export const challengeTranslationHandlers: Handlers<'challengeTranslations' | 'putChallengeTranslation' | 'deleteChallengeTranslation'> = {
  challengeTranslations: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await sourceDescription(tx, params.challengeId);
      const rows = await tx<Row[]>`select ${columns(tx)} from public.challenge_translations where challenge_id = ${params.challengeId} order by locale`;
      return Object.fromEntries(rows.map((row) => [row.locale, row]));
    }),
  putChallengeTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      const source = await sourceDescription(tx, params.challengeId);
      if (source.trim() !== '' && body.description === '') throw new HttpError(400, CHALLENGE_DESCRIPTION_REQUIRED);
      const [updated] = await tx<Row[]>`
        update public.challenge_translations set title = ${body.title}, description = ${body.description}, updated_at = now()
         where challenge_id = ${params.challengeId} and locale = ${params.locale} returning ${columns(tx)}`;
      const translation =
        updated ??
        (
          await tx<Row[]>`
            insert into public.challenge_translations (challenge_id, locale, title, description)
            values (${params.challengeId}, ${params.locale}, ${body.title}, ${body.description}) returning ${columns(tx)}`
        )[0];
      if (!translation) throw new Error('the translation was not saved');
      return { translation, message: 'Translation saved' };
    }),
  deleteChallengeTranslation: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx`
        delete from public.challenge_translations where challenge_id = ${params.challengeId} and locale = ${params.locale} returning challenge_id`;
      if (deleted.length === 0) throw new HttpError(404, 'This challenge has no translation in that language');
      return { message: 'Translation removed' };
    }),
};
