import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useEffect } from 'react';

import { callRoute } from '@/lib/api-client';
import { getCurrentUser, patchCurrentUser, setCurrentUser } from '@/lib/current-user';
import { noteFreezesSpent, noteStreakLost } from '@/lib/freezes-spent';
import { browserTimeZone } from '@/lib/time-zone';
import { noteVisitDay } from '@/lib/visit-day';
import { routes, type User } from '@contract';

type ProfileRow = Record<string, unknown>;

/** The balance and personal columns of a `public.profiles` change, as fields of the current user. */
export function userFieldsFromProfileRow(row: ProfileRow): Partial<User> {
  const change: Partial<User> = {};
  if (typeof row.name === 'string') change.name = row.name;
  if (typeof row.phone === 'string' || row.phone === null) change.phone = row.phone;
  if (typeof row.tokens === 'number') change.tokens = row.tokens;
  if (typeof row.leaderboard_pts === 'number') change.leaderboardPts = row.leaderboard_pts;
  if (typeof row.invites === 'number') change.invites = row.invites;
  return change;
}

/** Reads again when the stored user changed while a read was in flight (at most this many reads). */
const VISIT_READS = 3;

/**
 * Records the signed-in visit (the login streak's day) and takes the user as the server has it now:
 * called on every join and rejoin of the profile channel, so balances changed while the channel was
 * down (changes are not replayed) are re-read. An answer is applied only if the stored user did not
 * change while it was in flight (a mutation's answer landing meanwhile may be newer); then it reads
 * again (a same-day visit changes nothing). A failure leaves the stored user as it was; the next
 * rejoin tries again.
 */
export async function recordVisit(userId: string): Promise<void> {
  try {
    for (let read = 0; read < VISIT_READS; read += 1) {
      const before = getCurrentUser();
      if (before?.id !== userId) return;
      const visit = await callRoute(routes.recordVisit, { params: { id: userId }, body: { timeZone: browserTimeZone() } });
      if (getCurrentUser() === before) {
        // Before the user: the streak moment the new streak starts reads it.
        noteFreezesSpent(userId, visit.user.loginStreak, visit.freezesUsed);
        noteStreakLost(userId, visit.user.loginStreak, visit);
        // The day it counted: Today offline tells a kept streak of today from one it cannot vouch for.
        noteVisitDay(userId);
        setCurrentUser(visit.user);
        return;
      }
    }
  } catch {
    // Offline or signed out meanwhile: nothing to refresh.
  }
}

/**
 * Keeps the signed-in user's tokens, points, name and phone current in every open tab: their own
 * profile row arrives through Realtime (RLS lets only them see it), and every (re)join re-reads the user.
 */
export function useLiveProfile(userId: string | undefined) {
  const supabase = useSupabaseClient();
  useEffect(() => {
    if (!userId) return undefined;
    const channel = supabase
      .channel(`profile:${userId}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${userId}` }, (payload) => {
        const change = userFieldsFromProfileRow(payload.new as ProfileRow);
        if (Object.keys(change).length > 0) patchCurrentUser(change);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void recordVisit(userId);
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, userId]);
}
