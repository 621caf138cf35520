import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useNavigate } from 'react-router-dom';

import { routes } from '@contract';
import { paths } from '@/config/paths';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { useForgetSignedInUser } from '@/hooks/use-logout';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';

/**
 * Deletes the account (the typed confirmation goes to the server, which checks it again), then
 * leaves this browser signed out on the landing page: the stored user, the cached data and the
 * Auth session go.
 */
export function useDeleteAccount() {
  const t = useT();
  const supabase = useSupabaseClient();
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  return useApiMutation({
    request: async (confirmation: string) => callRoute(routes.deleteAccount, { params: { id: currentUserId() }, body: { confirmation } }),
    success: () => ({ title: t('profile.delete.done'), description: t('profile.delete.doneText') }),
    failure: { title: t('profile.delete.notDone'), fallback: t('profile.delete.failed') },
    onSuccess: () => {
      void forget();
      navigate(paths.landing.getHref(), { replace: true });
      // The server has ended the sessions already; this clears the one stored here.
      void supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    },
  });
}
