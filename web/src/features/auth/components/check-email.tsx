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
import { emailAddressProblem } from '@contract';

import { useResendConfirmation } from '../api/email-links';
import { authErrorText } from '../auth-errors';
import { CaptchaCheck } from '../captcha/captcha-check';
import { useCaptcha } from '../captcha/use-captcha';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

export type CheckEmailReason = 'signup' | 'unconfirmed';

export function CheckEmail({ email: knownEmail, reason }: { email: string | null; reason: CheckEmailReason }) {
  const [email, setEmail] = useState(knownEmail ?? '');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const resend = useResendConfirmation();
  const captcha = useCaptcha();

  const onResend = () => {
    const address = email.trim();
    // Sign-up's rule (contract/rules.ts): an address it refuses never had an account to confirm.
    const invalid = emailAddressProblem(address);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    setOutcome(null);
    const captchaToken = captcha.take();
    if (captcha.enabled && !captchaToken) return;
    resend.mutate(
      { email: address, captchaToken },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: `A new confirmation link is on its way to ${address}. The earlier one no longer works.` }),
        onError: (error) => setOutcome({ tone: 'error', text: authErrorText(error) }),
        onSettled: captcha.reset,
      },
    );
  };

  const subtitle =
    reason === 'unconfirmed' ? 'Your e-mail address is not confirmed yet.' : 'One more step: confirm your e-mail address to finish creating your account.';

  return (
    <AuthCard title="Check your e-mail" subtitle={subtitle}>
      <Stack gap="4">
        {knownEmail ? (
          <Text overflowWrap="anywhere">
            We sent a confirmation link to <strong>{knownEmail}</strong>. Follow it to sign in and open your dashboard.
          </Text>
        ) : (
          <>
            <Text>Follow the link in the confirmation e-mail to sign in. To get a new link, enter your address.</Text>
            <TextField label="Email" type="email" value={email} onValueChange={setEmail} autoComplete="email" inputMode="email" />
          </>
        )}
        <Text fontSize="sm" color="fg.muted">
          Nothing arrived? Look in your spam folder, or send the link again.
        </Text>
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <CaptchaCheck captcha={captcha} />
        <Button colorPalette="brand" size="lg" onClick={onResend} loading={resend.isPending} loadingText="Sending...">
          Resend the link
        </Button>
        <Text textAlign="center" fontSize="sm">
          Already confirmed?{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={paths.auth.getHref('login')}>Login</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
