/**
 * The all-time board (docs/product.md#leaderboard): top 10 with rank titles, the caller marked "(You)", their own
 * row after an ellipsis when outside the top, kept live by the database's broadcast (docs/leaderboard-live.md) with
 * rank changes animated (the parent provides LazyMotion).
 */
import { Stack, Text } from '@chakra-ui/react';
import { LayoutGroup, m } from 'framer-motion';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { LEADERBOARD_SIZE, type User } from '@contract';

import { useLeaderboard } from '../api/get-leaderboard';
import { useMyRank } from '../api/get-my-rank';
import { useLiveLeaderboard } from '../api/use-live-leaderboard';
import { LiveStateNotice } from './live-state-notice';
import { leaderboardRows } from '../leaderboard-rows';
import { RankRow } from './rank-row';

export function AllTimeBoard({ user }: { user: User }) {
  const t = useT();
  const live = useLiveLeaderboard(user.leaderboardPts);
  const top = useLeaderboard();
  const inTop = top.data?.some((entry) => entry.id === user.id) ?? true;
  const me = useMyRank(!inTop);
  const rows = top.data ? leaderboardRows(top.data, me.data, user.id, LEADERBOARD_SIZE) : [];
  return (
    <>
      {top.isPending ? <LoadingState label={t('league.loading')} /> : null}
      {top.error ? <ErrorState message={t('league.allTime.error', { reason: errorText(t, top.error) })} onRetry={() => void top.refetch()} /> : null}
      {top.data ? <LiveStateNotice state={live} ranksAt={top.dataUpdatedAt} /> : null}
      {top.data && rows.length === 0 ? <EmptyState message={t('league.allTime.empty')} /> : null}
      <LayoutGroup>
        <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label={t('league.allTime.list')}>
          {rows.map((row) =>
            row.kind === 'ellipsis' ? (
              <Text as="li" key="ellipsis" textAlign="center" color="fg.muted" aria-label={t('league.allTime.more')}>
                …
              </Text>
            ) : (
              <m.li key={`${row.entry.id}-${row.isYou}`} layout transition={{ type: 'spring', stiffness: 400, damping: 32 }}>
                <RankRow
                  rank={row.entry.rank}
                  name={row.entry.name}
                  isYou={row.isYou}
                  subtitle={t(row.title)}
                  points={row.entry.leaderboardPts}
                  testId="leaderboard-row"
                />
              </m.li>
            ),
          )}
        </Stack>
      </LayoutGroup>
    </>
  );
}
