/**
 * The layout of every screen that needs Supabase Auth: one supabase-js client with its session in
 * context (@supabase/auth-helpers-react), the learner forgotten on this device when the Auth session
 * ends anywhere (../session-ended.tsx), and the user's balances kept live through Realtime.
 */
import { SessionContextProvider, useSession } from '@supabase/auth-helpers-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';

import { OfflineQueueStatus } from '@/components/offline-queue-status';
import { CelebrationHost } from '@/features/celebrations';
import { InstallPrompt } from '@/features/install';
import { ReminderOpenTracker } from '@/features/reminders';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { keptSession } from '@/lib/kept-session';
import { getSupabase } from '@/lib/supabase';

import { MomentWatchers } from '../moments';
import { LeavingSession, useEndedSession } from '../session-ended';

function SessionSync() {
  const session = useSession();
  const user = useCurrentUser();
  const { ended, showing } = useEndedSession();
  // Offline after the access token's hour, supabase-js has no session to give but keeps it for its
  // refresh: the learner is still signed in here (lib/kept-session.ts).
  const signedIn = Boolean(user && (session || keptSession()?.userId === user.id));
  useLiveProfile(session && user?.id === session.user.id ? user.id : undefined);
  // A session that ended elsewhere: forget the learner as at Logout, then the login form says why.
  if (ended && !showing) return <LeavingSession ended={ended} />;
  return (
    <>
      <Outlet />
      {/* Offered after the first completed station (docs/product.md#install-the-app). */}
      {signedIn && user ? <InstallPrompt /> : null}
      {signedIn && user ? <ReminderOpenTracker userId={user.id} /> : null}
      {/* Actions taken offline, sent when the connection returns (docs/decisions.md). */}
      {signedIn && user ? <OfflineQueueStatus userId={user.id} /> : null}
      {/* Celebrations: an action's own, and those found by comparing with what was seen (docs/product.md#moments). */}
      {signedIn && user ? <MomentWatchers user={user} /> : null}
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
