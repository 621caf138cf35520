/**
 * "Your referrals" in the invite panel (docs/product.md#invitations-and-referrals): the enrolment
 * bonus with its amount and progress, the people invited by e-mail (pending or joined), and the
 * people who joined with the link, each marked paid once the server has paid.
 */
import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import type { Referrals, User } from '@contract';

import { useReferrals } from '../api/get-referrals';
import { bonusProgress } from '../referral-payments';
import { useReferralPayments } from '../use-referral-payments';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function BonusProgress({ bonus }: { bonus: Referrals['bonus'] }) {
  const reached = bonusProgress(bonus);
  const amount = [bonus.tokens > 0 ? `${bonus.tokens} tokens` : '', bonus.points > 0 ? `${bonus.points} points` : ''].filter(Boolean).join(' and ');
  return (
    <Box borderWidth="1px" borderColor="gold.300" bg="gold.50" borderRadius="lg" p="3" data-testid="enrolment-bonus">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" color="gold.900">
          Enrolment bonus{amount ? `: ${amount}` : ''}
        </Text>
        {bonus.paid ? (
          // green.700, not the solid palette's green.600: white on it reaches 4.5:1 (axe; green.600 gave 3.29:1).
          <Badge colorPalette="green" variant="solid" bg="green.700" color="white">
            Paid{bonus.paidAt ? ` ${day(bonus.paidAt)}` : ''}
          </Badge>
        ) : (
          <Text fontSize="sm" color="gold.900" data-testid="bonus-progress">
            {reached} of {bonus.threshold} enrolled
          </Text>
        )}
      </HStack>
      <ProgressBar mt="2" value={reached} max={bonus.threshold} label="Enrolment bonus progress" fill="gold.500" />
      {!bonus.paid ? (
        <Text fontSize="xs" mt="1" color="gold.900">
          Paid once, when {bonus.threshold} people have joined with your link.
        </Text>
      ) : null}
    </Box>
  );
}

function Invitations({ invitations }: { invitations: Referrals['invitations'] }) {
  if (invitations.length === 0) return <Text color="fg.muted">No e-mail invitations yet.</Text>;
  return (
    <List.Root variant="plain" gap="1" data-testid="invitation-list">
      {invitations.map((invitation) => (
        <List.Item key={invitation.id} display="flex" justifyContent="space-between" gap="2" alignItems="center">
          <Text truncate title={invitation.email} minW="0">
            {invitation.email}
          </Text>
          <Badge flexShrink="0" colorPalette={invitation.status === 'accepted' ? 'green' : 'gray'}>
            {invitation.status === 'accepted' ? 'Joined' : 'Pending'}
          </Badge>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Joined({ joined, reward }: { joined: Referrals['joined']; reward: Referrals['reward'] }) {
  if (joined.length === 0) return <Text color="fg.muted">Nobody has joined with your link yet.</Text>;
  return (
    <List.Root variant="plain" gap="1" data-testid="joined-list">
      {joined.map((person) => (
        <List.Item key={person.id} display="flex" justifyContent="space-between" gap="2" alignItems="center">
          <Text truncate title={person.name} minW="0">
            {person.name}{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              {day(person.joinedAt)}
            </Text>
          </Text>
          {person.paid ? (
            <Badge flexShrink="0" colorPalette="green">
              +{reward.tokens} tokens
            </Badge>
          ) : (
            <Badge flexShrink="0" colorPalette="gray">
              Not paid yet
            </Badge>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** On /team, where My Team lists the same people: their count and payments in one line, no second list. */
function JoinedSummary({ joined, reward }: { joined: Referrals['joined']; reward: Referrals['reward'] }) {
  if (joined.length === 0) return <Text color="fg.muted">Nobody has joined with your link yet.</Text>;
  const paid = joined.filter((person) => person.paid).length;
  const waiting = joined.length - paid;
  return (
    <Text color="fg.muted" data-testid="joined-summary">
      {`They are listed in My Team above. Paid: ${paid} (+${reward.tokens} tokens each)${waiting > 0 ? `, not paid yet: ${waiting}` : ''}.`}
    </Text>
  );
}

/** `teamAbove`: the page lists the people who joined already (My Team), so they are summed up here, not listed again. */
export function ReferralList({ user, teamAbove = false }: { user: User; teamAbove?: boolean }) {
  const referrals = useReferrals(user.id);
  useReferralPayments(referrals.data, referrals.refetch, `${user.tokens}:${user.leaderboardPts}:${user.invites}`);
  if (referrals.isPending) return <LoadingState label="Loading your referrals..." lines={2} />;
  if (referrals.isError) return <ErrorState message="Could not load your referrals." onRetry={() => void referrals.refetch()} />;
  const { bonus, invitations, joined, reward } = referrals.data;
  return (
    <Stack gap="3" aria-labelledby="your-referrals" data-testid="your-referrals">
      <Text as="h3" id="your-referrals" fontWeight="bold">
        Your referrals
      </Text>
      <BonusProgress bonus={bonus} />
      <Box>
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          Joined with your link ({joined.length})
        </Text>
        {teamAbove ? <JoinedSummary joined={joined} reward={reward} /> : <Joined joined={joined} reward={reward} />}
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          Invited by e-mail ({invitations.length})
        </Text>
        <Invitations invitations={invitations} />
      </Box>
    </Stack>
  );
}
