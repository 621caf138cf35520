import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export function useSendInvite(onSuccess?: () => void) {
  return useApiMutation({
    request: async (email: string) => callRoute(routes.invite, { params: { id: currentUserId() }, body: { email } }),
    success: (response) => ({ title: 'Invite Sent!', description: response.message }),
    failure: { title: 'Invite Failed', fallback: 'Failed to send invite' },
    invalidates: () => [queryKeys.referrals(currentUserId())],
    onSuccess,
  });
}
