/**
 * The signup screen (docs/product.md#sign-up-and-sign-in): "Create Your Account" from an invitation link. ref is the referral
 * code (shown read-only and sent with the registration); the banner names the sponsor the server
 * finds for that code (the link's own `sponsor` text is ignored) and a known `source`. A failed check
 * is said once, at its field, or above Create Account (a refusal: "Signup Failed"), never in a toast over it; the new
 * account is welcomed on Today, with a thank-you naming the sponsor.
 */
import { Box, Button, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { accountWelcome, registerUser, useSignIn, type RegisterPayload } from '../api/sign-in';
import { signInFailure } from '../auth-messages';
import { CaptchaCheck } from '../captcha/captcha-check';
import { useCaptcha } from '../captcha/use-captcha';
import { knownSource } from '../invitation-source';
import { useSponsor } from '../api/sponsor';
import { useCheckedForm } from '../use-checked-form';
import { validateSignup } from '../validation';
import { AccountField } from './account-field';
import { AuthCard } from './auth-card';
import { FormProblem } from './form-problem';
import { InvitationBanner } from './invitation-banner';

export interface Invitation {
  referralCode: string | null;
  source: string | null;
}

export function SignupForm({ invitation }: { invitation: Invitation }) {
  const t = useT();
  const state = useCheckedForm();
  const { form, markFields, problem } = state;
  const sponsor = useSponsor(invitation.referralCode);
  const sponsorName = sponsor.state === 'found' ? sponsor.name : null;
  // A code no member has is not sent: it could not earn anyone a referral.
  const referralCode = sponsor.state === 'unknown' ? null : invitation.referralCode;
  const signup = useSignIn<RegisterPayload>({ request: registerUser, welcome: () => accountWelcome(sponsorName) });
  const refused = signup.error ? signInFailure(t, signup.error, t('auth.signup.failure'), t('auth.signup.failureFallback')) : null;

  const captcha = useCaptcha();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(form);
    markFields(event, found);
    if (found) return;
    const captchaToken = captcha.take();
    if (captcha.enabled && !captchaToken) return;
    signup.mutate(
      {
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        phone: form.phone.trim(),
        referralCode: referralCode ?? undefined,
        source: knownSource(invitation.source) ?? undefined,
        captchaToken,
      },
      { onSettled: captcha.reset },
    );
  };

  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <InvitationBanner sponsor={sponsor} source={invitation.source} />
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.signup.title')}>
        <Stack gap="4">
          {referralCode ? <TextField label={t('auth.signup.referralCode')} value={referralCode} readOnly data-testid="referral-code" /> : null}
          <AccountField kind="name" state={state} />
          <AccountField kind="email" state={state} />
          <AccountField kind="password" state={state} autoComplete="new-password" helperText={t('auth.field.passwordHint')} />
          <AccountField kind="phone" state={state} />
          <CaptchaCheck captcha={captcha} />
          <FormProblem problem={problem ?? refused} />
          {/*
            On a phone the button stays in view above the keyboard (the page resizes with it: index.html's
            viewport): sticky while a field of the form has the focus. At rest it stays in its place, so on
            the first screen it covers nothing (it hid the password's "At least 6 characters").
          */}
          <Box
            data-toast-clear
            position="static"
            css={{ 'form:focus-within &': { position: { base: 'sticky', md: 'static' } } }}
            bottom="0"
            zIndex="1"
            bg="white"
            py={{ base: '2', md: '0' }}
            mx={{ base: '-1', md: '0' }}
            px={{ base: '1', md: '0' }}
          >
            <Button type="submit" colorPalette="gold" size="lg" w="full" loading={signup.isPending} loadingText={t('auth.signup.creating')}>
              {t('auth.register.submit')}
            </Button>
          </Box>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.auth.getHref('login')}>{t('auth.signup.signIn')}</RouterLink>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
