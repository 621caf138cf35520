/**
 * Daily challenges (docs/product.md#daily-challenges). The list is public (RLS shows anonymous
 * callers and learners the active ones, admins the retired ones too); a learner's view, joining and
 * checking in are RPCs that decide the date in the run's time zone and pay through the ledger; admins
 * create and edit (retire = isActive false) through app.save_challenge. Reads (and the learner's
 * challenges every answer carries) give each challenge's title and description in the reader's
 * language where it has a translation (content-language.ts, app.challenges_in), `lang` saying
 * which; admins read, and the writes answer, the English source.
 */
import type { Challenge, ChallengeInput } from '../../../../contract/index.ts';
import { asCaller, asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { readingLocale } from '../content-language.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { requireAdmin } from '../guards.ts';

async function saveChallenge(tx: Tx, id: number | null, input: Required<ChallengeInput>): Promise<Challenge> {
  await requireAdmin(tx);
  const saved = await rpcResult<Challenge>(tx`
    select app.save_challenge(${id}::bigint, ${input.title}, ${input.description}, ${input.kind}, ${input.target}::integer, ${input.isActive}) as result`);
  return { ...saved, lang: 'en' };
}

export const challengeHandlers: Handlers<'listChallenges' | 'myChallenges' | 'joinChallenge' | 'checkInChallenge' | 'createChallenge' | 'updateChallenge'> = {
  listChallenges: ({ claims, request }) =>
    asCaller(
      claims,
      (tx) => tx<Challenge[]>`
        select c.id, coalesce(t.title, c.title) as title, coalesce(t.description, c.description) as description, c.kind, c.target,
               c.is_active as "isActive", coalesce(t.locale, 'en') as lang
          from public.challenges c
          left join public.challenge_translations t on t.challenge_id = c.id and t.locale = ${readingLocale(tx, claims, request)}
         order by c.is_active desc, c.sort_order, c.id`,
    ),
  myChallenges: ({ claims, request }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'myChallenges'>>(tx`select app.challenges_in(app.my_challenges(), ${readingLocale(tx, claims, request)}) as result`),
    ),
  // The RPC's answer with its challenges in the reader's language, in the same statement.
  joinChallenge: ({ claims, params, body, request }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'joinChallenge'>>(tx`
        select jsonb_set(j.result, '{challenges}', app.challenges_in(j.result -> 'challenges', ${readingLocale(tx, claims, request)})) as result
          from (select app.join_challenge(${params.challengeId}::bigint, ${body.timeZone}) as result) j`),
    ),
  checkInChallenge: ({ claims, params, body, request }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'checkInChallenge'>>(tx`
        select jsonb_set(j.result, '{challenges}', app.challenges_in(j.result -> 'challenges', ${readingLocale(tx, claims, request)})) as result
          from (select app.check_in_challenge(${params.challengeId}::bigint, ${body.count}::integer) as result) j`),
    ),
  createChallenge: async ({ claims, body }) => ({
    challenge: await asUser(claims, (tx) => saveChallenge(tx, null, body)),
    message: 'Challenge created',
  }),
  updateChallenge: async ({ claims, params, body }) => ({
    challenge: await asUser(claims, (tx) => saveChallenge(tx, params.challengeId, body)),
    message: body.isActive ? 'Challenge updated' : 'Challenge retired',
  }),
};
