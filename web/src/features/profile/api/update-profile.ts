import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

/** Saves name and phone; the answer's user becomes the current user (header, every tab). */
export function useUpdateProfile() {
  return useApiMutation({
    request: async (input: { name: string; phone: string }) => callRoute(routes.updateProfile, { params: { id: currentUserId() }, body: input }),
    success: () => ({ title: 'Profile Saved', description: 'Your name and phone are up to date.' }),
    failure: { title: 'Profile Not Saved', fallback: 'We could not save your profile. Please try again.' },
    // The leaderboard shows the name.
    invalidates: () => [queryKeys.leaderboard],
  });
}
