/**
 * Redeeming asks first (docs/product.md#rewards): the reward, what it gives, its cost and the balance
 * now → after, with Redeem and Cancel; a reward claimed before says so (redeeming again buys it again). A refusal is said in the dialog ("Redemption Failed", "Slow
 * down", "Insufficient Tokens") with the buttons left to try again or cancel; a success closes it and
 * celebrates what was received (the pack's items, or that a manual reward is on its way), the
 * balance counting down (docs/product.md#moments). Celebrations wait while the dialog is open.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { CoinIcon } from '@/components/ui/icons';
import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';
import { celebrate, holdCelebrations } from '@/features/celebrations';
import { contentLang } from '@/features/courses';
import { failureToast } from '@/hooks/use-api-mutation';
import { formatDate, formatNumber, isolateInRtl, useT } from '@/i18n';
import type { User } from '@contract';

import { redemptionsQueryOptions, useMyRedemptions } from '../api/get-redemptions';
import { redeemedText, useRedeemReward, type Redeemed } from '../api/redeem-reward';
import { canAfford, rewardReason, whatYouGet, type CatalogueReward } from '../catalogue';

/** The id of the Claimed rewards heading, the celebration's next step. */
export const CLAIMED_REWARDS_ID = 'claimed-rewards';

function showClaimedRewards() {
  const heading = document.getElementById(CLAIMED_REWARDS_ID);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** The titles of what a pack delivered, read from the claimed rewards (fetched again if the list does not hold it yet). */
async function receivedItems(queryClient: QueryClient, userId: string, redemptionId: number): Promise<string[]> {
  const find = (list: { id: number; items: { title: string }[] }[] | undefined) =>
    list?.find((item) => item.id === redemptionId)?.items.map((item) => item.title);
  const cached = find(queryClient.getQueryData(redemptionsQueryOptions(userId).queryKey));
  if (cached) return cached;
  return find(await queryClient.fetchQuery({ ...redemptionsQueryOptions(userId), staleTime: 0 }).catch(() => undefined)) ?? [];
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between" align="baseline" gap="3" py="2" borderBottomWidth="1px" borderColor="gray.100">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="bold" data-testid={testId} textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}

function Confirmation({ user, reward, onClose }: { user: User; reward: CatalogueReward; onClose: () => void }) {
  const t = useT();
  const redeem = useRedeemReward();
  const queryClient = useQueryClient();
  const affordable = canAfford(user.tokens, reward.cost);
  // Redeeming again buys it again (a pack's items are the same set): said, so it is never by mistake.
  const claimed = useMyRedemptions(user.id).data?.find((item) => item.rewardType === reward.id);
  const confirm = () =>
    redeem.mutate(reward.id, {
      onSuccess: async (response: Redeemed) => {
        const received = response.redemption.status === 'pending' ? [] : await receivedItems(queryClient, user.id, response.redemption.id);
        // Queued now, shown once the dialog has closed (the hold below).
        celebrate({
          kind: 'reward',
          title: t('rewards.celebration.title'),
          description: redeemedText(t, response),
          received,
          spent: { cost: response.redemption.cost, from: user.tokens, to: response.user.tokens },
          next: { label: t('rewards.celebration.next'), onSelect: showClaimedRewards },
        });
        onClose();
      },
    });
  const refused = redeem.error ? failureToast({ title: t('rewards.failed.title'), fallback: t('rewards.failed.fallback') }, redeem.error) : null;
  return (
    <>
      <ModalHeader eyebrow={t('rewards.redeem.eyebrow')} title={t('rewards.redeem.title', { title: isolateInRtl(reward.title) })} />
      <ModalBody>
        <Stack gap="3">
          {reward.description ? <Text {...contentLang(reward.lang)}>{reward.description}</Text> : null}
          <Box p="3" borderRadius="lg" bg="brand.50" color="brand.900" data-testid="redeem-what-you-get">
            <Text fontSize="sm" fontWeight="bold">
              {t('rewards.redeem.whatYouGet')}
            </Text>
            <Text>{whatYouGet(t, reward)}</Text>
          </Box>
          {claimed ? (
            <Text p="3" borderRadius="lg" bg="gold.50" color="gold.900" data-testid="redeem-claimed-before">
              {t('rewards.redeem.claimedBefore', { date: formatDate(claimed.createdAt) })}
            </Text>
          ) : null}
          <Box>
            <Row label={t('rewards.redeem.cost')} value={t('rewards.tokens', { count: reward.cost })} testId="redeem-cost" />
            <Row
              label={t('rewards.redeem.balance')}
              value={
                affordable
                  ? t('rewards.redeem.balanceAfter', { from: formatNumber(user.tokens), count: user.tokens - reward.cost })
                  : t('rewards.tokens', { count: user.tokens })
              }
              testId="redeem-balance"
            />
          </Box>
          {!affordable ? (
            <Text role="alert" color="red.700" data-testid="redeem-problem">
              <strong>{t('rewards.insufficient.title')}</strong>: {t('rewards.insufficient.text', { count: reward.cost })}
            </Text>
          ) : null}
          {refused ? (
            <Text role="alert" color="red.700" data-testid="redeem-problem">
              <strong>{refused.title}</strong>: {refused.description ? rewardReason(t, refused.description) : null}
            </Text>
          ) : null}
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button variant="outline" onClick={onClose} disabled={redeem.isPending}>
          {t('rewards.redeem.cancel')}
        </Button>
        <Button
          colorPalette="gold"
          onClick={confirm}
          disabled={!affordable}
          loading={redeem.isPending}
          loadingText={t('rewards.redeem.redeeming')}
          data-testid="redeem-confirm"
        >
          <CoinIcon /> {t('rewards.redeem.confirm')}
        </Button>
      </ModalFooter>
    </>
  );
}

export function RedeemDialog({ user, reward, onClose }: { user: User; reward: CatalogueReward | null; onClose: () => void }) {
  const open = reward !== null;
  // The celebration of the redemption waits until the dialog has closed.
  useEffect(() => (open ? holdCelebrations() : undefined), [open]);
  return (
    <ModalDialog open={open} onClose={onClose} testId="redeem-dialog">
      {reward ? <Confirmation key={reward.id} user={user} reward={reward} onClose={onClose} /> : null}
    </ModalDialog>
  );
}
