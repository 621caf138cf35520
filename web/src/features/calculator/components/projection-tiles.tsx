/**
 * The four tiles of the projection. Each money tile puts the typical participant first and the
 * hypothetical figure beside it at the same size, with the share of participants who reach it
 * (docs/product.md#income-disclosure). Figures never wrap: a million or more is shortened ($21.5M).
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { StatTile } from '@/components/ui/stat-tile';
import type { IncomeDisclosure } from '@contract';

import type { Projection } from '../earnings';
import { formatCountShort, formatMoney, formatMoneyCents, formatMoneyShort } from '../format';
import { shareSentence } from '../income';

function Amount({ label, value, full, testId }: { label: string; value: string; full?: string; testId?: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="extrabold" color="brand.900" whiteSpace="nowrap" lineHeight="1.2" title={full} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

function MoneyTile(props: { label: string; typical: string; projected: number; annual: number; disclosure: IncomeDisclosure | null; testId: string }) {
  const { label, typical, projected, annual, disclosure, testId } = props;
  return (
    <Stack gap="2" bg="gold.50" borderRadius="xl" p="4" borderWidth="1px" borderColor="gold.200" minW="0" data-testid={`${testId}-tile`}>
      <Text fontSize="sm" fontWeight="semibold" color="gold.900">
        {label}
      </Text>
      <SimpleGrid columns={2} gap="2">
        <Amount label="Typical participant" value={typical} testId={`${testId}-typical`} />
        <Amount label="This projection" value={formatMoneyShort(projected)} full={formatMoney(projected)} testId={testId} />
      </SimpleGrid>
      <Text fontSize="xs" color="gold.900" data-testid={`${testId}-share`}>
        {shareSentence(disclosure, annual)}
      </Text>
    </Stack>
  );
}

export function ProjectionTiles({ projection, disclosure }: { projection: Projection; disclosure: IncomeDisclosure | null }) {
  const median = disclosure?.medianAnnual;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <MoneyTile
        label="Monthly potential"
        typical={median === undefined ? 'Not published' : formatMoney(median / 12)}
        projected={projection.monthly}
        annual={projection.monthly * 12}
        disclosure={disclosure}
        testId="calc-monthly"
      />
      <MoneyTile
        label="Yearly potential"
        typical={median === undefined ? 'Not published' : formatMoney(median)}
        projected={projection.yearly}
        annual={projection.yearly}
        disclosure={disclosure}
        testId="calc-yearly"
      />
      <StatTile label="Network size (hypothetical)" value={formatCountShort(projection.networkSize)} testId="calc-network" />
      <StatTile label="Average per person" value={formatMoneyCents(projection.averagePerPerson)} testId="calc-average" />
    </SimpleGrid>
  );
}
