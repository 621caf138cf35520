import { Field, Input, type InputProps } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { FieldProblem } from './field-problem';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  helperText?: string;
  optional?: boolean;
  /** What is wrong with the value: shown under the field, which is marked invalid (`aria-invalid`, `aria-errormessage` naming the message). */
  error?: string;
  /** The error's heading ("Invalid Email"), on its own line above the message. */
  errorTitle?: string;
}

/** A labelled input; the label names it for assistive technology and tests. */
export function TextField({ label, value, onValueChange, helperText, optional = false, error, errorTitle, ...inputProps }: TextFieldProps) {
  const t = useT();
  return (
    <Field.Root readOnly={inputProps.readOnly} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {optional ? <Field.RequiredIndicator fallback={<span>{t('field.optional')}</span>} color="fg.muted" fontWeight="normal" /> : null}
      </Field.Label>
      <Input
        value={value}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
        bg={inputProps.readOnly ? 'gray.50' : 'white'}
        {...inputProps}
      />
      {error ? <FieldProblem title={errorTitle} text={error} /> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
