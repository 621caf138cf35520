/**
 * "Forgot password?" (docs/accounts.md#password-recovery): the address gets a link that opens
 * "Set a new password". The answer is the same whether or not an account has the address, so the
 * screen cannot be used to find out who is registered.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { MESSAGES } from '@contract';

import { useSendPasswordReset } from '../api/email-links';
import { authErrorText } from '../auth-errors';
import { CaptchaCheck } from '../captcha/captcha-check';
import { useCaptcha } from '../captcha/use-captcha';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendPasswordReset();
  const captcha = useCaptcha();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setProblem('Please enter your email address');
    if (!address.includes('@')) return setProblem(MESSAGES.invalidEmail);
    setProblem(null);
    const captchaToken = captcha.take();
    if (captcha.enabled && !captchaToken) return;
    send.mutate(
      { email: address, captchaToken },
      {
        onSuccess: () => setSentTo(address),
        onError: (error) => setProblem(authErrorText(error)),
        onSettled: captcha.reset,
      },
    );
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a link to set a new one.">
      <form onSubmit={onSubmit} noValidate aria-label="Forgot your password?">
        <Stack gap="4">
          {sentTo ? (
            <Notice tone="success">
              Check your e-mail. If an account exists for <strong>{sentTo}</strong>, a link to set a new password is on its way. It works once, within an hour.
            </Notice>
          ) : null}
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <TextField label="Email" type="email" value={email} onValueChange={setEmail} autoComplete="email" inputMode="email" />
          <CaptchaCheck captcha={captcha} />
          <Button type="submit" colorPalette="brand" size="lg" loading={send.isPending} loadingText="Sending...">
            {sentTo ? 'Send the link again' : 'Send me a link'}
          </Button>
          <Text textAlign="center" fontSize="sm">
            Remembered it?{' '}
            <Link asChild color="brand.700" fontWeight="semibold">
              <RouterLink to={paths.auth.getHref('login')}>Back to login</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
