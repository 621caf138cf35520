/**
 * "Set a new password" (docs/accounts.md#password-recovery): reached signed in from a recovery
 * link; the new password replaces the old one and the learner goes on to the dashboard. Without a
 * session (the link was not used, or the page was opened directly) it says how to get one.
 */
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { useSessionContext } from '@supabase/auth-helpers-react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { PASSWORD } from '@contract';

import { useSetNewPassword } from '../api/email-links';
import { authErrorText } from '../auth-errors';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

export function checkNewPassword(password: string, repeated: string): string | null {
  if (password.length < PASSWORD.minLength) return PASSWORD.tooShort;
  if (new TextEncoder().encode(password).length > PASSWORD.maxBytes) return PASSWORD.tooLong;
  if (password !== repeated) return 'The two passwords do not match';
  return null;
}

export function ResetPasswordForm() {
  const { session, isLoading } = useSessionContext();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetNewPassword();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkNewPassword(password, repeated);
    setProblem(wrong);
    if (wrong) return;
    save.mutate(password, {
      onSuccess: () => {
        notify.success('Password updated', 'Your new password is set. You are signed in.');
        navigate(paths.dashboard.getHref(), { replace: true });
      },
      onError: (error) => setProblem(authErrorText(error)),
    });
  };

  if (isLoading) {
    return (
      <AuthCard title="Set a new password" subtitle="One moment…">
        <Spinner color="brand.600" aria-label="Loading" />
      </AuthCard>
    );
  }
  if (!session) {
    return (
      <AuthCard title="Set a new password" subtitle="This page opens from the link in a password reset e-mail.">
        <Stack gap="4">
          <Notice tone="info">Open the link from your e-mail again, or ask for a new one.</Notice>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.forgotPassword.getHref()}>Send me a new link</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will log in with from now on.">
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
        <Stack gap="4">
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <TextField
            label="New password"
            type="password"
            value={password}
            onValueChange={setPassword}
            autoComplete="new-password"
            helperText="At least 6 characters"
          />
          <TextField label="Repeat the new password" type="password" value={repeated} onValueChange={setRepeated} autoComplete="new-password" />
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText="Saving...">
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
