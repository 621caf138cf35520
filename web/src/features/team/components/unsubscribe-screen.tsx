/**
 * Where a nudge e-mail's "turn them off" link lands. It asks before acting (mail scanners open
 * links), works without signing in, and says what happened.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState } from '@/components/ui/query-state';
import { useT } from '@/i18n';

import { useUnsubscribeNudges } from '../api/team';

export function UnsubscribeScreen({ token }: { token: string | null }) {
  const t = useT();
  const unsubscribe = useUnsubscribeNudges();
  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10" textAlign="center" align="center">
      <Heading as="h1" size="2xl" color="brand.800">
        {t('team.reminders.title')}
      </Heading>
      {!token ? <ErrorState message={t('team.unsubscribe.incomplete')} /> : null}
      {token && unsubscribe.isSuccess ? <Text data-testid="unsubscribed">{t('team.unsubscribe.done')}</Text> : null}
      {token && !unsubscribe.isSuccess ? (
        <>
          <Text>{t('team.unsubscribe.ask')}</Text>
          <Button colorPalette="brand" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('team.unsubscribe.button')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
