import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { DELETE_CONFIRMATION } from '@contract';

import { useDeleteAccount } from '../api/delete-account';
import { isDeleteConfirmed } from '../profile-rules';
import { FieldError } from './field-error';

/** Leaving for good: the person types the confirmation word; the server checks it again. */
export function DeleteAccount() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeleteConfirmed(typed)) {
      setError(`Type ${DELETE_CONFIRMATION} to confirm`);
      return;
    }
    setError(undefined);
    remove.mutate(DELETE_CONFIRMATION);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Delete account">
      <Stack gap="4">
        <Text>
          Deleting your account signs you out everywhere and removes your login, name, phone and the invitations you sent. Your tokens, points and badges go
          with it and cannot be restored. The people you invited keep their accounts, and what you earned for them stays in our records without your name.
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Type {DELETE_CONFIRMATION} to confirm</Field.Label>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          <FieldError>{error}</FieldError>
        </Field.Root>
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={remove.isPending} loadingText="Deleting">
          Delete my account
        </Button>
      </Stack>
    </form>
  );
}
