import { Field } from '@chakra-ui/react';

/** A field's error under it, in a red dark enough to read on white (WCAG AA contrast). */
export function FieldError({ children, testId }: { children?: string; testId?: string }) {
  return (
    <Field.ErrorText color="red.700" data-testid={testId}>
      {children}
    </Field.ErrorText>
  );
}
