/**
 * "Check your e-mail" (docs/accounts.md#e-mail-confirmation): where registering ends when the
 * project confirms addresses, and where a login of an unconfirmed account is sent. Resend mails
 * a fresh link (the old one stops working). Without a known address (the page was reloaded) it
 * asks for one.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { aroundSlot, useT } from '@/i18n';
import { emailAddressProblem } from '@contract';

import { useResendConfirmation } from '../api/email-links';
import { authErrorText } from '../auth-errors';
import { ruleText } from '../auth-messages';
import { CaptchaCheck } from '../captcha/captcha-check';
import { useCaptcha } from '../captcha/use-captcha';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

export type CheckEmailReason = 'signup' | 'unconfirmed';

/** What the last resend came to: the link on its way to an address, or why not. */
type Outcome = { tone: 'success'; address: string } | { tone: 'error'; text: string };

export function CheckEmail({ email: knownEmail, reason }: { email: string | null; reason: CheckEmailReason }) {
  const t = useT();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resend = useResendConfirmation();
  const captcha = useCaptcha();
  const [sentBefore, sentAfter] = aroundSlot(t, 'checkEmail.sentTo');
  const [resentBefore, resentAfter] = aroundSlot(t, 'checkEmail.resent');

  const onResend = () => {
    const address = email.trim();
    // Sign-up's rule (contract/rules.ts): an address it refuses never had an account to confirm.
    const invalid = emailAddressProblem(address);
    if (invalid) {
      setOutcome({ tone: 'error', text: ruleText(t, invalid) });
      return;
    }
    setOutcome(null);
    const captchaToken = captcha.take();
    if (captcha.enabled && !captchaToken) return;
    resend.mutate(
      { email: address, captchaToken },
      {
        onSuccess: () => setOutcome({ tone: 'success', address }),
        onError: (error) => setOutcome({ tone: 'error', text: authErrorText(error, t) }),
        onSettled: captcha.reset,
      },
    );
  };

  return (
    <AuthCard title={t('checkEmail.title')} subtitle={t(reason === 'unconfirmed' ? 'checkEmail.subtitle.unconfirmed' : 'checkEmail.subtitle.signup')}>
      <Stack gap="4">
        {knownEmail ? (
          <Text overflowWrap="anywhere">
            {sentBefore}
            <strong dir="ltr">{knownEmail}</strong>
            {sentAfter}
          </Text>
        ) : (
          <>
            <Text>{t('checkEmail.askAddress')}</Text>
            <TextField label={t('auth.field.email')} type="email" value={email} onValueChange={setEmail} autoComplete="email" inputMode="email" />
          </>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('checkEmail.nothingArrived')}
        </Text>
        {outcome?.tone === 'success' ? (
          <Notice tone="success">
            {resentBefore}
            <strong dir="ltr">{outcome.address}</strong>
            {resentAfter}
          </Notice>
        ) : null}
        {outcome?.tone === 'error' ? <Notice tone="error">{outcome.text}</Notice> : null}
        <CaptchaCheck captcha={captcha} />
        <Button colorPalette="brand" size="lg" onClick={onResend} loading={resend.isPending} loadingText={t('checkEmail.sending')}>
          {t('checkEmail.resend')}
        </Button>
        <Text textAlign="center" fontSize="sm">
          {t('checkEmail.confirmed')}{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={paths.auth.getHref('login')}>{t('header.login')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
