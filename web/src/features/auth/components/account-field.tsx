/**
 * One field of the sign-in and sign-up forms, wired to the form's state (use-checked-form.ts): its
 * label, input type and autofill hint, its value, and the message under it when its check failed,
 * headed by the check's title when the check is the field's own ("Invalid Email").
 */
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n';

import type { CheckedFormState } from '../use-checked-form';
import type { RegistrationInput } from '../validation';

type Kind = keyof RegistrationInput;

const PRESETS = {
  name: { label: 'auth.field.name', autoComplete: 'name' },
  email: { label: 'auth.field.email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  password: { label: 'auth.field.password', type: 'password' },
  phone: { label: 'auth.field.phone', type: 'tel', autoComplete: 'tel', optional: true },
} as const;

interface AccountFieldProps {
  kind: Kind;
  state: CheckedFormState;
  autoComplete?: string;
  helperText?: string;
}

export function AccountField({ kind, state, autoComplete, helperText }: AccountFieldProps) {
  const t = useT();
  const { label, ...preset } = PRESETS[kind];
  const error = kind === 'phone' ? undefined : state.errors[kind];
  const errorTitle = kind === 'phone' ? undefined : state.titles[kind];
  return (
    <TextField
      {...preset}
      label={t(label)}
      {...(autoComplete ? { autoComplete } : {})}
      name={kind}
      value={state.form[kind]}
      onValueChange={state.set(kind)}
      helperText={helperText}
      error={error}
      errorTitle={errorTitle}
    />
  );
}
