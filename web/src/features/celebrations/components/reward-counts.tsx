/**
 * "+15 tokens  +25 points" counting up from 0 (docs/product.md#moments): what the action paid, in
 * the celebration and in the quiz modal's result; and what a reward cost, the balance counting down
 * from what it was to what is left. Under reduced motion the final figures show at once.
 */
import { HStack, Text } from '@chakra-ui/react';

import { CoinIcon, StarIcon } from '@/components/ui/icons';
import { useCountUp } from '@/hooks/use-count-up';

import type { Spent } from '../moments';

function Count({ value, unit, icon: CountIcon, testId }: { value: number; unit: string; icon: typeof CoinIcon; testId: string }) {
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
      <Text as="span" aria-hidden={counting}>{`+${shown} ${unit}`}</Text>
      {counting ? <Text as="span" srOnly>{`+${value} ${unit}`}</Text> : null}
    </HStack>
  );
}

export function RewardCounts({ tokens, points }: { tokens: number; points: number }) {
  if (tokens <= 0 && points <= 0) return null;
  return (
    <HStack gap="2" justify="center" wrap="wrap" data-testid="reward-counts">
      {tokens > 0 ? <Count value={tokens} unit="tokens" icon={CoinIcon} testId="reward-tokens" /> : null}
      {points > 0 ? <Count value={points} unit="points" icon={StarIcon} testId="reward-points" /> : null}
    </HStack>
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
