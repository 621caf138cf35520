/**
 * E-mail and password belong to Supabase Auth: they change with supabase-js (PUT /auth/v1/user),
 * as on hosted Supabase. A new address takes effect only once the link mailed to it is followed;
 * a new password needs the current one and ends the account's other sessions.
 */
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useMutation } from '@tanstack/react-query';

import { isolate, useT } from '@/i18n';
import { notify } from '@/lib/toast';

import { authChangeMessage } from '../profile-rules';

/** Where the e-mail change link lands: the app's page for e-mailed links, which adopts the new session. */
export const EMAIL_LINK_LANDING = '/auth/callback';

class AuthChangeError extends Error {}

export function useChangeEmail() {
  const t = useT();
  const supabase = useSupabaseClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}${EMAIL_LINK_LANDING}` });
      if (error) throw new AuthChangeError(authChangeMessage(error, 'We could not change your e-mail address. Please try again.'));
      return data.user.new_email ?? email;
    },
    onSuccess: (pending) => notify.success(t('profile.email.sentTitle'), t('profile.email.sentText', { email: isolate(pending) })),
    // A refusal is said under the form (email-form.tsx), once: a toast beside it stayed after the next try.
  });
}

export function useChangePassword() {
  const t = useT();
  const supabase = useSupabaseClient();
  return useMutation({
    mutationFn: async ({ current, next }: { current: string; next: string }) => {
      const { error } = await supabase.auth.updateUser({ password: next, current_password: current });
      if (error) throw new AuthChangeError(authChangeMessage(error, 'We could not change your password. Please try again.'));
    },
    onSuccess: () => notify.success(t('profile.password.changed'), t('profile.password.changedText')),
    // A refusal is said under the form (password-form.tsx), once: a toast "Your current password is not
    // right." stayed over the page while the next try's own problem was already shown.
  });
}
