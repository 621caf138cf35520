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
import { useT } from '@/i18n';
import { notify } from '@/lib/toast';
import { PASSWORD } from '@contract';

import { useSetNewPassword } from '../api/email-links';
import { authErrorText } from '../auth-errors';
import { ruleText } from '../auth-messages';
import { PASSWORDS_DIFFER } from '../validation';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

export function checkNewPassword(password: string, repeated: string): string | null {
  if (password.length < PASSWORD.minLength) return PASSWORD.tooShort;
  if (new TextEncoder().encode(password).length > PASSWORD.maxBytes) return PASSWORD.tooLong;
  if (password !== repeated) return PASSWORDS_DIFFER;
  return null;
}

export function ResetPasswordForm() {
  const t = useT();
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
        notify.success(t('reset.updated'), t('reset.updatedText'));
        navigate(paths.dashboard.getHref(), { replace: true });
      },
      onError: (error) => setProblem(authErrorText(error, t)),
    });
  };

  if (isLoading) {
    return (
      <AuthCard title={t('reset.title')} subtitle={t('reset.oneMoment')}>
        <Spinner color="brand.600" aria-label={t('shell.loading')} />
      </AuthCard>
    );
  }
  if (!session) {
    return (
      <AuthCard title={t('reset.title')} subtitle={t('reset.noSession')}>
        <Stack gap="4">
          <Notice tone="info">{t('reset.openAgain')}</Notice>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.forgotPassword.getHref()}>{t('reset.newLink')}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
        <Stack gap="4">
          {problem ? <Notice tone="error">{ruleText(t, problem)}</Notice> : null}
          <TextField
            label={t('reset.newPassword')}
            type="password"
            value={password}
            onValueChange={setPassword}
            autoComplete="new-password"
            helperText={t('auth.field.passwordHint')}
          />
          <TextField label={t('reset.repeat')} type="password" value={repeated} onValueChange={setRepeated} autoComplete="new-password" />
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText={t('reset.saving')}>
            {t('reset.save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
