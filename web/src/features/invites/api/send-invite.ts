import { routes, type LocaleCode } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { isolate, useT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { currentUserId } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

/** The success toast is worded here from the address sent to, not from the server's English sentence (docs/decisions.md, "Languages"). */
export function useSendInvite(onSuccess?: () => void) {
  const t = useT();
  return useApiMutation({
    request: async ({ email, locale }: { email: string; locale: LocaleCode }) =>
      callRoute(routes.invite, { params: { id: currentUserId() }, body: { email, locale } }),
    success: (_response, { email }) => ({ title: t('invite.sent'), description: t('invite.sentText', { email: isolate(email) }) }),
    failure: { title: t('invite.failed'), fallback: t('invite.failedText') },
    invalidates: () => [queryKeys.referrals(currentUserId())],
    onSuccess,
  });
}
