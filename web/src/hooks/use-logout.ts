import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { forgetActions, notSentSentence } from '@/lib/offline-queue';
import { forgetReadsOf } from '@/lib/pwa/signed-out-users';
import { toast } from '@/lib/toast';

/**
 * Forgets the signed-in learner on this device (docs/product.md#current-user): the current user,
 * cached data (react-query's and the service worker's copy of the api's answers, which keeps nothing
 * more of them: lib/pwa/signed-out-users.ts) and the learner's offline queue (lib/offline-queue.ts). Every way out of a
 * session uses it: Logout, a deleted account, switching to an administrator, and a session that
 * ended elsewhere (app/session-ended.tsx). Resolves to the labels of the actions that were still
 * waiting to be sent, so the screen can say what was not sent. `userId`: whose queue, when the
 * caller knows it better than the current user (which a repeated call has already cleared).
 */
export function useForgetSignedInUser() {
  const queryClient = useQueryClient();
  return useCallback(
    async (userId = getCurrentUser()?.id): Promise<string[]> => {
      setCurrentUser(null);
      queryClient.clear();
      const [, notSent] = await Promise.all([forgetReadsOf(userId).catch(() => undefined), userId ? forgetActions(userId).catch(() => []) : []]);
      return notSent.map((action) => action.label);
    },
    [queryClient],
  );
}

/** Says which waiting actions leaving a session deleted, if any (nothing is dropped silently). */
export function toastNotSent(labels: string[]): void {
  const sentence = notSentSentence(labels);
  if (sentence) toast({ status: 'info', title: 'Not Sent', description: sentence, duration: 10_000 });
}

/**
 * Logout (docs/product.md#current-user): forgets the learner on this device (above), goes to /, and
 * ends the Auth session. supabase-js is imported on demand because the landing page's header offers
 * Logout too.
 */
export function useLogout() {
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  return useCallback(async () => {
    toastNotSent(await forget());
    navigate(paths.landing.getHref());
    const { getSupabase } = await import('@/lib/supabase');
    // A failed server-side sign-out (offline) still leaves this browser signed out.
    await getSupabase()
      .auth.signOut({ scope: 'local' })
      .catch(() => undefined);
  }, [forget, navigate]);
}
