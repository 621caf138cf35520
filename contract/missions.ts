/** The five stations (missions) and completing one. */
import * as z from 'zod/mini';

import { idField, idParam, uuidParam } from './fields.ts';
import { localeSchema } from './locale.ts';
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
  /**
   * The language of title, description and lesson: the reader's when the station has a translation
   * in it, else 'en' (the source). Admins read the source (docs/decisions.md, "Languages").
   */
  lang: localeSchema,
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
 * The word for a station in each language the academy speaks (the web's `missions.station`): a
 * translated title names its station as the English does ("Estación 3: …", "المحطة 3: …").
 */
const STATION_WORDS = ['station', 'estación', 'المحطة'];

/** Whether a title starts by naming station `station`, in any of the languages. */
const namesStation = (station: number) => new RegExp(`^(?:${STATION_WORDS.join('|')}) ${station}\\b`, 'i');

/**
 * A station as people read it: "Station 3: Conversations That Connect", or the title alone when it
 * already names its station ("Station 3: …" titled as such is not said twice, nor "Estación 3: …"),
 * or "Station 3" with no title.
 */
export function stationName(station: number, title?: string | null): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '') return `Station ${station}`;
  return namesStation(station).test(trimmed) ? trimmed : `Station ${station}: ${trimmed}`;
}

/** A title without the "Station n:" that leads it, in any of the languages ("Know Your Why"). */
export function titleWithoutStation(station: number, title: string): string {
  return title.trim().replace(new RegExp(`${namesStation(station).source}\\s*[:\\-–]?\\s*`, 'i'), '');
}
