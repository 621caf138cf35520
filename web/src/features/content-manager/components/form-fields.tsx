/** Labelled textarea and select in the style of the shared TextField. */
import { Field, NativeSelect, Textarea, type TextareaProps } from '@chakra-ui/react';

import { FieldProblem } from '@/components/ui/field-problem';
import { useT } from '@/i18n';

/** A link field's placeholder: a URL's scheme, the same in every language. */
export const URL_PLACEHOLDER = 'https://';

interface TextareaFieldProps extends Omit<TextareaProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  optional?: boolean;
  /** What is wrong with the value: shown under the field, which is marked invalid. */
  error?: string;
}

/** Free text: its direction follows what is typed (`dir="auto"`), unless the field is given its language's (a translation's). */
export function TextareaField({ label, value, onValueChange, optional = false, error, ...rest }: TextareaFieldProps) {
  const t = useT();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {optional ? <Field.RequiredIndicator fallback={<span>{t('cm.form.optional')}</span>} color="fg.muted" fontWeight="normal" /> : null}
      </Field.Label>
      <Textarea value={value} onChange={(event) => onValueChange(event.target.value)} bg="white" autoresize dir="auto" {...rest} />
      {error ? (
        <Field.ErrorText color="red.700" data-testid="field-error">
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
  testId?: string;
  /** What is wrong with the choice: shown under the field, which is marked invalid. */
  error?: string | undefined;
}

export function SelectField<T extends string>({ label, value, options, onValueChange, disabled, testId, error }: SelectFieldProps<T>) {
  return (
    <Field.Root disabled={disabled} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onValueChange(event.currentTarget.value as T)} bg="white" data-testid={testId}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <FieldProblem text={error} /> : null}
    </Field.Root>
  );
}
