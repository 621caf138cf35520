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
import { PASSWORDS_DIFFER, REPEAT_MISSING } from '../validation';
import { AuthCard } from './auth-card';
import { Notice } from './notice';

/** What is wrong with each field, said under it (null: nothing); both on one try. */
export interface NewPasswordProblems {
  password: string | null;
  repeated: string | null;
}

/** The new password's length (6 characters, at most 72 bytes) and the same password twice; an empty repeat asks for it. */
export function checkNewPassword(password: string, repeated: string): NewPasswordProblems {
  const tooShort = password.length < PASSWORD.minLength;
  const tooLong = new TextEncoder().encode(password).length > PASSWORD.maxBytes;
  return {
    password: tooShort ? PASSWORD.tooShort : tooLong ? PASSWORD.tooLong : null,
    repeated: repeated === '' ? REPEAT_MISSING : password !== repeated ? PASSWORDS_DIFFER : null,
  };
}

const NO_PROBLEMS: NewPasswordProblems = { password: null, repeated: null };

export function ResetPasswordForm() {
  const t = useT();
  const { session, isLoading } = useSessionContext();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  // The server's refusal, said above the fields; each field's own problem is said under it (as on sign-up).
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<NewPasswordProblems>(NO_PROBLEMS);
  const save = useSetNewPassword();
  const navigate = useNavigate();
  const edit = (field: keyof NewPasswordProblems, setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setFields((current) => ({ ...current, [field]: null }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = checkNewPassword(password, repeated);
    setFields(wrong);
    setProblem(null);
    const first = wrong.password ? 'password' : wrong.repeated ? 'repeated' : null;
    if (first) {
      const input = event.currentTarget.elements.namedItem(first);
      // After the messages render, so the field is read with its message when the focus lands.
      if (input instanceof HTMLElement) requestAnimationFrame(() => input.focus());
      return;
    }
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
            name="password"
            type="password"
            value={password}
            onValueChange={edit('password', setPassword)}
            autoComplete="new-password"
            helperText={t('auth.field.passwordHint')}
            error={fields.password ? ruleText(t, fields.password) : undefined}
          />
          <TextField
            label={t('reset.repeat')}
            name="repeated"
            type="password"
            value={repeated}
            onValueChange={edit('repeated', setRepeated)}
            autoComplete="new-password"
            error={fields.repeated ? ruleText(t, fields.repeated) : undefined}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText={t('reset.saving')}>
            {t('reset.save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
