/**
 * Where a nudge e-mail's "turn them off" link lands. It asks before acting (mail scanners open
 * links), works without signing in, and says what happened.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState } from '@/components/ui/query-state';

import { useUnsubscribeNudges } from '../api/team';

export function UnsubscribeScreen({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeNudges();
  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10" textAlign="center" align="center">
      <Heading as="h1" size="2xl" color="brand.800">
        Reminders from your sponsor
      </Heading>
      {!token ? <ErrorState message="This link is not complete. Open it again from the e-mail, or turn reminders off on My Team." /> : null}
      {token && unsubscribe.isSuccess ? (
        <Text data-testid="unsubscribed">Done. Your sponsor can no longer send you reminder e-mails. You can turn them back on from My Team.</Text>
      ) : null}
      {token && !unsubscribe.isSuccess ? (
        <>
          <Text>Your sponsor can send you an encouraging e-mail when you have been away for a while. Turn these reminders off?</Text>
          <Button colorPalette="brand" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            Turn off reminders
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
