import { Badge, HStack } from '@chakra-ui/react';

import { CoinIcon, StarIcon } from '@/components/ui/icons';
import type { Mission } from '@contract';

export function MissionRewards({ mission }: { mission: Pick<Mission, 'tokens' | 'points'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="gold" variant="solid" size="lg" borderRadius="full">
        <CoinIcon boxSize="4" /> +{mission.tokens} tokens
      </Badge>
      <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full">
        <StarIcon boxSize="4" /> +{mission.points} points
      </Badge>
    </HStack>
  );
}
