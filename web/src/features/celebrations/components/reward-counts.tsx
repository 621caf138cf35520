/**
 * "+15 tokens  +25 points" counting up from 0 (docs/product.md#moments): what the action paid, in
 * the celebration and in the quiz modal's result; with a label ("This course paid you"), a sum
 * without the "+"; and what a reward cost, the balance counting down from what it was to what is
 * left. Under reduced motion the final figures show at once.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';

import { CoinIcon, StarIcon } from '@/components/ui/icons';
import { useCountUp } from '@/hooks/use-count-up';

import type { Spent } from '../moments';

function Count({ value, unit, icon: CountIcon, testId, sign }: { value: number; unit: string; icon: typeof CoinIcon; testId: string; sign: string }) {
  const { shown, counting } = useCountUp(value, { from: 0 });
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
      <Text as="span" aria-hidden={counting}>{`${sign}${shown} ${unit}`}</Text>
      {counting ? <Text as="span" srOnly>{`${sign}${value} ${unit}`}</Text> : null}
    </HStack>
  );
}

export function RewardCounts({ tokens, points, label }: { tokens: number; points: number; label?: string }) {
  if (tokens <= 0 && points <= 0) return null;
  const sign = label ? '' : '+';
  const counts = (
    <HStack gap="2" justify="center" wrap="wrap" data-testid="reward-counts">
      {tokens > 0 ? <Count value={tokens} unit="tokens" icon={CoinIcon} testId="reward-tokens" sign={sign} /> : null}
      {points > 0 ? <Count value={points} unit="points" icon={StarIcon} testId="reward-points" sign={sign} /> : null}
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

const tokensText = (count: number) => `${count} ${count === 1 ? 'token' : 'tokens'}`;

/** "−5 tokens" and the balance counting down: "20 → 15 tokens left". */
export function TokensSpent({ spent }: { spent: Spent }) {
  const { shown, counting } = useCountUp(spent.to, { from: spent.from });
  const settled = `${spent.from} → ${tokensText(spent.to)} left`;
  return (
    <HStack gap="2" justify="center" wrap="wrap" data-testid="tokens-spent" data-counting={counting}>
      <HStack gap="1.5" px="3" py="1.5" borderRadius="full" bg="gold.100" color="gold.900" fontWeight="extrabold" fontSize="lg">
        <CoinIcon boxSize="5" />
        <Text as="span" data-testid="spent-cost">{`−${tokensText(spent.cost)}`}</Text>
      </HStack>
      <Text as="span" fontWeight="semibold" color="fg.muted" data-testid="spent-balance">
        <span aria-hidden={counting}>{`${spent.from} → ${tokensText(shown)} left`}</span>
        {counting ? (
          <Text as="span" srOnly>
            {settled}
          </Text>
        ) : null}
      </Text>
    </HStack>
  );
}
