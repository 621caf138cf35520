import { SimpleGrid } from '@chakra-ui/react';

import { StatTile } from '@/components/ui/stat-tile';

import type { Projection } from '../earnings';
import { formatCount, formatMoney, formatMoneyCents } from '../format';

export function ProjectionTiles({ projection }: { projection: Projection }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <StatTile label="Monthly potential" value={formatMoney(projection.monthly)} tone="gold" testId="calc-monthly" />
      <StatTile label="Yearly potential" value={formatMoney(projection.yearly)} tone="gold" testId="calc-yearly" />
      <StatTile label="Network size" value={formatCount(projection.networkSize)} testId="calc-network" />
      <StatTile label="Average per person" value={formatMoneyCents(projection.averagePerPerson)} testId="calc-average" />
    </SimpleGrid>
  );
}
