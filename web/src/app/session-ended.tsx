/**
 * A session ended anywhere ends here too (docs/product.md#current-user). When Auth says there is no
 * session while a learner is signed in on this device (SIGNED_OUT from any cause: a refresh refused
 * after a sign-out on every device, a revoked or expired refresh token, another tab's sign-out; or
 * no session at start-up and none kept in storage), the learner is forgotten exactly as at Logout (useForgetSignedInUser: the
 * current user, the cached queries, the service worker's copy of the api's answers and the
 * learner's offline queue), then the login form says why and what was not sent.
 *
 * It listens to the Auth events themselves rather than comparing React state, so a sign-in (session
 * first, then user) never looks like an ending; and Logout forgets the user before it signs out, so
 * its own SIGNED_OUT finds no one to forget here.
 */
import { Center, Spinner } from '@chakra-ui/react';
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { safeReturnPath } from '@/features/auth/return-to';
import { sessionEndedNotice, type SessionEndedNotice } from '@/features/auth/session-ended';
import { useForgetSignedInUser } from '@/hooks/use-logout';
import { useT } from '@/i18n';
import { getCurrentUser } from '@/lib/current-user';
import { keptSession } from '@/lib/kept-session';
import { dismissToast } from '@/lib/toast';

export interface EndedSession {
  id: number;
  /** Whose session it was (their queue is deleted). */
  userId: string;
  /** Where the learner was, to return to after logging in again. */
  from: string;
}

/**
 * The session that just ended, until the login form shows its notice: `ended` is set by the Auth
 * event, `showing` once the location carries the notice (then the screens render again).
 */
export function useEndedSession(): { ended: EndedSession | null; showing: boolean } {
  const supabase = useSupabaseClient();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const [ended, setEnded] = useState<EndedSession | null>(null);
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      // No session at start-up while one waits in storage is a refresh that could not reach the
      // server (offline after the token's hour), not an ending: a refused refresh signs out (lib/kept-session.ts).
      const gone = event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !session && !keptSession());
      const user = getCurrentUser();
      if (gone && user) setEnded((current) => current ?? { id: Date.now(), userId: user.id, from: here.current });
    });
    return () => data.subscription.unsubscribe();
  }, [supabase]);
  const showing = ended !== null && sessionEndedNotice(location.state)?.id === ended.id;
  useEffect(() => {
    if (showing) setEnded(null);
  }, [showing]);
  return { ended, showing };
}

/**
 * Shown instead of the screens while the learner is forgotten (a screen that lost its user would
 * send them to the landing page instead), then opens the login form with the notice.
 */
export function LeavingSession({ ended }: { ended: EndedSession }) {
  const t = useT();
  const forget = useForgetSignedInUser();
  const forgetting = useRef<Promise<string[]>>(undefined);
  const [notice, setNotice] = useState<SessionEndedNotice | null>(null);
  useEffect(() => {
    let live = true;
    // Once per ending, even when the effect runs twice (React's strict mode). A toast of the session
    // ("Saved Offline: will be sent…") is no longer true: it goes.
    if (!forgetting.current) dismissToast();
    forgetting.current ??= forget(ended.userId);
    void forgetting.current.then((notSent) => live && setNotice({ id: ended.id, notSent }));
    return () => {
      live = false;
    };
  }, [forget, ended]);
  if (!notice) {
    return (
      <Center minH="100vh">
        <Spinner size="xl" color="brand.600" borderWidth="4px" aria-label={t('shell.signingOut')} />
      </Center>
    );
  }
  return <Navigate to={paths.auth.getHref('login', safeReturnPath(ended.from) ?? undefined)} state={{ sessionEnded: notice }} replace />;
}
