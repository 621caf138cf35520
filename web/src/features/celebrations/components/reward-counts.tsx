/**
 * "+15 tokens  +25 points" counting up from 0 (docs/product.md#moments): what the action paid, in
 * the celebration and in the quiz modal's result; with a label ("Your total from this course"), a sum
 * without the "+"; and what a reward cost, the balance counting down from what it was to what is
 * left. Under reduced motion the final figures show at once.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';

import { CoinIcon, StarIcon } from '@/components/ui/icons';
import { useCountUp } from '@/hooks/use-count-up';
import { formatNumber, useT, type MessageId } from '@/i18n';

import type { Spent } from '../moments';

/** A figure with its unit: `moments.counts.tokens` or `moments.counts.points` ("+15 tokens", "15 points" for a sum). */
type CountUnit = Extract<MessageId, `moments.counts.${string}`>;

function Count({ value, unit, icon: CountIcon, testId, sign }: { value: number; unit: CountUnit; icon: typeof CoinIcon; testId: string; sign: boolean }) {
  const t = useT();
  const { shown, counting } = useCountUp(value, { from: 0 });
  const text = (count: number) => t(unit, { count, sign: sign ? 'plus' : 'none' });
  return (
    <HStack
      gap="1.5"
      px="3"
      py="1.5"
      borderRadius="full"
      bg="gold.100"
      color="gold.900"
      fontWeight="extrabold"
      fontSize="lg"
      data-testid={testId}
      data-counting={counting}
    >
      <CountIcon boxSize="5" />
      <Text as="span" aria-hidden={counting}>
        {text(shown)}
      </Text>
      {counting ? (
        <Text as="span" srOnly>
          {text(value)}
        </Text>
      ) : null}
    </HStack>
  );
}

export function RewardCounts({ tokens, points, label }: { tokens: number; points: number; label?: string }) {
  if (tokens <= 0 && points <= 0) return null;
  const sign = !label;
  const counts = (
    <HStack gap="2" justify="center" wrap="wrap" data-testid="reward-counts">
      {tokens > 0 ? <Count value={tokens} unit="moments.counts.tokens" icon={CoinIcon} testId="reward-tokens" sign={sign} /> : null}
      {points > 0 ? <Count value={points} unit="moments.counts.points" icon={StarIcon} testId="reward-points" sign={sign} /> : null}
    </HStack>
  );
  if (!label) return counts;
  return (
    <Stack gap="1.5" align="center">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" data-testid="reward-counts-label">
        {label}
      </Text>
      {counts}
    </Stack>
  );
}

/** "−5 tokens" and the balance counting down: "20 → 15 tokens left". */
export function TokensSpent({ spent }: { spent: Spent }) {
  const t = useT();
  const { shown, counting } = useCountUp(spent.to, { from: spent.from });
  const left = (count: number) => t('moments.spent.left', { from: formatNumber(spent.from), count });
  const settled = left(spent.to);
  return (
    <HStack gap="2" justify="center" wrap="wrap" data-testid="tokens-spent" data-counting={counting}>
      <HStack gap="1.5" px="3" py="1.5" borderRadius="full" bg="gold.100" color="gold.900" fontWeight="extrabold" fontSize="lg">
        <CoinIcon boxSize="5" />
        <Text as="span" data-testid="spent-cost">
          {t('moments.spent.cost', { count: spent.cost })}
        </Text>
      </HStack>
      <Text as="span" fontWeight="semibold" color="fg.muted" data-testid="spent-balance">
        <span aria-hidden={counting}>{left(shown)}</span>
        {counting ? (
          <Text as="span" srOnly>
            {settled}
          </Text>
        ) : null}
      </Text>
    </HStack>
  );
}
