/**
 * "Your referrals" in the invite panel (docs/product.md#invitations-and-referrals): the enrolment
 * bonus with its amount and progress, the people invited by e-mail (pending or joined), and the
 * people who joined with the link, each marked paid once the server has paid.
 */
import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { formatDate, formatNumber, useT } from '@/i18n';
import type { Referrals, User } from '@contract';

import { useReferrals } from '../api/get-referrals';
import { amountText, bonusProgress } from '../referral-payments';
import { useReferralPayments } from '../use-referral-payments';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

function BonusProgress({ bonus }: { bonus: Referrals['bonus'] }) {
  const t = useT();
  const reached = bonusProgress(bonus);
  const amount = amountText(t, bonus);
  return (
    <Box borderWidth="1px" borderColor="gold.300" bg="gold.50" borderRadius="lg" p="3" data-testid="enrolment-bonus">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" color="gold.900">
          {amount ? t('invite.bonus.titleAmount', { amount }) : t('invite.bonus.title')}
        </Text>
        {bonus.paid ? (
          // green.700, not the solid palette's green.600: white on it reaches 4.5:1 (axe; green.600 gave 3.29:1).
          <Badge colorPalette="green" variant="solid" bg="green.700" color="white">
            {bonus.paidAt ? t('invite.bonus.paidOn', { date: formatDate(bonus.paidAt, undefined, DAY) }) : t('invite.bonus.paid')}
          </Badge>
        ) : (
          <Text fontSize="sm" color="gold.900" data-testid="bonus-progress">
            {t('invite.bonus.progress', { reached: formatNumber(reached), threshold: formatNumber(bonus.threshold) })}
          </Text>
        )}
      </HStack>
      <ProgressBar mt="2" value={reached} max={bonus.threshold} label={t('invite.bonus.progressLabel')} fill="gold.500" />
      {!bonus.paid ? (
        <Text fontSize="xs" mt="1" color="gold.900">
          {t('invite.bonus.rule', { threshold: bonus.threshold })}
        </Text>
      ) : null}
    </Box>
  );
}

function Invitations({ invitations }: { invitations: Referrals['invitations'] }) {
  const t = useT();
  if (invitations.length === 0) return <Text color="fg.muted">{t('invite.invitations.none')}</Text>;
  return (
    <List.Root variant="plain" gap="1" data-testid="invitation-list">
      {invitations.map((invitation) => (
        <List.Item key={invitation.id} display="flex" justifyContent="space-between" gap="2" alignItems="center">
          {/* An address reads left to right in an Arabic list too; it stays at the line's start. */}
          <Text truncate title={invitation.email} minW="0" dir="ltr">
            {invitation.email}
          </Text>
          <Badge flexShrink="0" colorPalette={invitation.status === 'accepted' ? 'green' : 'gray'}>
            {t(invitation.status === 'accepted' ? 'invite.invitations.joined' : 'invite.invitations.pending')}
          </Badge>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Joined({ joined, reward }: { joined: Referrals['joined']; reward: Referrals['reward'] }) {
  const t = useT();
  if (joined.length === 0) return <Text color="fg.muted">{t('invite.joinedList.none')}</Text>;
  return (
    <List.Root variant="plain" gap="1" data-testid="joined-list">
      {joined.map((person) => (
        <List.Item key={person.id} display="flex" justifyContent="space-between" gap="2" alignItems="center">
          <Text truncate title={person.name} minW="0">
            <bdi>{person.name}</bdi>{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              {formatDate(person.joinedAt, undefined, DAY)}
            </Text>
          </Text>
          {person.paid ? (
            <Badge flexShrink="0" colorPalette="green">
              {t('invite.joinedList.paid', { count: reward.tokens })}
            </Badge>
          ) : (
            <Badge flexShrink="0" colorPalette="gray">
              {t('invite.joinedList.notPaid')}
            </Badge>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** On /team, where My Team lists the same people: their count and payments in one line, no second list. */
function JoinedSummary({ joined, reward }: { joined: Referrals['joined']; reward: Referrals['reward'] }) {
  const t = useT();
  const paid = joined.filter((person) => person.paid).length;
  return (
    <Text color="fg.muted" data-testid="joined-summary">
      {t('invite.joinedSummary', { paid: formatNumber(paid), tokens: reward.tokens, waiting: joined.length - paid })}
    </Text>
  );
}

/** `teamAbove`: the page lists the people who joined already (My Team), so they are summed up here, not listed again. */
export function ReferralList({ user, teamAbove = false }: { user: User; teamAbove?: boolean }) {
  const t = useT();
  const referrals = useReferrals(user.id);
  useReferralPayments(referrals.data, referrals.refetch, `${user.tokens}:${user.leaderboardPts}:${user.invites}`);
  if (referrals.isPending) return <LoadingState label={t('invite.referrals.loading')} lines={2} />;
  if (referrals.isError) return <ErrorState message={t('invite.referrals.loadFailed')} onRetry={() => void referrals.refetch()} />;
  const { bonus, invitations, joined, reward } = referrals.data;
  return (
    <Stack gap="3" aria-labelledby="your-referrals" data-testid="your-referrals">
      <Text as="h3" id="your-referrals" fontWeight="bold">
        {t('invite.referrals.title')}
      </Text>
      <BonusProgress bonus={bonus} />
      {/* Under My Team with nobody yet, its empty state has said so, with the one way to the link: not a second "Nobody has joined" here. */}
      {teamAbove && joined.length === 0 ? null : (
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('invite.referrals.joined', { count: formatNumber(joined.length) })}
          </Text>
          {teamAbove ? <JoinedSummary joined={joined} reward={reward} /> : <Joined joined={joined} reward={reward} />}
        </Box>
      )}
      <Box>
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          {t('invite.referrals.invited', { count: formatNumber(invitations.length) })}
        </Text>
        <Invitations invitations={invitations} />
      </Box>
    </Stack>
  );
}
