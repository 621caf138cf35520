/**
 * The signup screen (docs/product.md#sign-up-and-sign-in): "Create Your Account" from an invitation link. ref is the referral
 * code (shown read-only and sent with the registration); the banner names the sponsor the server
 * finds for that code (the link's own `sponsor` text is ignored) and a known `source`.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';

import { registerUser, useSignIn, type RegisterPayload } from '../api/sign-in';
import { knownSource } from '../invitation-source';
import { useSponsor } from '../api/sponsor';
import { validateSignup, type RegistrationInput } from '../validation';
import { AuthCard } from './auth-card';
import { InvitationBanner } from './invitation-banner';

export interface Invitation {
  referralCode: string | null;
  source: string | null;
}

export const welcomeDescription = (sponsor: string | null) =>
  sponsor ? `Thank you for joining through ${sponsor}'s invitation.` : 'Your account has been created successfully.';

const empty: RegistrationInput = { name: '', email: '', password: '', phone: '' };

export function SignupForm({ invitation }: { invitation: Invitation }) {
  const [form, setForm] = useState<RegistrationInput>(empty);
  const sponsor = useSponsor(invitation.referralCode);
  const sponsorName = sponsor.state === 'found' ? sponsor.name : null;
  // A code no member has is not sent: it could not earn anyone a referral.
  const referralCode = sponsor.state === 'unknown' ? null : invitation.referralCode;
  const signup = useSignIn<RegisterPayload>({
    request: registerUser,
    failureTitle: 'Signup Failed',
    failureFallback: 'Failed to create account',
    success: () => ({ title: 'Welcome to Money Train Academy!', description: welcomeDescription(sponsorName) }),
  });
  const set = (key: keyof RegistrationInput) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignup(form);
    if (problem) {
      notify.error(problem.title, problem.description);
      return;
    }
    signup.mutate({
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      phone: form.phone.trim(),
      referralCode: referralCode ?? undefined,
      source: knownSource(invitation.source) ?? undefined,
    });
  };

  return (
    <AuthCard title="Create Your Account" subtitle="Two-minute lessons, missions and rewards are waiting.">
      <InvitationBanner sponsor={sponsor} source={invitation.source} />
      <form onSubmit={onSubmit} noValidate aria-label="Create Your Account">
        <Stack gap="4">
          <TextField label="Name" value={form.name} onValueChange={set('name')} autoComplete="name" />
          <TextField label="Email" type="email" value={form.email} onValueChange={set('email')} autoComplete="email" inputMode="email" />
          <TextField label="Phone" type="tel" value={form.phone} onValueChange={set('phone')} autoComplete="tel" optional />
          <TextField
            label="Password"
            type="password"
            value={form.password}
            onValueChange={set('password')}
            autoComplete="new-password"
            helperText="At least 6 characters"
          />
          {referralCode ? <TextField label="Referral code" value={referralCode} readOnly data-testid="referral-code" /> : null}
          <Button type="submit" colorPalette="gold" size="lg" loading={signup.isPending} loadingText="Creating account...">
            Create Account
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.auth.getHref('login')}>Sign In</RouterLink>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
