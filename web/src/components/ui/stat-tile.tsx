import { Box, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ComponentType<{ boxSize?: string }>;
  tone?: 'brand' | 'gold';
  testId?: string;
  /** A small line under the number that says what it counts ("of 5 stations"). */
  note?: string;
}

/** A big number with its label, used for the dashboard stats and the calculator's tiles. */
export function StatTile({ label, value, icon: TileIcon, tone = 'brand', testId, note }: StatTileProps) {
  return (
    <Box
      bg={tone === 'gold' ? 'gold.50' : 'brand.50'}
      borderRadius="xl"
      p="4"
      borderWidth="1px"
      borderColor={tone === 'gold' ? 'gold.200' : 'brand.100'}
      minW="0"
    >
      <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1.5">
        {TileIcon ? <TileIcon boxSize="4" /> : null}
        {label}
      </Text>
      <Text
        fontSize={{ base: 'lg', md: '2xl' }}
        fontWeight="extrabold"
        color={tone === 'gold' ? 'gold.800' : 'brand.800'}
        data-testid={testId}
        overflowWrap="anywhere"
        lineHeight="1.2"
      >
        {value}
      </Text>
      {note ? (
        <Text fontSize="xs" color="fg.muted" data-testid={testId ? `${testId}-note` : undefined}>
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
