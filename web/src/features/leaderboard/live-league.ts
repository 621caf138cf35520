/**
 * A league's live standings (docs/product.md#weekly-starter-leagues), without React: the database
 * sends the league's standings on the private topic `league:<id>` whenever a member's points move
 * (only the league's members may join it), and the message is rendered as it is. Realtime does not
 * replay what was sent while a connection was down, so every (re)join reads the league once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { LEAGUE_STANDINGS_EVENT, leagueStandingsSchema, leagueTopic, type League, type LeagueStandings } from '@contract';

import { joinedFromStatus } from './live-state';

export interface LiveLeagueHandlers {
  onStandings(standings: LeagueStandings): void;
  /** Joined or rejoined: read the league once. */
  onJoined(): void;
  /** Every channel state: joined (SUBSCRIBED) or not (an error, a time-out, closed). */
  onJoinedChange?(joined: boolean): void;
}

/** Joins the league's topic; returns the function that leaves it. */
export function subscribeLiveLeague(supabase: SupabaseClient, leagueId: number, handlers: LiveLeagueHandlers): () => void {
  const channel = supabase
    .channel(leagueTopic(leagueId), { config: { private: true } })
    .on('broadcast', { event: LEAGUE_STANDINGS_EVENT }, (message: { payload?: unknown }) => {
      const parsed = leagueStandingsSchema.safeParse(message.payload);
      if (parsed.success) handlers.onStandings(parsed.data);
    })
    .subscribe((status) => {
      handlers.onJoinedChange?.(joinedFromStatus(status));
      if (status === 'SUBSCRIBED') handlers.onJoined();
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}

/**
 * The league with new standings applied, or undefined when they are for another week than the one
 * shown (the week turned: read the league again).
 */
export function withStandings(league: League, standings: LeagueStandings, userId: string): League | undefined {
  if (new Date(standings.weekStart).getTime() !== new Date(league.weekStart).getTime()) return undefined;
  const me = standings.members.find((member) => member.id === userId);
  return { ...league, members: standings.members, myRank: me?.rank ?? league.myRank };
}
