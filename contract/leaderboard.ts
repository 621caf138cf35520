/** The leaderboard: the top entries, ranked, and the caller's own entry. Rank = 1 + users with more points. */
import * as z from 'zod/mini';

import { route } from './route.ts';

/** The dashboard shows the top 10. */
export const LEADERBOARD_SIZE = 10;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  leaderboardPts: z.number(),
  rank: z.number(),
});
export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;

const LIMIT = 'limit must be between 1 and 100';

export const leaderboardRoutes = {
  leaderboard: route({
    method: 'GET',
    path: '/api/leaderboard',
    access: 'signedIn',
    query: z.object({
      limit: z.prefault(
        z.pipe(z.string().check(z.regex(/^[0-9]{1,3}$/, LIMIT)), z.pipe(z.transform(Number), z.number().check(z.gte(1, LIMIT), z.lte(100, LIMIT)))),
        String(LEADERBOARD_SIZE),
      ),
    }),
    response: z.array(leaderboardEntrySchema),
  }),
  myRank: route({ method: 'GET', path: '/api/leaderboard/me', access: 'signedIn', response: leaderboardEntrySchema }),
};
