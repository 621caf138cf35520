import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@supabase/auth-helpers-react';
import { useState, type FormEvent } from 'react';

import { aroundSlot, isolate, useT } from '@/i18n';

import { useChangeEmail } from '../api/auth-changes';
import { checkNewEmail, profileRuleText } from '../profile-rules';
import { FieldError } from './field-error';

/** A new e-mail address, confirmed by the link sent to it; until then the current one stays. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useT();
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

  const [before, after] = aroundSlot(t, 'profile.email.current');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.section.email')}>
      <Stack gap="4">
        <Text>
          {before}
          <Text as="span" dir="ltr" fontWeight="semibold" overflowWrap="anywhere" data-testid="profile-email">
            {currentEmail}
          </Text>
          {after}
        </Text>
        {pending ? (
          <Box role="status" bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="lg" p="3" data-testid="pending-email">
            <Text fontWeight="semibold">{t('profile.email.checkTitle')}</Text>
            <Text overflowWrap="anywhere">{t('profile.email.pending', { email: isolate(pending) })}</Text>
          </Box>
        ) : null}
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('profile.email.new')}</Field.Label>
          <Input value={email} onChange={(event) => setEmail(event.target.value)} type="email" inputMode="email" autoComplete="email" />
          <FieldError>{error && profileRuleText(t, error)}</FieldError>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending} loadingText={t('profile.email.sending')}>
          {t('profile.email.change')}
        </Button>
      </Stack>
    </form>
  );
}
