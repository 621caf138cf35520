import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { setCurrentUser } from '@/lib/current-user';
import { clearApiCache } from '@/lib/pwa/api-cache';

/**
 * Forgets the signed-in learner on this device: the current user and cached data (react-query's and
 * the service worker's copy of the api's answers, lib/pwa/api-cache.ts). Every way out of a session
 * uses it: Logout, a deleted account, switching to an administrator.
 */
export function useForgetSignedInUser() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    setCurrentUser(null);
    queryClient.clear();
    await clearApiCache().catch(() => undefined);
  }, [queryClient]);
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
    await forget();
    navigate(paths.landing.getHref());
    const { getSupabase } = await import('@/lib/supabase');
    // A failed server-side sign-out (offline) still leaves this browser signed out.
    await getSupabase()
      .auth.signOut({ scope: 'local' })
      .catch(() => undefined);
  }, [forget, navigate]);
}
