/** The five stations (missions), for signed-in users, and completing one. */
import { MESSAGES, type Mission } from '../../../../contract/index.ts';
import { asUser, integer, rpcResult, statement, statementAsUser } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

// Each read is one statement: statementAsUser sends it with the caller's role in one round trip.
// A locked station's lesson is not sent until its prerequisite is done (docs/product.md#missions).
const columns = statement`id, station, title, description,
  case when m.unlock_after is null
         or exists (select 1 from public.mission_completions c
                     where c.user_id = (select auth.uid()) and c.mission_id in (m.unlock_after, m.id))
       then content end as content,
  tokens, points, unlock_after as "unlockAfter"`;
const listMissions = statement`select ${columns} from public.missions m order by id`;
const missionById = (id: number) => statement`select ${columns} from public.missions m where id = ${integer(id)}`;

export const missionHandlers: Handlers<'listMissions' | 'getMission' | 'completeMission'> = {
  listMissions: ({ claims }) => statementAsUser<Mission>(claims, listMissions),
  getMission: async ({ claims, params }) => {
    const [mission] = await statementAsUser<Mission>(claims, missionById(params.id));
    if (!mission) throw new HttpError(404, MESSAGES.missionNotFound);
    return mission;
  },
  completeMission: ({ claims, body }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'completeMission'>>(tx`select app.complete_mission(${body.missionId}::integer) as result`)),
};
