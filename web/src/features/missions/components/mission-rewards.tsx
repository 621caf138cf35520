import { Badge, HStack } from '@chakra-ui/react';

import { CoinIcon, StarIcon } from '@/components/ui/icons';
import { useT } from '@/i18n';
import type { Mission } from '@contract';

export function MissionRewards({ mission }: { mission: Pick<Mission, 'tokens' | 'points'> }) {
  const t = useT();
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="gold" variant="solid" size="lg" borderRadius="full">
        <CoinIcon boxSize="4" /> {t('moments.counts.tokens', { count: mission.tokens, sign: 'plus' })}
      </Badge>
      <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full">
        <StarIcon boxSize="4" /> {t('moments.counts.points', { count: mission.points, sign: 'plus' })}
      </Badge>
    </HStack>
  );
}
