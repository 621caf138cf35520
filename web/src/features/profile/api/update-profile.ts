import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

/** Saves name and phone; the answer's user becomes the current user (header, every tab). */
export function useUpdateProfile() {
  const t = useT();
  return useApiMutation({
    request: async (input: { name: string; phone: string }) => callRoute(routes.updateProfile, { params: { id: currentUserId() }, body: input }),
    success: () => ({ title: t('profile.details.saved'), description: t('profile.details.savedText') }),
    failure: { title: t('profile.details.notSaved'), fallback: t('profile.details.notSavedText') },
    // The leaderboard shows the name.
    invalidates: () => [queryKeys.leaderboard],
  });
}
