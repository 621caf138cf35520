/**
 * The calculator's last word (docs/product.md#income-disclosure): the projection set beside what the
 * most successful participants really earned, what the typical one earned and the company's real
 * field, as income.ts words it.
 */
import { Box, Stack, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { ErrorState } from '@/components/ui/query-state';

import { DISCLOSURE_FAILED, DISCLOSURE_LOADING, realityCheck, type DisclosureRead, type ProjectionFigures } from '../income';

function Sentences({ read, projection }: { read: DisclosureRead; projection: ProjectionFigures }) {
  const t = useT();
  if (read.status === 'loading') return <Text fontSize="sm">{t(DISCLOSURE_LOADING)}</Text>;
  if (read.status === 'failed') return <ErrorState message={t(DISCLOSURE_FAILED)} onRetry={read.retry} />;
  return (
    <Stack gap="2">
      {realityCheck(t, read.disclosure, projection).map((paragraph) => (
        <Text key={paragraph[0]} fontSize="sm" data-testid="calc-reality-paragraph">
          {paragraph.join(' ')}
        </Text>
      ))}
    </Stack>
  );
}

export function RealityCheck({ read, projection }: { read: DisclosureRead; projection: ProjectionFigures }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="reality-check" borderWidth="2px" borderColor="brand.600" borderRadius="xl" p="4" bg="white" data-testid="calc-reality">
      <Text id="reality-check" fontWeight="bold" color="brand.800" mb="2">
        {t('calc.reality.title')}
      </Text>
      <Sentences read={read} projection={projection} />
    </Box>
  );
}
