/**
 * Daily challenges (docs/product.md#daily-challenges). The list is public (RLS shows anonymous
 * callers and learners the active ones, admins the retired ones too); a learner's view, joining and
 * checking in are RPCs that decide the date in the run's time zone and pay through the ledger; admins
 * create and edit (retire = isActive false) through app.save_challenge.
 */
import type { Challenge, ChallengeInput } from '../../../../contract/index.ts';
import { asCaller, asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { requireAdmin } from '../guards.ts';

async function saveChallenge(tx: Tx, id: number | null, input: Required<ChallengeInput>): Promise<Challenge> {
  await requireAdmin(tx);
  return await rpcResult<Challenge>(tx`
    select app.save_challenge(${id}::bigint, ${input.title}, ${input.description}, ${input.kind}, ${input.target}::integer, ${input.isActive}) as result`);
}

export const challengeHandlers: Handlers<'listChallenges' | 'myChallenges' | 'joinChallenge' | 'checkInChallenge' | 'createChallenge' | 'updateChallenge'> = {
  listChallenges: ({ claims }) =>
    asCaller(
      claims,
      (tx) => tx<Challenge[]>`
        select id, title, description, kind, target, is_active as "isActive"
          from public.challenges order by is_active desc, sort_order, id`,
    ),
  myChallenges: ({ claims }) => asUser(claims, (tx) => rpcResult<AnswerOf<'myChallenges'>>(tx`select app.my_challenges() as result`)),
  joinChallenge: ({ claims, params, body }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'joinChallenge'>>(tx`select app.join_challenge(${params.challengeId}::bigint, ${body.timeZone}) as result`)),
  checkInChallenge: ({ claims, params, body }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'checkInChallenge'>>(tx`select app.check_in_challenge(${params.challengeId}::bigint, ${body.count}::integer) as result`),
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
