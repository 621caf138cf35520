import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useEffect } from 'react';

import { patchCurrentUser } from '@/lib/current-user';
import type { User } from '@/types/api';

type ProfileRow = Record<string, unknown>;

/** The balance columns of a `public.profiles` change, as fields of the current user. */
export function balancesFromProfileRow(row: ProfileRow): Partial<User> {
  const change: Partial<User> = {};
  if (typeof row.tokens === 'number') change.tokens = row.tokens;
  if (typeof row.leaderboard_pts === 'number') change.leaderboardPts = row.leaderboard_pts;
  if (typeof row.invites === 'number') change.invites = row.invites;
  return change;
}

/**
 * Keeps the signed-in user's tokens and points current in every open tab: their own profile row
 * arrives through Realtime (RLS lets only them see it).
 */
export function useLiveProfile(userId: string | undefined) {
  const supabase = useSupabaseClient();
  useEffect(() => {
    if (!userId) return undefined;
    const channel = supabase
      .channel(`profile:${userId}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${userId}` },
        (payload) => {
          const change = balancesFromProfileRow(payload.new as ProfileRow);
          if (Object.keys(change).length > 0) patchCurrentUser(change);
        },
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, userId]);
}
