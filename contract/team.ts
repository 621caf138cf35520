/**
 * My Team (docs/product.md#my-team): the caller's downline with each member's progress (never
 * their e-mail or phone), nudging a stuck member, and turning one's own nudges off or on.
 */
import * as z from 'zod/mini';

import { uuidParam } from './fields.ts';
import { route } from './route.ts';
import { messageSchema } from './user.ts';

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 = joined with the caller's code; 2 = joined with a level-1 member's code; … */
  level: z.number(),
  sponsorName: z.nullable(z.string()),
  joinedAt: z.string(),
  stationsDone: z.number(),
  coursesCompleted: z.number(),
  /** A day, YYYY-MM-DD. */
  lastActiveOn: z.string(),
  stuck: z.boolean(),
  nudgesEnabled: z.boolean(),
  lastNudgedAt: z.nullable(z.string()),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

/** Members per page of GET /api/team (the totals are always the whole team's). */
export const TEAM_PAGE_SIZE = 50;
export const TEAM_PAGE_MAX = 200;

const OFFSET = 'offset must be a whole number from 0';
const LIMIT = `limit must be between 1 and ${TEAM_PAGE_MAX}`;

export const teamSchema = z.object({
  depth: z.number(),
  stuckDays: z.number(),
  /** Whether the caller accepts nudges from their own sponsor. */
  nudgesEnabled: z.boolean(),
  totals: z.object({ members: z.number(), stuck: z.number(), stationsDone: z.number(), coursesCompleted: z.number(), byLevel: z.array(z.number()) }),
  /** One page of the members, ordered by level, stuck first, then join date. */
  members: z.array(teamMemberSchema),
  offset: z.number(),
  limit: z.number(),
  /** The offset of the next page, or null when this page is the last. */
  nextOffset: z.nullable(z.number()),
});
export type Team = z.output<typeof teamSchema>;

export const nudgePreferenceBody = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export const unsubscribeBody = z.object({ token: z.uuid('This link is not valid.') });

export const teamRoutes = {
  myTeam: route({
    method: 'GET',
    path: '/api/team',
    access: 'signedIn',
    query: z.object({
      offset: z.prefault(z.pipe(z.string().check(z.regex(/^[0-9]{1,6}$/, OFFSET)), z.transform(Number)), '0'),
      limit: z.prefault(
        z.pipe(z.string().check(z.regex(/^[0-9]{1,3}$/, LIMIT)), z.pipe(z.transform(Number), z.number().check(z.gte(1, LIMIT), z.lte(TEAM_PAGE_MAX, LIMIT)))),
        String(TEAM_PAGE_SIZE),
      ),
    }),
    response: teamSchema,
  }),
  nudge: route({
    method: 'POST',
    path: '/api/team/:memberId/nudge',
    access: 'signedIn',
    params: { memberId: uuidParam },
    response: z.extend(messageSchema, { nudge: z.object({ memberId: z.string(), sentAt: z.string() }) }),
    effects: true,
  }),
  setNudges: route({
    method: 'PUT',
    path: '/api/team/nudges',
    access: 'signedIn',
    body: nudgePreferenceBody,
    response: z.extend(messageSchema, { nudgesEnabled: z.boolean() }),
  }),
  unsubscribeNudges: route({ method: 'POST', path: '/api/nudges/unsubscribe', access: 'public', body: unsubscribeBody, response: messageSchema }),
};
