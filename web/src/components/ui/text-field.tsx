import { Field, Input, Text, type InputProps } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { AddressesApart } from './addresses-apart';

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
      {error ? (
        <Field.ErrorText color="red.700" data-testid="field-error" display="block">
          {errorTitle ? (
            <Text as="strong" display="block" fontWeight="bold">
              {errorTitle}
            </Text>
          ) : null}
          <AddressesApart text={error} />
        </Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
