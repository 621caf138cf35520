import { Badge, Box, Circle, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { formatNumber, useT } from '@/i18n';

const medal: Record<number, string> = { 1: 'gold.400', 2: 'gray.300', 3: 'orange.300' };

export interface RankRowProps {
  rank: number;
  /** false: the rank means nothing yet (no points this week, tied with everyone at 0) and shows as "–". */
  ranked?: boolean;
  name: string;
  isYou: boolean;
  /** The line under the name (a rank title, or "Promoted last week"). */
  subtitle: ReactNode;
  points: number;
  testId: string;
  /** Shown beside the name (the promoted badge). */
  badge?: ReactNode;
}

/** One ranked row of a board: medal circle, name ("(You)" marked), subtitle and points. */
export function RankRow({ rank, ranked = true, name, isYou, subtitle, points, testId, badge }: RankRowProps) {
  const t = useT();
  return (
    <Flex
      align="center"
      gap="3"
      p="2.5"
      borderRadius="lg"
      bg={isYou ? 'gold.50' : 'transparent'}
      borderWidth="1px"
      borderColor={isYou ? 'gold.300' : 'transparent'}
      data-testid={testId}
      data-rank={rank}
      data-you={isYou || undefined}
    >
      <Circle
        size="9"
        bg={(ranked && medal[rank]) || 'brand.50'}
        color="brand.950"
        fontWeight="extrabold"
        fontSize="sm"
        flexShrink={0}
        data-testid="rank-place"
        {...(ranked ? {} : { role: 'img', 'aria-label': t('league.standing.notRanked') })}
      >
        {ranked ? formatNumber(rank) : '–'}
      </Circle>
      <Box flex="1" minW="0">
        <Flex align="center" gap="2" minW="0">
          {/* The name and "(You)" run as one text in the row's free width, wrapping onto further lines
              rather than being cut (a phone cut "Ana Lea Fernández" to "Ana Lea Fer…" beside a column
              kept for "(You)", and a 40-letter name at two lines). "(You)" never breaks inside, and the
              row stays marked as the learner's by its colour. */}
          <Text fontWeight="semibold" overflowWrap="anywhere" minW="0" data-testid="rank-name-line">
            <Text as="span" dir="auto" data-testid="rank-name">
              {name}
            </Text>
            {isYou ? ' ' : null}
            {isYou ? (
              <Text as="span" whiteSpace="nowrap" data-testid="rank-you">
                {t('league.row.you')}
              </Text>
            ) : null}
          </Text>
          {badge}
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {subtitle}
        </Text>
      </Box>
      <Badge colorPalette="brand" variant="subtle" borderRadius="full" flexShrink={0} data-testid="rank-points">
        {t('league.row.points', { points })}
      </Badge>
    </Flex>
  );
}
