/**
 * Today's reminder offer (docs/product.md#reminders): while the offer is open (a station done, never
 * answered, no reminder chosen), a small card offers the daily reminder at the suggested time with
 * one tap, or "Not now". The answer is the server's, so the card is gone on every device once it is
 * given; here it says what was set (or that nothing was) until the learner leaves the page. A
 * failed answer says why and leaves both buttons. Nothing shows for an administrator, while the
 * settings load, or when they cannot be read (the offer waits for the next visit).
 */
import { browserTimeZone } from '@/lib/time-zone';
import { Box, Button, Circle, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { BellIcon, CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@contract';

import { useReminderSettings } from '../api/reminders';
import { declineReminderOffer, offeredTime, setDailyReminder, type OfferAnswer } from '../reminder-offer';
import { offerAnswerMessage, offerText } from '../reminder-rules';

/** The answer, then a link to the profile: "Change it in your profile", or, after "Not now", the sentence that says reminders can be turned on there (not the same words twice). */
function Answered({ message, link }: { message: string; link: string }) {
  return (
    <Flex gap="3" align="start" p="4" borderRadius="card" bg="brand.50" color="brand.900" role="status" data-testid="reminder-offer-answered">
      <CheckCircleIcon boxSize="5" mt="0.5" color="brand.600" />
      <Text>
        {message}{' '}
        <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={paths.profile.getHref()}>{link}</RouterLink>
        </Link>
      </Text>
    </Flex>
  );
}

export function ReminderOfferCard({ user }: { user: User }) {
  const t = useT();
  const settings = useReminderSettings(user.id, !user.isAdmin);
  const queryClient = useQueryClient();
  const headingId = useId();
  const answer = useMutation({
    networkMode: 'always',
    mutationFn: (choice: { set: string } | 'not_now') => (choice === 'not_now' ? declineReminderOffer(user.id) : setDailyReminder(user.id, choice.set)),
    onSuccess: (result: OfferAnswer) => queryClient.setQueryData(queryKeys.reminders(user.id), result.settings),
  });
  if (answer.data) {
    if (answer.variables === 'not_now') return <Answered message={t('reminders.offer.declinedShort')} link={t('reminders.offer.turnOnLater')} />;
    const message = answer.data.message ? offerAnswerMessage(t, answer.data.message, answer.data.push) : t('reminders.offer.saved');
    return <Answered message={message} link={t('reminders.offer.change')} />;
  }
  if (user.isAdmin || settings.data?.offer !== 'open') return null;
  const suggestion = offeredTime(settings.data);
  const at = suggestion.at;
  const text = offerText(t, suggestion, browserTimeZone());
  const choice = answer.variables;
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderRadius="card" boxShadow="card" p={{ base: '4', md: '5' }} data-testid="reminder-offer">
      <Flex gap="3" align="start">
        <Circle size="10" bg="gold.100" color="gold.800" flexShrink={0} aria-hidden="true">
          <BellIcon boxSize="5" />
        </Circle>
        <Box flex="1" minW="0">
          <Heading as="h2" size="md" color="brand.800" id={headingId}>
            {text.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {text.description}
          </Text>
          {answer.error ? (
            <Text role="alert" fontSize="sm" color="red.700" mt="2" data-testid="reminder-offer-error">
              {t('reminders.offer.notSaved', { reason: errorText(t, answer.error) })}
            </Text>
          ) : null}
          <HStack gap="2" mt="3" wrap="wrap">
            <Button
              colorPalette="gold"
              onClick={() => answer.mutate({ set: at })}
              loading={answer.isPending && choice !== 'not_now'}
              disabled={answer.isPending}
            >
              {text.setLabel}
            </Button>
            <Button
              variant="ghost"
              colorPalette="brand"
              onClick={() => answer.mutate('not_now')}
              loading={answer.isPending && choice === 'not_now'}
              disabled={answer.isPending}
            >
              {t('reminders.offer.notNow')}
            </Button>
          </HStack>
        </Box>
      </Flex>
    </Box>
  );
}
