/**
 * Rewards (docs/product.md#rewards): available tokens, the reward to save for next ("12 more
 * tokens"), the catalogue's rewards at their current cost (disabled while the balance is short; a
 * reward that would deliver nothing shows "Coming soon" with the reason), the claimed rewards with
 * what they delivered and the Station 1-5 badges. A reward's button asks first (redeem-dialog.tsx).
 */
import { Badge, Box, Button, Flex, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { CoinIcon, GiftIcon, LockIcon, StarIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { Tooltip } from '@/components/ui/tooltip';
import { contentLang } from '@/features/courses';
import { useSettings } from '@/hooks/use-settings';
import { formatNumber, isolateInRtl, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { OfflineNote } from '@/components/offline-note';
import { useOnline } from '@/hooks/use-online';
import { notify } from '@/lib/toast';
import { STATIONS, type User } from '@contract';

import { canAfford, nextReward, rewardReason, tokensToGo, type CatalogueReward } from '../catalogue';
import { ClaimedRewards } from './claimed-rewards';
import { CLAIMED_REWARDS_ID, RedeemDialog } from './redeem-dialog';

function StationBadges({ badges }: { badges: number[] }) {
  const t = useT();
  return (
    <SimpleGrid as="ul" columns={5} gap="2" listStyleType="none" m="0" p="0" aria-label={t('rewards.badges.list')}>
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
              {t('rewards.badges.station', { station })}
            </Text>
            <Text srOnly>{t(unlocked ? 'rewards.badges.unlocked' : 'rewards.badges.locked')}</Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

function NextReward({ tokens, reward }: { tokens: number; reward: CatalogueReward }) {
  const t = useT();
  return (
    <Box p="3" borderRadius="lg" bg="brand.50" data-testid="next-reward">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold" color="brand.800">
          {t('rewards.next', { title: isolateInRtl(reward.title) })}
        </Text>
        <Text fontSize="sm" fontWeight="bold" color="brand.800" whiteSpace="nowrap" data-testid="next-reward-to-go">
          {tokensToGo(t, tokens, reward.cost)}
        </Text>
      </Flex>
      <Progress.Root
        value={Math.round((tokens / reward.cost) * 100)}
        size="sm"
        colorPalette="brand"
        mt="2"
        aria-label={t('rewards.towards', { title: isolateInRtl(reward.title) })}
      >
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

function RewardButton({ user, reward, onRedeem }: { user: User; reward: CatalogueReward; onRedeem: () => void }) {
  const t = useT();
  // Offline a redemption cannot be made (it is never queued: it spends tokens the server must check);
  // the page's offline line says so once, and the button waits for the network.
  const online = useOnline();
  if (!reward.available) {
    return (
      <Badge colorPalette="gray" variant="subtle" size="md" whiteSpace="nowrap" data-testid="reward-coming-soon">
        {t('rewards.comingSoon')}
      </Badge>
    );
  }
  const affordable = canAfford(user.tokens, reward.cost);
  return (
    <Tooltip content={t(affordable ? 'rewards.costs' : 'rewards.youNeed', { count: reward.cost })}>
      <Button
        size="sm"
        colorPalette="gold"
        disabled={!affordable || !online}
        onClick={onRedeem}
        aria-label={t('rewards.redeemFor', { title: isolateInRtl(reward.title), count: reward.cost })}
        whiteSpace="nowrap"
      >
        {t('rewards.tokens', { count: reward.cost })}
      </Button>
    </Tooltip>
  );
}

function RewardList({ user, catalogue }: { user: User; catalogue: CatalogueReward[] }) {
  const t = useT();
  const [asking, setAsking] = useState<CatalogueReward | null>(null);
  const onRedeem = (reward: CatalogueReward) => {
    if (!canAfford(user.tokens, reward.cost)) {
      notify.error(t('rewards.insufficient.title'), t('rewards.insufficient.text', { count: reward.cost }));
      return;
    }
    setAsking(reward);
  };
  return (
    <>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {catalogue.map((reward) => (
          <Flex
            as="li"
            key={reward.id}
            align="center"
            gap="3"
            p="3"
            borderWidth="1px"
            borderColor="brand.100"
            borderRadius="lg"
            data-testid="catalogue-reward"
            data-available={reward.available}
          >
            <Box flex="1" minW="0">
              <Text fontWeight="semibold" {...contentLang(reward.lang)}>
                {reward.title}
              </Text>
              {reward.description ? (
                <Text fontSize="sm" color="fg.muted" {...contentLang(reward.lang)}>
                  {reward.description}
                </Text>
              ) : null}
              {reward.available ? (
                !canAfford(user.tokens, reward.cost) ? (
                  <Text fontSize="xs" color="brand.700" fontWeight="semibold">
                    {tokensToGo(t, user.tokens, reward.cost)}
                  </Text>
                ) : null
              ) : (
                <Text fontSize="xs" color="fg.muted" data-testid="reward-unavailable-reason">
                  {reward.unavailableReason ? rewardReason(t, reward.unavailableReason) : null}
                </Text>
              )}
            </Box>
            <RewardButton user={user} reward={reward} onRedeem={() => onRedeem(reward)} />
          </Flex>
        ))}
      </Stack>
      <RedeemDialog user={user} reward={asking} onClose={() => setAsking(null)} />
    </>
  );
}

function NextRewardOrNothing({ tokens, catalogue }: { tokens: number; catalogue: CatalogueReward[] }) {
  const next = nextReward(tokens, catalogue);
  return next ? <NextReward tokens={tokens} reward={next} /> : null;
}

export function RewardsPanel({ user }: { user: User }) {
  const t = useT();
  const settings = useSettings();
  const catalogue = settings.data?.rewards;
  return (
    <Panel title={t('rewards.panel')} headingId="rewards" icon={GiftIcon}>
      <Stack gap="5">
        <OfflineNote testId="rewards-offline">{t('rewards.offline')}</OfflineNote>
        <Flex align="center" justify="space-between" bg="gold.50" borderRadius="lg" p="3">
          <Text fontWeight="semibold">{t('rewards.available')}</Text>
          <Text fontSize="2xl" fontWeight="extrabold" color="gold.800" data-testid="rewards-tokens">
            <CoinIcon boxSize="5" /> {formatNumber(user.tokens)}
          </Text>
        </Flex>
        {catalogue ? <NextRewardOrNothing tokens={user.tokens} catalogue={catalogue} /> : null}
        {catalogue ? <RewardList user={user} catalogue={catalogue} /> : null}
        {settings.isPending ? <LoadingState label={t('rewards.loading')} /> : null}
        {settings.error ? <ErrorState message={t('rewards.error', { reason: errorText(t, settings.error) })} onRetry={() => void settings.refetch()} /> : null}
        <Box>
          <Heading as="h3" size="sm" color="brand.800" mb="2" id={CLAIMED_REWARDS_ID} tabIndex={-1} scrollMarginTop="8" outline="none">
            {t('rewards.claimed.heading')}
          </Heading>
          <ClaimedRewards userId={user.id} />
        </Box>
        <Box>
          <Heading as="h3" size="sm" color="brand.800" mb="2">
            {/* The same name and count as Today's "Badges earned" tile: one per station completed (docs/product.md#rewards). */}
            {t('rewards.badges.heading')}{' '}
            <Badge colorPalette="gold" variant="subtle" data-testid="badges-earned-count">
              {user.badges.filter((b) => STATIONS.includes(b as (typeof STATIONS)[number])).length} / {STATIONS.length}
            </Badge>
          </Heading>
          <StationBadges badges={user.badges} />
        </Box>
      </Stack>
    </Panel>
  );
}
