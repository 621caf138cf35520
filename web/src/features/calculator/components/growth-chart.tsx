import { Box, Flex, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import type { LevelRow } from '../earnings';
import { formatPeople, pluralCount } from '../format';

/**
 * Network growth by level as bars on a logarithmic scale (level sizes span several orders of
 * magnitude). The table beside it carries the exact figures for assistive technology.
 */
export function GrowthChart({ rows, highlighted }: { rows: LevelRow[]; highlighted: number | null }) {
  const t = useT();
  const maxLog = Math.log10(Math.max(1, ...rows.map((row) => Number(row.people))) + 1);
  const largest = rows.reduce((max, row) => (row.people > max ? row.people : max), 0n);
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="2" id="growth-chart-title">
        {t('calc.chart.title')}
      </Text>
      <Flex
        role="img"
        aria-labelledby="growth-chart-title"
        aria-describedby="growth-chart-summary"
        align="flex-end"
        gap="1"
        h="32"
        px="2"
        pt="2"
        bg="brand.50"
        borderRadius="lg"
      >
        {rows.map((row) => {
          const height = maxLog === 0 ? 0 : (Math.log10(Number(row.people) + 1) / maxLog) * 100;
          const active = highlighted === row.level;
          return (
            <Box
              key={row.level}
              flex="1"
              minW="1"
              h={`${Math.max(height, 2)}%`}
              bg={active ? 'gold.400' : row.level === 1 ? 'brand.700' : 'brand.400'}
              borderTopRadius="sm"
              transition="height 0.3s ease, background-color 0.2s"
              title={t('calc.chart.bar', { level: row.level, count: pluralCount(row.people), people: formatPeople(row.people) })}
              data-testid="calc-chart-bar"
            />
          );
        })}
      </Flex>
      <Text id="growth-chart-summary" srOnly>
        {t('calc.chart.summary', {
          levels: rows.length,
          first: formatPeople(rows[0]?.people ?? 0n),
          firstCount: pluralCount(rows[0]?.people ?? 0n),
          largest: formatPeople(largest),
        })}
      </Text>
    </Box>
  );
}
