import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { setCurrentUser } from '@/lib/current-user';
import { clearApiCache } from '@/lib/pwa/api-cache';

/**
 * Logout (docs/product.md#current-user): clears the current user and cached data (react-query's and the service
 * worker's copy of the api's answers, lib/pwa/api-cache.ts), goes to /, and ends the Auth session.
 * supabase-js is imported on demand because the landing page's header offers Logout too.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    setCurrentUser(null);
    queryClient.clear();
    await clearApiCache().catch(() => undefined);
    navigate(paths.landing.getHref());
    const { getSupabase } = await import('@/lib/supabase');
    // A failed server-side sign-out (offline) still leaves this browser signed out.
    await getSupabase()
      .auth.signOut({ scope: 'local' })
      .catch(() => undefined);
  }, [queryClient, navigate]);
}
