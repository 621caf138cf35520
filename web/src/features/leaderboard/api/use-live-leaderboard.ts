import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { useOnline } from '@/hooks/use-online';
import { queryKeys } from '@/lib/query-keys';

import { liveState, type LiveState } from '../live-state';
import { documentVisibility, scheduleOwnRankRefresh, subscribeLiveLeaderboard } from '../live-leaderboard';

/**
 * Live leaderboard (docs/leaderboard-live.md): the top list comes from the database's broadcast and
 * goes straight into the cache; every (re)join re-reads the list and the caller's rank; the rank
 * is re-read when the caller's own points change (`ownPoints`, kept live by their profile row),
 * every 30 s while the page is visible, and when it becomes visible again. A rank query that is
 * disabled (the caller is in the list) is only marked stale: no request. Returns whether the board
 * is live (../live-state.ts).
 */
export function useLiveLeaderboard(ownPoints: number | undefined): LiveState {
  const supabase = useSupabaseClient();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [joined, setJoined] = useState<boolean>();

  useEffect(
    () =>
      subscribeLiveLeaderboard(supabase, {
        onTop: (entries) => queryClient.setQueryData(queryKeys.leaderboard, entries),
        onJoined: () => void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard }),
        onJoinedChange: setJoined,
      }),
    [supabase, queryClient],
  );

  useEffect(() => scheduleOwnRankRefresh(() => void queryClient.invalidateQueries({ queryKey: queryKeys.myRank }), documentVisibility()), [queryClient]);

  const lastPoints = useRef(ownPoints);
  useEffect(() => {
    if (lastPoints.current === ownPoints) return;
    lastPoints.current = ownPoints;
    void queryClient.invalidateQueries({ queryKey: queryKeys.myRank });
  }, [ownPoints, queryClient]);

  return liveState(online, joined);
}
