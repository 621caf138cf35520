import { postAsUser, useUserMutation } from '@/hooks/use-user-mutation';

export const sendInvite = (email: string) => postAsUser('invite', { email });

export function useSendInvite(onSuccess?: () => void) {
  return useUserMutation<string>({
    request: sendInvite,
    successTitle: 'Invite Sent!',
    failureTitle: 'Invite Failed',
    failureFallback: 'Failed to send invite',
    onSuccess,
  });
}
