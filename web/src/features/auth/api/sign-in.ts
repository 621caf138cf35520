/**
 * Register and login (SPEC §7) go through the api function, which answers `{user, session, message}`
 * with a Supabase Auth session; handing that session to supabase-js signs this browser in, so the
 * session refreshes itself and Realtime and later calls carry the user's token.
 */
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { apiRequestParsed, errorMessage } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';
import { authResponseSchema, type AuthResponse } from '@/types/api';

import type { Credentials, RegistrationInput } from '../validation';

export interface RegisterPayload extends RegistrationInput {
  referralCode?: string;
}

export const registerUser = ({ name, email, password, phone, referralCode }: RegisterPayload) =>
  apiRequestParsed(authResponseSchema, '/api/auth/register', {
    method: 'POST',
    body: { name, email, password, phone, ...(referralCode ? { referralCode } : {}) },
  });

export const loginUser = ({ email, password }: Credentials) =>
  apiRequestParsed(authResponseSchema, '/api/auth/login', { method: 'POST', body: { email, password } });

interface SignInOptions<TInput> {
  request: (input: TInput) => Promise<AuthResponse>;
  failureTitle: string;
  failureFallback: string;
  success: (response: AuthResponse) => { title: string; description?: string };
}

/** A project that confirms e-mail addresses answers a sign-up without a session. */
const CONFIRM_EMAIL_FALLBACK = 'Please check your email to confirm your account.';

export function useSignIn<TInput>({ request, failureTitle, failureFallback, success }: SignInOptions<TInput>) {
  const supabase = useSupabaseClient();
  const navigate = useNavigate();
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
    onSuccess: (response) => {
      if (!response.session || !response.user) {
        notify.success('Check your email', response.message ?? CONFIRM_EMAIL_FALLBACK);
        navigate(paths.auth.getHref('login'));
        return;
      }
      setCurrentUser(response.user);
      const toast = success(response);
      notify.success(toast.title, toast.description);
      navigate(paths.dashboard.getHref());
    },
    onError: (error) => notify.error(failureTitle, errorMessage(error, failureFallback)),
  });
}

const serverSuccess = (response: AuthResponse) => ({ title: 'Success', description: response.message });

export const useLogin = () =>
  useSignIn({ request: loginUser, failureTitle: 'Login Failed', failureFallback: 'An error occurred', success: serverSuccess });

export const useRegister = () =>
  useSignIn({ request: registerUser, failureTitle: 'Registration Failed', failureFallback: 'An error occurred', success: serverSuccess });
