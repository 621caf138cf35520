/**
 * The two-mode auth form (docs/product.md#sign-up-and-sign-in): register ("Join the Money Train": name, email, password, optional
 * phone) or login ("Welcome Back": email, password); each links to the other. The form's checks run
 * before anything is sent: the SPEC's title and message above the button, and the message under each
 * field it concerns; the server's refusal is said in the same place ("Login Failed", "Registration
 * Failed"). No toast covers the button (docs/product.md#sign-up-and-sign-in). Login opened after a
 * session ended elsewhere says so first (../session-ended.ts).
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT, type MessageId } from '@/i18n';

import { isUnconfirmedLogin, useLogin, useRegister } from '../api/sign-in';
import { signInFailure } from '../auth-messages';
import { CaptchaCheck } from '../captcha/captcha-check';
import { useCaptcha } from '../captcha/use-captcha';
import { useReturnParam } from '../return-to';
import { useSessionEndedNotice } from '../session-ended';
import { useCheckedForm } from '../use-checked-form';
import { validateLogin, validateRegister } from '../validation';
import { AccountField } from './account-field';
import { AuthCard } from './auth-card';
import { FormProblem } from './form-problem';
import { Notice } from './notice';

export type AuthMode = 'login' | 'register';

const copy = {
  register: {
    title: 'auth.register.title',
    subtitle: 'auth.register.subtitle',
    submit: 'auth.register.submit',
    switchText: 'auth.register.switchText',
    switchLabel: 'auth.register.switchLabel',
    switchTo: 'login',
    failure: 'auth.register.failure',
  },
  login: {
    title: 'auth.login.title',
    subtitle: 'auth.login.subtitle',
    submit: 'auth.login.submit',
    switchText: 'auth.login.switchText',
    switchLabel: 'auth.login.switchLabel',
    switchTo: 'register',
    failure: 'auth.login.failure',
  },
} as const satisfies Record<AuthMode, Record<'title' | 'subtitle' | 'submit' | 'switchText' | 'switchLabel' | 'failure', MessageId> & { switchTo: AuthMode }>;

export function AuthForm({ mode }: { mode: AuthMode }) {
  const t = useT();
  const state = useCheckedForm();
  const { form, markFields, problem } = state;
  const login = useLogin();
  const register = useRegister();
  const pending = login.isPending || register.isPending;
  const text = copy[mode];
  const sent = mode === 'login' ? login : register;
  const refused = sent.error && !isUnconfirmedLogin(sent.error) ? signInFailure(t, sent.error, t(text.failure), t('auth.unknownError')) : null;
  const returnParam = useReturnParam();
  const sessionEnded = useSessionEndedNotice();
  const captcha = useCaptcha();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = mode === 'login' ? validateLogin(form) : validateRegister(form);
    markFields(event, found);
    if (found) return;
    const captchaToken = captcha.take();
    if (captcha.enabled && !captchaToken) return;
    // A CAPTCHA token is good once: whatever the answer, the widget gives a new one.
    const settled = { onSettled: captcha.reset };
    if (mode === 'login') login.mutate({ email: form.email, password: form.password, captchaToken }, settled);
    else register.mutate({ ...form, captchaToken }, settled);
  };

  return (
    <AuthCard title={t(text.title)} subtitle={t(text.subtitle)}>
      <form onSubmit={onSubmit} noValidate aria-label={t(text.title)}>
        <Stack gap="4">
          {mode === 'login' && sessionEnded ? (
            <Notice tone="info">
              <Text data-testid="session-ended">{t('auth.sessionEnded')}</Text>
              {sessionEnded.notSent.length > 0 ? (
                <Text mt="2">
                  {t('auth.sessionEnded.notSent', { count: sessionEnded.notSent.length, list: sessionEnded.notSent.join(t('offline.separator')) })}
                </Text>
              ) : null}
            </Notice>
          ) : null}
          {mode === 'register' ? <AccountField kind="name" state={state} /> : null}
          <AccountField kind="email" state={state} />
          <AccountField
            kind="password"
            state={state}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            helperText={mode === 'register' ? t('auth.field.passwordHint') : undefined}
          />
          {mode === 'login' ? (
            <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.700" fontWeight="semibold" mt="-2">
              <RouterLink to={paths.forgotPassword.getHref()}>{t('auth.login.forgot')}</RouterLink>
            </Link>
          ) : null}
          {mode === 'register' ? <AccountField kind="phone" state={state} /> : null}
          <CaptchaCheck captcha={captcha} />
          <FormProblem problem={problem ?? refused} />
          <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText={t('auth.pleaseWait')}>
            {t(text.submit)}
          </Button>
          <Text textAlign="center" fontSize="sm">
            {t(text.switchText)}{' '}
            <Link asChild color="brand.700" fontWeight="semibold">
              <RouterLink to={paths.auth.getHref(text.switchTo, returnParam)}>{t(text.switchLabel)}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
