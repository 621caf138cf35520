import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@supabase/auth-helpers-react';
import { useState, type FormEvent } from 'react';

import { useChangeEmail } from '../api/auth-changes';
import { checkNewEmail } from '../profile-rules';
import { FieldError } from './field-error';

/** A new e-mail address, confirmed by the link sent to it; until then the current one stays. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeEmail();
  const pending = change.data ?? session?.user.new_email;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewEmail(currentEmail, email);
    setError(problem);
    if (!problem) change.mutate(email.trim(), { onSuccess: () => setEmail(''), onError: (failure) => setError(failure.message) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="E-mail address">
      <Stack gap="4">
        <Text>
          Your e-mail address is{' '}
          <Text as="span" fontWeight="semibold" overflowWrap="anywhere" data-testid="profile-email">
            {currentEmail}
          </Text>
          .
        </Text>
        {pending ? (
          <Box role="status" bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="lg" p="3" data-testid="pending-email">
            <Text fontWeight="semibold">Check your e-mail</Text>
            <Text overflowWrap="anywhere">We sent a confirmation link to {pending}. Your address changes when you follow it.</Text>
          </Box>
        ) : null}
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>New e-mail address</Field.Label>
          <Input value={email} onChange={(event) => setEmail(event.target.value)} type="email" inputMode="email" autoComplete="email" />
          <FieldError>{error}</FieldError>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending} loadingText="Sending">
          Change e-mail
        </Button>
      </Stack>
    </form>
  );
}
