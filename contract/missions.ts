/** The five stations (missions) and completing one. */
import * as z from 'zod/mini';

import { idField, idParam, uuidParam } from './fields.ts';
import { route } from './route.ts';
import { userChangeSchema } from './user.ts';

export const missionSchema = z.object({
  id: z.number(),
  /** The station (1-5) the mission stands for; its badge number. */
  station: z.number(),
  title: z.string(),
  description: z.string(),
  /** The lesson, in a safe Markdown subset; null while the station is locked for the caller. */
  content: z.nullable(z.string()),
  tokens: z.number(),
  points: z.number(),
  unlockAfter: z.nullable(z.number()),
});
export type Mission = z.output<typeof missionSchema>;

export const missionRoutes = {
  listMissions: route({ method: 'GET', path: '/api/missions', access: 'signedIn', response: z.array(missionSchema) }),
  getMission: route({ method: 'GET', path: '/api/missions/:id', access: 'signedIn', params: { id: idParam }, response: missionSchema }),
  completeMission: route({
    method: 'POST',
    path: '/api/users/:id/complete-mission',
    access: 'own',
    params: { id: uuidParam },
    body: z.object({ missionId: idField('missionId must be the id of a mission') }),
    response: z.extend(userChangeSchema, {
      mission: z.object({ id: z.number(), station: z.number(), tokens: z.number(), points: z.number() }),
    }),
    effects: true,
  }),
};

/**
 * A station as people read it: "Station 3: Conversations That Connect", or the title alone when it
 * already names its station ("Station 3: …" titled as such is not said twice), or "Station 3" with
 * no title.
 */
export function stationName(station: number, title?: string | null): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '') return `Station ${station}`;
  return new RegExp(`^station ${station}\\b`, 'i').test(trimmed) ? trimmed : `Station ${station}: ${trimmed}`;
}
