/**
 * The live leaderboard (SPEC §2, §9): top 10 with rank titles, the caller marked "(You)", their own
 * row after an ellipsis when outside the top, refreshed through Realtime with rank changes animated.
 * The rows are framer-motion's light `m` components inside LazyMotion: the animation features (~25 KB
 * gzip) load after the panel shows instead of with the dashboard (issue 6: a slow phone's start-up).
 */
import { Badge, Box, Circle, Flex, Stack, Text } from '@chakra-ui/react';
import { LayoutGroup, LazyMotion, m } from 'framer-motion';

import { TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import type { User } from '@/types/api';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

import { LEADERBOARD_SIZE, useLeaderboard } from '../api/get-leaderboard';
import { useMyRank } from '../api/get-my-rank';
import { useLiveLeaderboard } from '../api/use-live-leaderboard';
import { leaderboardRows, type LeaderboardRow } from '../leaderboard-rows';

const medal: Record<number, string> = { 1: 'gold.400', 2: 'gray.300', 3: 'orange.300' };

function EntryRow({ row }: { row: Extract<LeaderboardRow, { kind: 'entry' }> }) {
  const { entry, isYou, title } = row;
  return (
    <Flex
      align="center"
      gap="3"
      p="2.5"
      borderRadius="lg"
      bg={isYou ? 'gold.50' : 'transparent'}
      borderWidth="1px"
      borderColor={isYou ? 'gold.300' : 'transparent'}
      data-testid="leaderboard-row"
      data-rank={entry.rank}
      data-you={isYou || undefined}
    >
      <Circle size="9" bg={medal[entry.rank] ?? 'brand.50'} color="brand.950" fontWeight="extrabold" fontSize="sm" flexShrink={0}>
        {entry.rank}
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {entry.name}
          {isYou ? ' (You)' : ''}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {title}
        </Text>
      </Box>
      <Badge colorPalette="brand" variant="subtle" borderRadius="full" flexShrink={0}>
        {entry.leaderboardPts} pts
      </Badge>
    </Flex>
  );
}

export function Leaderboard({ user }: { user: User }) {
  useLiveLeaderboard();
  const top = useLeaderboard();
  const inTop = top.data?.some((entry) => entry.id === user.id) ?? true;
  const me = useMyRank(!inTop);
  const rows = top.data ? leaderboardRows(top.data, me.data, user.id, LEADERBOARD_SIZE) : [];
  return (
    <Panel title="Leaderboard" headingId="leaderboard" icon={TrophyIcon}>
      {top.isPending ? <LoadingState label="Loading leaderboard..." /> : null}
      {top.error ? <ErrorState message={`Could not load the leaderboard. ${top.error.message}`} onRetry={() => void top.refetch()} /> : null}
      {top.data && rows.length === 0 ? <EmptyState message="No riders yet. Complete a mission to get on the board!" /> : null}
      <LazyMotion features={loadMotionFeatures} strict>
        <LayoutGroup>
          <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label="Top riders">
            {rows.map((row) =>
              row.kind === 'ellipsis' ? (
                <Text as="li" key="ellipsis" textAlign="center" color="fg.muted" aria-label="More riders">
                  …
                </Text>
              ) : (
                <m.li key={`${row.entry.id}-${row.isYou}`} layout transition={{ type: 'spring', stiffness: 400, damping: 32 }}>
                  <EntryRow row={row} />
                </m.li>
              ),
            )}
          </Stack>
        </LayoutGroup>
      </LazyMotion>
    </Panel>
  );
}
