import { Field, Input, type InputProps } from '@chakra-ui/react';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  helperText?: string;
  optional?: boolean;
}

/** A labelled input; the label names it for assistive technology and tests. */
export function TextField({ label, value, onValueChange, helperText, optional = false, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root readOnly={inputProps.readOnly}>
      <Field.Label>
        {label}
        {optional ? <Field.RequiredIndicator fallback={<span>(optional)</span>} color="fg.muted" fontWeight="normal" /> : null}
      </Field.Label>
      <Input
        value={value}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
        bg={inputProps.readOnly ? 'gray.50' : 'white'}
        {...inputProps}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
