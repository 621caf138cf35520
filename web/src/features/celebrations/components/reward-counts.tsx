/**
 * "+15 tokens  +25 points" counting up from 0 (docs/product.md#moments): what the action paid, in
 * the celebration and in the quiz modal's result. Under reduced motion the final figures show at once.
 */
import { HStack, Text } from '@chakra-ui/react';

import { CoinIcon, StarIcon } from '@/components/ui/icons';
import { useCountUp } from '@/hooks/use-count-up';

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
