/**
 * What stopped a sign-in or sign-up form (docs/product.md#sign-up-and-sign-in): the SPEC's title and
 * message ("Invalid Email" / "Please enter a valid email address", "Login Failed" / the server's
 * sentence), above the form's button, announced at once. It replaces the toast that covered the
 * button on a phone.
 */
import { Text } from '@chakra-ui/react';

import { AddressesApart } from '@/components/ui/addresses-apart';

import { Notice } from './notice';

/** Marks the notice, which a failed check brings into view (use-checked-form.ts). */
export const FORM_PROBLEM_ATTRIBUTE = 'data-form-problem';

export function FormProblem({ problem }: { problem: { title: string; description: string } | null }) {
  if (!problem) return null;
  return (
    // Scrolled to, it stops clear of the sign-up's Create Account stuck under it on a phone (5rem).
    <div data-testid="form-problem" {...{ [FORM_PROBLEM_ATTRIBUTE]: '' }} style={{ scrollMarginBottom: '5rem' }}>
      <Notice tone="error">
        <Text fontWeight="bold">{problem.title}</Text>
        <Text>
          <AddressesApart text={problem.description} />
        </Text>
      </Notice>
    </div>
  );
}
