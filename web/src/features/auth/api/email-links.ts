/**
 * The account e-mails, asked for straight from Supabase Auth with supabase-js as hosted projects
 * do (docs/accounts.md): the "reset password" mail, the confirmation mail again, the new password
 * after a recovery link, and the sign-in of a browser that arrives from a link.
 */
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useMutation } from '@tanstack/react-query';

import { AUTH_CALLBACK_PATH, routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { browserTimeZone } from '@/lib/time-zone';

/** Where the links in account e-mails land: this app's /auth/callback. */
export const linkLanding = () => `${window.location.origin}${AUTH_CALLBACK_PATH}`;

/** An address to mail, with the CAPTCHA widget's token when the project has CAPTCHA on (Auth checks it). */
export interface MailRequest {
  email: string;
  captchaToken?: string;
}

export function useSendPasswordReset() {
  const supabase = useSupabaseClient();
  return useMutation({
    mutationFn: async ({ email, captchaToken }: MailRequest) => {
      const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo: linkLanding(), captchaToken });
      if (error) throw error;
    },
  });
}

export function useResendConfirmation() {
  const supabase = useSupabaseClient();
  return useMutation({
    mutationFn: async ({ email, captchaToken }: MailRequest) => {
      const { error } = await supabase.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: linkLanding(), captchaToken } });
      if (error) throw error;
    },
  });
}

export function useSetNewPassword() {
  const supabase = useSupabaseClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const { error } = await supabase.auth.updateUser({ password });
      if (error) throw error;
    },
  });
}

/** Adopts the session a link brought and loads the app's user (a login: the streak counts). */
export function useLinkSignIn() {
  const supabase = useSupabaseClient();
  return useMutation({
    mutationFn: async (tokens: { accessToken: string; refreshToken: string }) => {
      const { error } = await supabase.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
      if (error) throw error;
      const { user } = await callRoute(routes.linkSession, { body: { timeZone: browserTimeZone() } });
      setCurrentUser(user);
      return user;
    },
  });
}
