/**
 * "Forgot password?" (docs/accounts.md#password-recovery): the address gets a link that opens
 * "Set a new password". The answer is the same whether or not an account has the address, so the
 * screen cannot be used to find out who is registered. The address is checked first with sign-up's
 * own rule (contract/rules.ts `emailAddressProblem`), so one that sign-up refuses is refused here too.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { aroundSlot, useT } from '@/i18n';
import { emailAddressProblem } from '@contract';

import { useSendPasswordReset } from '../api/email-links';
import { authErrorText } from '../auth-errors';
import { AddressesApart } from '@/components/ui/addresses-apart';

import { ruleText } from '../auth-messages';
import { CaptchaCheck } from '../captcha/captcha-check';
import { useCaptcha } from '../captcha/use-captcha';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

export function ForgotPasswordForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  // A refused server answer, said above the field; the address's own problem is said under it, as
  // on sign-in and sign-up (the field marked).
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendPasswordReset();
  const captcha = useCaptcha();

  const [sentBefore, sentAfter] = aroundSlot(t, 'forgot.sent');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // Sign-up's rule, word for word: an address sign-up refuses ("name@example") has no account, and
    // "a link is on its way" would be false for it (docs/accounts.md#password-recovery).
    const invalid = address ? emailAddressProblem(address) : t('forgot.enterEmail');
    setFieldProblem(invalid ? ruleText(t, invalid) : null);
    setProblem(null);
    if (invalid) return;
    const captchaToken = captcha.take();
    if (captcha.enabled && !captchaToken) return;
    send.mutate(
      { email: address, captchaToken },
      {
        onSuccess: () => setSentTo(address),
        onError: (error) => setProblem(authErrorText(error, t)),
        onSettled: captcha.reset,
      },
    );
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
        <Stack gap="4">
          {sentTo ? (
            <Notice tone="success">
              {sentBefore}
              <strong dir="ltr">{sentTo}</strong>
              {sentAfter}
            </Notice>
          ) : null}
          {problem ? (
            <Notice tone="error">
              <AddressesApart text={ruleText(t, problem)} />
            </Notice>
          ) : null}
          <TextField
            label={t('auth.field.email')}
            type="email"
            value={email}
            onValueChange={setEmail}
            autoComplete="email"
            inputMode="email"
            error={fieldProblem ?? undefined}
          />
          <CaptchaCheck captcha={captcha} />
          <Button type="submit" colorPalette="brand" size="lg" loading={send.isPending} loadingText={t('forgot.sending')}>
            {sentTo ? t('forgot.sendAgain') : t('forgot.send')}
          </Button>
          <Text textAlign="center" fontSize="sm">
            {t('forgot.remembered')}{' '}
            <Link asChild color="brand.700" fontWeight="semibold">
              <RouterLink to={paths.auth.getHref('login')}>{t('forgot.backToLogin')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
