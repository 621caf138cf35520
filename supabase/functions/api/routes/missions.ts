/** GET /api/missions and GET /api/missions/{id} (SPEC §7): the five stations, for signed-in users. */
import { Hono } from 'hono';
import { asUser, type Tx } from '../../_shared/db.ts';
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

const columns = (tx: Tx) =>
  tx`id, station, title, description, content, tokens, points, unlock_after as "unlockAfter"`;

export const missions = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', async (c) => {
    const rows = await asUser(
      c.var.claims,
      (tx) => tx<MissionJson[]>`select ${columns(tx)} from public.missions order by id`,
    );
    return c.json(rows);
  })
  .get('/:id', async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    const [mission] = await asUser(
      c.var.claims,
      (tx) => tx<MissionJson[]>`select ${columns(tx)} from public.missions where id = ${id}`,
    );
    if (!mission) throw new HttpError(404, 'Mission not found');
    return c.json(mission);
  });
