/**
 * The four tiles of the projection, and in Auto Calculate a fifth under them, the total over the
 * projection months (the only figure the months change: the model has no time in it, so the other
 * tiles and the table stay per month and per year). Each money tile puts the typical participant first and the
 * hypothetical figure beside it at the same size, and under both a line from the disclosure: its
 * top figure when the projection is above it, else what half of the participants earned
 * (docs/product.md#income-disclosure). Figures never wrap: a million or more is shortened ($21.5M, $1,206.3T;
 * a head count past a thousand trillions in powers of ten, 3.3 × 10¹⁸, its full figure in the title).
 * Every figure comes from format.ts: one formatter for money, one for head counts.
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { StatTile } from '@/components/ui/stat-tile';
import type { IncomeDisclosure } from '@contract';

import { overMonths, type Projection } from '../earnings';
import { formatCents, formatMoney, formatMoneyShort, formatPeople, formatPeopleShort, type Whole } from '../format';
import { disclosureYear, tileNoteFor, type DisclosureRead } from '../income';

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

interface MoneyTileProps {
  label: string;
  /** What the figure assumes, said under its label when the label alone would mislead. */
  assumes?: string;
  typical: string;
  projected: Whole;
  annual: Whole;
  read: DisclosureRead;
  testId: string;
  wide?: boolean;
}

function MoneyTile(props: MoneyTileProps) {
  const { label, assumes, typical, projected, annual, read, testId, wide = false } = props;
  const t = useT();
  return (
    <Stack
      gap="2"
      bg="gold.50"
      borderRadius="xl"
      p="4"
      borderWidth="1px"
      borderColor="gold.200"
      minW="0"
      gridColumn={wide ? '1 / -1' : undefined}
      data-testid={`${testId}-tile`}
    >
      <Text fontSize="sm" fontWeight="semibold" color="gold.900">
        {label}
      </Text>
      {assumes ? (
        <Text fontSize="xs" color="gold.900" data-testid={`${testId}-assumes`}>
          {assumes}
        </Text>
      ) : null}
      <SimpleGrid columns={2} gap="2">
        <Amount label={t('calc.tile.typical')} value={typical} testId={`${testId}-typical`} />
        <Amount label={t('calc.tile.projection')} value={formatMoneyShort(projected)} full={formatMoney(projected)} testId={testId} />
      </SimpleGrid>
      <Text fontSize="xs" color="gold.900" data-testid={`${testId}-note`}>
        {tileNoteFor(t, read, annual)}
      </Text>
    </Stack>
  );
}

/** The network a projection needs, with the company's real field under it when the disclosure gives it. */
function NetworkTile({ networkSize, disclosure }: { networkSize: bigint; disclosure: IncomeDisclosure | null }) {
  const t = useT();
  const field = disclosure?.participants;
  return (
    <Stack gap="1" bg="brand.50" borderRadius="xl" p="4" borderWidth="1px" borderColor="brand.100" minW="0" data-testid="calc-network-tile">
      <Text fontSize="sm" color="fg.muted">
        {t('calc.tile.network')}
      </Text>
      <Text
        fontSize={{ base: 'lg', md: '2xl' }}
        fontWeight="extrabold"
        color="brand.800"
        lineHeight="1.2"
        whiteSpace="nowrap"
        title={formatPeople(networkSize)}
        data-testid="calc-network"
      >
        {formatPeopleShort(networkSize)}
      </Text>
      {disclosure && field ? (
        <Text fontSize="xs" color="fg.muted" data-testid="calc-network-field">
          {t('calc.tile.field', { participants: formatPeople(field), year: disclosureYear(disclosure) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** `months`: Auto Calculate's projection months, which add the tile of the total over them. */
export function ProjectionTiles({ projection, read, months }: { projection: Projection; read: DisclosureRead; months?: number }) {
  const t = useT();
  const disclosure = read.status === 'ready' ? read.disclosure : null;
  const median = disclosure?.medianAnnual;
  /** The typical figure for a month (12 a year) or a year (1). */
  const typical = (perYear: number) => {
    if (read.status === 'loading') return '…';
    if (read.status === 'failed') return t('calc.tile.notLoaded');
    return median === undefined ? t('calc.tile.notPublished') : formatMoney(median / perYear);
  };
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <MoneyTile
        label={t('calc.tile.monthly')}
        typical={typical(12)}
        projected={projection.monthly}
        annual={projection.monthly * 12n}
        read={read}
        testId="calc-monthly"
      />
      <MoneyTile label={t('calc.tile.yearly')} typical={typical(1)} projected={projection.yearly} annual={projection.yearly} read={read} testId="calc-yearly" />
      <NetworkTile networkSize={projection.networkSize} disclosure={disclosure} />
      <StatTile label={t('calc.tile.average')} value={formatCents(t, projection.averagePerPerson)} note={t('calc.tile.averageNote')} testId="calc-average" />
      {months === undefined ? null : (
        // The total is set beside the disclosure as shown: its top figure under a total above it.
        <MoneyTile
          label={t('calc.tile.overMonths', { months })}
          // The model has no time in it: the total is the full network's month, every month.
          assumes={t('calc.tile.overMonthsAssumes')}
          typical={typical(12 / months)}
          projected={overMonths(projection, months)}
          annual={overMonths(projection, months)}
          read={read}
          testId="calc-months-total"
          wide
        />
      )}
    </SimpleGrid>
  );
}
