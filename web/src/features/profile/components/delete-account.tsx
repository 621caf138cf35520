import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { DELETE_CONFIRMATION } from '@contract';
import { useT } from '@/i18n';

import { useDeleteAccount } from '../api/delete-account';
import { isDeleteConfirmed } from '../profile-rules';
import { FieldError } from './field-error';

/** Leaving for good: the person types the confirmation word; the server checks it again. */
export function DeleteAccount() {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  // The word to type is the admin's language's; the server is sent the contract's word once it matches.
  const word = t('profile.delete.word');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeleteConfirmed(typed, word)) {
      setError(t('profile.delete.confirm', { word }));
      return;
    }
    setError(undefined);
    remove.mutate(DELETE_CONFIRMATION);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.section.delete')}>
      <Stack gap="4">
        <Text>{t('profile.delete.text')}</Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('profile.delete.confirm', { word })}</Field.Label>
          <Input
            dir="auto"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FieldError>{error}</FieldError>
        </Field.Root>
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={remove.isPending} loadingText={t('profile.delete.deleting')}>
          {t('profile.delete.submit')}
        </Button>
      </Stack>
    </form>
  );
}
