/**
 * The layout of every screen that needs Supabase Auth: one supabase-js client with its session in
 * context (@supabase/auth-helpers-react), the stored user dropped when the Auth session ends, and the
 * user's balances kept live through Realtime.
 */
import { SessionContextProvider, useSession, useSupabaseClient } from '@supabase/auth-helpers-react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { OfflineQueueStatus } from '@/components/offline-queue-status';
import { CelebrationHost } from '@/features/celebrations';
import { InstallPrompt } from '@/features/install';
import { ReminderOpenTracker } from '@/features/reminders';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { getSupabase } from '@/lib/supabase';

import { MomentWatchers } from '../moments';

/**
 * Drops the stored user when Auth says there is no session: at start-up (signed out elsewhere,
 * refresh token revoked) or on a sign-out. It listens to the Auth events themselves rather than
 * comparing React state, so a sign-in (session first, then user) never looks like a sign-out.
 */
function useDropUserWithoutSession() {
  const supabase = useSupabaseClient();
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      const ended = event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !session);
      if (ended && getCurrentUser()) setCurrentUser(null);
    });
    return () => data.subscription.unsubscribe();
  }, [supabase]);
}

function SessionSync() {
  const session = useSession();
  const user = useCurrentUser();
  useDropUserWithoutSession();
  useLiveProfile(session && user?.id === session.user.id ? user.id : undefined);
  return (
    <>
      <Outlet />
      {/* Offered after the first completed station (docs/product.md#install-the-app). */}
      {session && user ? <InstallPrompt /> : null}
      {session && user ? <ReminderOpenTracker userId={user.id} /> : null}
      {/* Actions taken offline, sent when the connection returns (docs/decisions.md). */}
      {session && user ? <OfflineQueueStatus userId={user.id} /> : null}
      {/* Celebrations: an action's own, and those found by comparing with what was seen (docs/product.md#moments). */}
      {session && user ? <MomentWatchers user={user} /> : null}
      <CelebrationHost />
    </>
  );
}

export default function SessionLayout() {
  const [supabase] = useState(getSupabase);
  return (
    <SessionContextProvider supabaseClient={supabase}>
      <SessionSync />
    </SessionContextProvider>
  );
}
