/**
 * What is wrong with a field, said under it (docs/product.md#sign-up-and-sign-in): the check's title
 * on a line of its own ("Invalid Email"), then its sentence. Inside a `Field.Root` marked invalid.
 */
import { Field, Text } from '@chakra-ui/react';

import { AddressesApart } from './addresses-apart';

export function FieldProblem({ title, text }: { title?: string | undefined; text: string }) {
  return (
    <Field.ErrorText color="red.700" data-testid="field-error" display="block">
      {title ? (
        <Text as="strong" display="block" fontWeight="bold">
          {title}
        </Text>
      ) : null}
      <AddressesApart text={text} />
    </Field.ErrorText>
  );
}
