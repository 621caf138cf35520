import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { useT, type MessageId } from '@/i18n';

import { useChangePassword } from '../api/auth-changes';
import { checkPasswordChange, profileRuleText, type FieldErrors } from '../profile-rules';
import { FieldError } from './field-error';

type PasswordField = 'current' | 'next' | 'again';

const LABELS: Record<PasswordField, { label: MessageId; autoComplete: string }> = {
  current: { label: 'profile.password.current', autoComplete: 'current-password' },
  next: { label: 'profile.password.next', autoComplete: 'new-password' },
  again: { label: 'profile.password.again', autoComplete: 'new-password' },
};

/** A new password, with the current one (the auth server checks it too). */
export function PasswordForm() {
  const t = useT();
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', again: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordField | 'form'>>({});
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordChange(values.current, values.next, values.again);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { current: values.current, next: values.next },
      {
        onSuccess: () => setValues({ current: '', next: '', again: '' }),
        onError: (failure) => setErrors({ form: failure.message }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.section.password')}>
      <Stack gap="4">
        {(Object.keys(LABELS) as PasswordField[]).map((field) => (
          <Field.Root key={field} invalid={Boolean(errors[field])}>
            <Field.Label>{t(LABELS[field].label)}</Field.Label>
            <Input
              type="password"
              autoComplete={LABELS[field].autoComplete}
              value={values[field]}
              onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
            />
            <FieldError>{errors[field] && profileRuleText(t, errors[field])}</FieldError>
          </Field.Root>
        ))}
        {errors.form ? (
          <Field.Root invalid>
            <FieldError testId="password-error">{profileRuleText(t, errors.form)}</FieldError>
          </Field.Root>
        ) : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending} loadingText={t('profile.password.changing')}>
          {t('profile.password.change')}
        </Button>
      </Stack>
    </form>
  );
}
