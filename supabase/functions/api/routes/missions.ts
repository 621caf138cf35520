/** GET /api/missions and GET /api/missions/{id} (SPEC §7): the five stations, for signed-in users. */
import { Hono } from 'hono';
import { integer, statement, statementAsUser } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { idParam, pathParam } from '../../_shared/validation.ts';
import { type AppEnv, signedIn } from '../guards.ts';

export interface MissionJson {
  id: number;
  station: number;
  title: string;
  description: string;
  content: string;
  tokens: number;
  points: number;
  unlockAfter: number | null;
}

// Each read is one statement: statementAsUser sends it with the caller's role in one round trip.
const columns = statement`id, station, title, description, content, tokens, points, unlock_after as "unlockAfter"`;
export const listMissions = statement`select ${columns} from public.missions order by id`;
const missionById = (id: number) => statement`select ${columns} from public.missions where id = ${integer(id)}`;

export const missions = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', async (c) => c.json(await statementAsUser<MissionJson>(c.var.claims, listMissions)))
  .get('/:id', async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    const [mission] = await statementAsUser<MissionJson>(c.var.claims, missionById(id));
    if (!mission) throw new HttpError(404, 'Mission not found');
    return c.json(mission);
  });
