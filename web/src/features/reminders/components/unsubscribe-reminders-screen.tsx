/**
 * Where a reminder e-mail's unsubscribe link lands (`/unsubscribe?reminders=<token>`): one button,
 * no sign-in (it asks before acting, since mail scanners open links), then says what happened, in the
 * visitor's language.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState } from '@/components/ui/query-state';
import { useT } from '@/i18n';
import { useUnsubscribeReminders } from '../api/reminders';

export function UnsubscribeRemindersScreen({ token }: { token: string }) {
  const t = useT();
  const unsubscribe = useUnsubscribeReminders();
  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10" textAlign="center" align="center">
      <Heading as="h1" size="2xl" color="brand.800">
        {t('reminders.unsubscribe.title')}
      </Heading>
      {unsubscribe.isSuccess ? (
        <Text data-testid="reminders-unsubscribed">{t('reminders.unsubscribe.done')}</Text>
      ) : (
        <>
          <Text>{t('reminders.unsubscribe.ask')}</Text>
          <Button colorPalette="brand" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('reminders.unsubscribe.button')}
          </Button>
        </>
      )}
      {unsubscribe.isError ? <ErrorState message={t('reminders.unsubscribe.broken')} /> : null}
    </Stack>
  );
}
