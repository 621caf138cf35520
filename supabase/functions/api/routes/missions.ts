/**
 * The five stations (missions), for signed-in users, and completing one. Each station's title,
 * description and lesson come in the reader's language where it has a translation
 * (content-language.ts, mission_translations.sql), with `lang` saying which.
 */
import { MESSAGES, type Mission } from '../../../../contract/index.ts';
import { asUser, integer, rpcResult, type Statement, statement, statementAsUser } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { readingLocaleStatement } from '../content-language.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

// Each read is one statement: statementAsUser sends it with the caller's role in one round trip.
// A locked station's lesson is not sent until its prerequisite is done (docs/product.md#missions),
// in any language.
const missionsIn = (locale: Statement) => statement`
  select m.id, m.station, coalesce(t.title, m.title) as title, coalesce(t.description, m.description) as description,
         case when m.unlock_after is null
                or exists (select 1 from public.mission_completions c
                            where c.user_id = (select auth.uid()) and c.mission_id in (m.unlock_after, m.id))
              then coalesce(t.content, m.content) end as content,
         m.tokens, m.points, m.unlock_after as "unlockAfter", coalesce(t.locale, 'en') as lang
    from public.missions m
    left join public.mission_translations t on t.mission_id = m.id and t.locale = ${locale}`;

export const missionHandlers: Handlers<'listMissions' | 'getMission' | 'completeMission'> = {
  listMissions: ({ claims, request }) => statementAsUser<Mission>(claims, statement`${missionsIn(readingLocaleStatement(request))} order by m.id`),
  getMission: async ({ claims, params, request }) => {
    const [mission] = await statementAsUser<Mission>(claims, statement`${missionsIn(readingLocaleStatement(request))} where m.id = ${integer(params.id)}`);
    if (!mission) throw new HttpError(404, MESSAGES.missionNotFound);
    return mission;
  },
  completeMission: ({ claims, body }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'completeMission'>>(tx`select app.complete_mission(${body.missionId}::integer) as result`)),
};
