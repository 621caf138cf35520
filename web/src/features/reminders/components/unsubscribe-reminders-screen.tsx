/**
 * Where a reminder e-mail's unsubscribe link lands (`/unsubscribe?reminders=<token>`): one button,
 * no sign-in (it asks before acting, since mail scanners open links), then says what happened.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState } from '@/components/ui/query-state';
import { useUnsubscribeReminders } from '../api/reminders';

export function UnsubscribeRemindersScreen({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeReminders();
  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10" textAlign="center" align="center">
      <Heading as="h1" size="2xl" color="brand.800">
        Reminder e-mails
      </Heading>
      {unsubscribe.isSuccess ? (
        <Text data-testid="reminders-unsubscribed">Done. We will not send you reminder e-mails. You can turn them back on in your profile.</Text>
      ) : (
        <>
          <Text>Stop the daily, streak and weekly reminder e-mails? Push notifications stay as you chose them.</Text>
          <Button colorPalette="brand" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            Unsubscribe
          </Button>
        </>
      )}
      {unsubscribe.isError ? <ErrorState message="This link did not work. Turn reminder e-mails off in your profile instead." /> : null}
    </Stack>
  );
}
