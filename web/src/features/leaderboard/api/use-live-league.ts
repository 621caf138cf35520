import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { League } from '@contract';
import { useOnline } from '@/hooks/use-online';
import { queryKeys } from '@/lib/query-keys';

import { liveState, type LiveState } from '../live-state';
import { subscribeLiveLeague, withStandings } from '../live-league';

/** The longest a timer may wait (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the league tab live (docs/product.md#weekly-starter-leagues): the standings the database
 * broadcasts go straight into the cache; a (re)join and the end of the week re-read the league.
 * Returns whether the standings are live (../live-state.ts).
 */
export function useLiveLeague(league: Pick<League, 'leagueId' | 'weekEnd'> | undefined, userId: string): LiveState {
  const supabase = useSupabaseClient();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [joined, setJoined] = useState<boolean>();
  const leagueId = league?.leagueId;
  const weekEnd = league?.weekEnd;

  useEffect(() => {
    if (leagueId === undefined) return undefined;
    return subscribeLiveLeague(supabase, leagueId, {
      onStandings: (standings) => {
        const current = queryClient.getQueryData<League>(queryKeys.league);
        const next = current ? withStandings(current, standings, userId) : undefined;
        if (next) queryClient.setQueryData(queryKeys.league, next);
        else void queryClient.invalidateQueries({ queryKey: queryKeys.league });
      },
      onJoined: () => void queryClient.invalidateQueries({ queryKey: queryKeys.league }),
      onJoinedChange: setJoined,
    });
  }, [supabase, queryClient, leagueId, userId]);

  useEffect(() => {
    if (!weekEnd) return undefined;
    const wait = Math.min(Math.max(new Date(weekEnd).getTime() - Date.now(), 0) + 1000, MAX_TIMER_MS);
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.league }), wait);
    return () => clearTimeout(timer);
  }, [weekEnd, queryClient]);

  return liveState(online, joined);
}
