/**
 * Weekly starter leagues (docs/product.md#weekly-starter-leagues): the caller's league this week,
 * ranked by the points each member earned since Monday 00:00 UTC, and who was promoted last week.
 * The same standings arrive live as the broadcast `standings` on the private topic `league:<id>`.
 */
import * as z from 'zod/mini';

import { route } from './route.ts';

export const leagueMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  weeklyPts: z.number(),
  /** 1 + members with more points this week. */
  rank: z.number(),
});
export type LeagueMember = z.output<typeof leagueMemberSchema>;

export const leagueStandingsSchema = z.object({
  /** Monday 00:00 UTC of the week the standings are for. */
  weekStart: z.string(),
  members: z.array(leagueMemberSchema),
});
export type LeagueStandings = z.output<typeof leagueStandingsSchema>;

export const leagueSchema = z.extend(leagueStandingsSchema, {
  leagueId: z.number(),
  /** The next Monday 00:00 UTC (exclusive). */
  weekEnd: z.string(),
  /** How many of a league are promoted when a week ends (rank 1 to this, with points). */
  promotedPerWeek: z.number(),
  /** In the first weeks after joining: the dashboard opens the league tab first. */
  starter: z.boolean(),
  /** Null for an administrator: admins are not learners in the race (docs/product.md#weekly-starter-leagues). */
  myRank: z.nullable(z.number()),
  /** Members promoted at the end of last week (shown with a badge this week). */
  promotedLastWeek: z.array(z.string()),
});
export type League = z.output<typeof leagueSchema>;

/** The Realtime topic of a league's live standings, and the event that carries them. */
export const leagueTopic = (leagueId: number) => `league:${leagueId}`;
export const LEAGUE_STANDINGS_EVENT = 'standings';

export const leagueRoutes = {
  myLeague: route({ method: 'GET', path: '/api/league', access: 'signedIn', response: leagueSchema }),
};
