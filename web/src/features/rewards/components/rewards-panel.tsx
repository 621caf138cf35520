/**
 * Rewards: available tokens, the catalogue's rewards at their current cost (disabled while the
 * balance is short or a redemption is pending), the claimed rewards with what they delivered and the
 * Station 1-5 badges.
 */
import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';

import { CoinIcon, GiftIcon, LockIcon, StarIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { Tooltip } from '@/components/ui/tooltip';
import { settingsQueryOptions, useSettings } from '@/hooks/use-settings';
import { notify } from '@/lib/toast';
import { describeError } from '@/lib/api-client';
import { STATIONS, type RewardType, type User } from '@contract';

import { redemptionsQueryOptions } from '../api/get-redemptions';
import { useRedeemReward } from '../api/redeem-reward';
import { canAfford, rewardDescriptions, type CatalogueReward } from '../catalogue';
import { ClaimedRewards } from './claimed-rewards';

function StationBadges({ badges }: { badges: number[] }) {
  return (
    <SimpleGrid as="ul" columns={5} gap="2" listStyleType="none" m="0" p="0" aria-label="Station badges">
      {STATIONS.map((station) => {
        const unlocked = badges.includes(station);
        return (
          <Stack
            as="li"
            key={station}
            align="center"
            gap="1"
            p="2"
            borderRadius="lg"
            bg={unlocked ? 'gold.100' : 'gray.100'}
            color={unlocked ? 'gold.800' : 'gray.600'}
            data-testid={`badge-station-${station}`}
            data-unlocked={unlocked}
          >
            {unlocked ? <StarIcon boxSize="6" /> : <LockIcon boxSize="5" />}
            <Text fontSize="2xs" fontWeight="bold" textAlign="center" lineHeight="1.1">
              Station {station}
            </Text>
            <Text srOnly>{unlocked ? 'unlocked' : 'locked'}</Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

function RewardList({ user, catalogue }: { user: User; catalogue: CatalogueReward[] }) {
  const redeem = useRedeemReward();
  const onRedeem = (reward: CatalogueReward) => {
    if (!canAfford(user.tokens, reward.cost)) {
      notify.error('Insufficient Tokens', `You need at least ${reward.cost} tokens to redeem this reward.`);
      return;
    }
    redeem.mutate(reward.id as RewardType);
  };
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {catalogue.map((reward) => {
        const affordable = canAfford(user.tokens, reward.cost);
        return (
          <Flex as="li" key={reward.id} align="center" gap="3" p="3" borderWidth="1px" borderColor="brand.100" borderRadius="lg">
            <Box flex="1" minW="0">
              <Text fontWeight="semibold">{reward.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {rewardDescriptions[reward.id as RewardType] ?? ''}
              </Text>
            </Box>
            <Tooltip content={affordable ? `Costs ${reward.cost} tokens` : `You need ${reward.cost} tokens`}>
              <Button
                size="sm"
                colorPalette="gold"
                disabled={!affordable || redeem.isPending}
                loading={redeem.isPending && redeem.variables === reward.id}
                onClick={() => onRedeem(reward)}
                aria-label={`Redeem ${reward.title} for ${reward.cost} tokens`}
              >
                {reward.cost} tokens
              </Button>
            </Tooltip>
          </Flex>
        );
      })}
    </Stack>
  );
}

/** Fetches what the panel shows before it first renders (the dashboard's deferred panels). */
export const preloadRewardsPanel = (queryClient: QueryClient, { user }: { user: User }) =>
  Promise.all([queryClient.prefetchQuery(settingsQueryOptions()), queryClient.prefetchQuery(redemptionsQueryOptions(user.id))]);

export function RewardsPanel({ user }: { user: User }) {
  const settings = useSettings();
  const catalogue = settings.data?.rewards;
  return (
    <Panel title="Rewards" headingId="rewards" icon={GiftIcon}>
      <Stack gap="5">
        <Flex align="center" justify="space-between" bg="gold.50" borderRadius="lg" p="3">
          <Text fontWeight="semibold">Available tokens</Text>
          <Text fontSize="2xl" fontWeight="extrabold" color="gold.800" data-testid="rewards-tokens">
            <CoinIcon boxSize="5" /> {user.tokens}
          </Text>
        </Flex>
        {catalogue ? <RewardList user={user} catalogue={catalogue} /> : null}
        {settings.isPending ? <LoadingState label="Loading rewards..." /> : null}
        {settings.error ? (
          <ErrorState message={`Could not load the rewards. ${describeError(settings.error)}`} onRetry={() => void settings.refetch()} />
        ) : null}
        <Box>
          <Heading as="h3" size="sm" color="brand.800" mb="2">
            Claimed rewards
          </Heading>
          <ClaimedRewards userId={user.id} />
        </Box>
        <Box>
          <Heading as="h3" size="sm" color="brand.800" mb="2">
            Achievement badges{' '}
            <Badge colorPalette="gold" variant="subtle">
              {user.badges.filter((b) => STATIONS.includes(b as (typeof STATIONS)[number])).length} / {STATIONS.length}
            </Badge>
          </Heading>
          <StationBadges badges={user.badges} />
        </Box>
      </Stack>
    </Panel>
  );
}
