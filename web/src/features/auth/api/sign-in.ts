/**
 * Register and login go through the api function, which answers `{user, session, message}`
 * with a Supabase Auth session; handing that session to supabase-js signs this browser in, so the
 * session refreshes itself and Realtime and later calls carry the user's token.
 */
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { EMAIL_NOT_CONFIRMED, routes, type AuthAnswer as AuthResponse, type LinkSource } from '@contract';
import { ApiError, callRoute, errorMessage } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';

import type { Credentials, RegistrationInput } from '../validation';
import { useReturnPath } from '../return-to';
import { linkLanding } from './email-links';

export interface RegisterPayload extends RegistrationInput {
  referralCode?: string;
  /** The invitation link's source, when the app wrote it. */
  source?: LinkSource;
}

export const registerUser = ({ name, email, password, phone, referralCode, source }: RegisterPayload) =>
  callRoute(routes.register, {
    body: { name, email, password, phone, redirectTo: linkLanding(), ...(referralCode ? { referralCode } : {}), ...(source ? { source } : {}) },
  });

export const loginUser = ({ email, password }: Credentials) => callRoute(routes.login, { body: { email, password } });

interface SignInOptions<TInput> {
  request: (input: TInput) => Promise<AuthResponse>;
  failureTitle: string;
  failureFallback: string;
  success: (response: AuthResponse) => { title: string; description?: string };
}

/** A login refused because the account's address is not confirmed yet (the api's 403 with that title). */
export const isUnconfirmedLogin = (error: unknown) => error instanceof ApiError && error.status === 403 && error.serverTitle === EMAIL_NOT_CONFIRMED;

export function useSignIn<TInput extends { email: string }>({ request, failureTitle, failureFallback, success }: SignInOptions<TInput>) {
  const supabase = useSupabaseClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const response = await request(input);
      if (!response.session || !response.user) return response;
      const { error } = await supabase.auth.setSession({
        access_token: response.session.access_token,
        refresh_token: response.session.refresh_token,
      });
      if (error) throw error;
      return response;
    },
    onSuccess: (response, input) => {
      if (!response.session || !response.user) {
        // The project confirms e-mail addresses: the account opens from the link in the mail.
        navigate(paths.checkEmail.getHref(), { state: { email: input.email.trim(), reason: 'signup' } });
        return;
      }
      setCurrentUser(response.user);
      const toast = success(response);
      notify.success(toast.title, toast.description);
      navigate(returnPath(response.user));
    },
    onError: (error, input) => {
      if (isUnconfirmedLogin(error)) {
        navigate(paths.checkEmail.getHref(), { state: { email: input.email.trim(), reason: 'unconfirmed' } });
        return;
      }
      notify.error(failureTitle, errorMessage(error, failureFallback));
    },
  });
}

const serverSuccess = (response: AuthResponse) => ({ title: 'Success', description: response.message });

export const useLogin = () => useSignIn({ request: loginUser, failureTitle: 'Login Failed', failureFallback: 'An error occurred', success: serverSuccess });

export const useRegister = () =>
  useSignIn({ request: registerUser, failureTitle: 'Registration Failed', failureFallback: 'An error occurred', success: serverSuccess });
