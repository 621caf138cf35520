/**
 * Register and login go through the api function, which answers `{user, session, message}`
 * with a Supabase Auth session; handing that session to supabase-js (./adopt-session.ts) signs this
 * browser in, so the session refreshes itself and Realtime and later calls carry the user's token.
 *
 * No toast on either side (docs/product.md#sign-up-and-sign-in): a refusal is said inside the form,
 * above its button (../auth-messages.ts signInFailure gives the SPEC's title and the refusal in the learner's language); a new account is welcomed on
 * Today by a moment, and a login by Today's own greeting, so nothing covers Today's first screen.
 */
import { useSupabaseClient } from '@supabase/auth-helpers-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { EMAIL_NOT_CONFIRMED, routes, type AuthAnswer as AuthResponse, type LinkSource } from '@contract';
import { shownLocale } from '@/i18n';
import { ApiError, callRoute } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { browserTimeZone } from '@/lib/time-zone';
import { noteStreakLost } from '@/lib/freezes-spent';
import { welcomeOnToday, type Welcome } from '@/features/celebrations';

import type { Credentials, RegistrationInput } from '../validation';
import { useReturnPath } from '../return-to';
import { adoptSession } from './adopt-session';
import { linkLanding } from './email-links';

/** The CAPTCHA widget's token, when the project has CAPTCHA on (../captcha/use-captcha.ts). */
interface WithCaptcha {
  captchaToken?: string;
}

export interface RegisterPayload extends RegistrationInput, WithCaptcha {
  referralCode?: string;
  /** The invitation link's source, when the app wrote it. */
  source?: LinkSource;
}

const captchaField = (captchaToken: string | undefined) => (captchaToken ? { captchaToken } : {});

export const registerUser = ({ name, email, password, phone, referralCode, source, captchaToken }: RegisterPayload) =>
  callRoute(routes.register, {
    body: {
      name,
      email,
      password,
      phone,
      redirectTo: linkLanding(),
      // The Auth e-mails (confirmation, recovery, e-mail change) are written in it (docs/decisions.md, "Languages").
      locale: shownLocale(),
      ...(referralCode ? { referralCode } : {}),
      ...(source ? { source } : {}),
      ...captchaField(captchaToken),
    },
  });

export const loginUser = ({ email, password, captchaToken }: Credentials & WithCaptcha) =>
  // The browser's zone: the login counts the learner's own day, as the visit right after it does (docs/product.md#login-streak).
  callRoute(routes.login, { body: { email, password, timeZone: browserTimeZone(), ...captchaField(captchaToken) } });

interface SignInOptions<TInput> {
  request: (input: TInput) => Promise<AuthResponse>;
  /** A new account's welcome, celebrated on Today (none for a login). */
  welcome?: (response: AuthResponse) => Welcome;
}

/** A login refused because the account's address is not confirmed yet (the api's 403 with that title). */
export const isUnconfirmedLogin = (error: unknown) => error instanceof ApiError && error.status === 403 && error.serverTitle === EMAIL_NOT_CONFIRMED;

export function useSignIn<TInput extends { email: string }>({ request, welcome }: SignInOptions<TInput>) {
  const supabase = useSupabaseClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const response = await request(input);
      if (!response.session || !response.user) return response;
      await adoptSession(supabase, response.session);
      return response;
    },
    onSuccess: (response, input) => {
      if (!response.session || !response.user) {
        // The project confirms e-mail addresses: the account opens from the link in the mail.
        navigate(paths.checkEmail.getHref(), { state: { email: input.email.trim(), reason: 'signup' } });
        return;
      }
      // Before the user: Today's streak line reads it (a login that ended a streak says so).
      noteStreakLost(response.user.id, response.user.loginStreak, { ...response, streakFreezes: response.user.streakFreezes });
      setCurrentUser(response.user);
      if (welcome) welcomeOnToday(welcome(response));
      navigate(returnPath(response.user));
    },
    onError: (error, input) => {
      if (isUnconfirmedLogin(error)) navigate(paths.checkEmail.getHref(), { state: { email: input.email.trim(), reason: 'unconfirmed' } });
    },
  });
}

/** The welcome of a new account: the SPEC's sign-up title, with a thank-you naming the sponsor when there is one. */
export const accountWelcome = (sponsor: string | null): Welcome =>
  sponsor
    ? { title: 'welcome.account.title', description: 'welcome.account.sponsor', values: { sponsor } }
    : { title: 'welcome.account.title', description: 'welcome.account.created' };

export const useLogin = () => useSignIn({ request: loginUser });

export const useRegister = () => useSignIn({ request: registerUser, welcome: () => accountWelcome(null) });
