/**
 * Rewards (SPEC §2): available tokens, the three rewards (each 5 tokens; disabled while the balance
 * is short or a redemption is pending), the claimed list and the Station 1-5 badges.
 */
import { Badge, Box, Button, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { CoinIcon, GiftIcon, LockIcon, StarIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Tooltip } from '@/components/ui/tooltip';
import { notify } from '@/lib/toast';
import type { User } from '@/types/api';

import { useRedeemReward } from '../api/redeem-reward';
import { canAfford, REWARD_COST, rewards, rewardTitle, STATIONS, type RewardId } from '../catalogue';

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

export function RewardsPanel({ user }: { user: User }) {
  const redeem = useRedeemReward();
  const affordable = canAfford(user.tokens);
  const onRedeem = (rewardType: RewardId) => {
    if (!canAfford(user.tokens)) {
      notify.error('Insufficient Tokens', `You need at least ${REWARD_COST} tokens to redeem this reward.`);
      return;
    }
    redeem.mutate(rewardType);
  };
  return (
    <Panel title="Rewards" headingId="rewards" icon={GiftIcon}>
      <Stack gap="5">
        <Flex align="center" justify="space-between" bg="gold.50" borderRadius="lg" p="3">
          <Text fontWeight="semibold">Available tokens</Text>
          <Text fontSize="2xl" fontWeight="extrabold" color="gold.800" data-testid="rewards-tokens">
            <CoinIcon boxSize="5" /> {user.tokens}
          </Text>
        </Flex>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {rewards.map((reward) => (
            <Flex as="li" key={reward.id} align="center" gap="3" p="3" borderWidth="1px" borderColor="brand.100" borderRadius="lg">
              <Box flex="1" minW="0">
                <Text fontWeight="semibold">{reward.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {reward.description}
                </Text>
              </Box>
              <Tooltip content={affordable ? `Costs ${REWARD_COST} tokens` : `You need ${REWARD_COST} tokens`}>
                <Button
                  size="sm"
                  colorPalette="gold"
                  disabled={!affordable || redeem.isPending}
                  loading={redeem.isPending && redeem.variables === reward.id}
                  onClick={() => onRedeem(reward.id)}
                  aria-label={`Redeem ${reward.title} for ${REWARD_COST} tokens`}
                >
                  {REWARD_COST} tokens
                </Button>
              </Tooltip>
            </Flex>
          ))}
        </Stack>
        <Box>
          <Heading as="h3" size="sm" color="brand.800" mb="2">
            Claimed rewards
          </Heading>
          {user.claimedRewards.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nothing claimed yet. Earn tokens on the Quest Map.
            </Text>
          ) : (
            <List.Root ps="5" gap="1" data-testid="claimed-rewards">
              {user.claimedRewards.map((claimed, index) => (
                <List.Item key={`${claimed}-${index}`}>{rewardTitle(claimed)}</List.Item>
              ))}
            </List.Root>
          )}
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
