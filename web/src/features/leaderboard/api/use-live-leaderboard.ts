import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { leaderboardKey } from './get-leaderboard';

/**
 * Live leaderboard: any change to `public.leaderboard` (a Realtime-published view of public fields
 * only) refreshes the cached top list and the caller's rank, so open dashboards move without reload.
 * Realtime does not replay what changed while a connection was down, so every (re)join re-reads
 * the list too: after a dropped connection the board shows the current standings, not stale rows.
 */
export function useLiveLeaderboard() {
  const supabase = useSupabaseClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase
      .channel('leaderboard')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'leaderboard' }, () => {
        void queryClient.invalidateQueries({ queryKey: leaderboardKey });
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void queryClient.invalidateQueries({ queryKey: leaderboardKey });
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, queryClient]);
}
