/**
 * This week's league (docs/product.md#weekly-starter-leagues): the caller's league ranked by the
 * points earned since Monday 00:00 UTC, live from the league's broadcast, with last week's promoted
 * members badged. The parent provides LazyMotion.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { LayoutGroup, m } from 'framer-motion';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { describeError } from '@/lib/api-client';
import type { League, User } from '@contract';

import { useLiveLeague } from '../api/use-live-league';
import { leagueWeekText } from '../league-rules';
import { RankRow } from './rank-row';

export function LeagueBoard({ user, league, error, onRetry }: { user: User; league: League | undefined; error: Error | null; onRetry: () => void }) {
  useLiveLeague(league, user.id);
  if (error) return <ErrorState message={`Could not load your league. ${describeError(error)}`} onRetry={onRetry} />;
  if (!league) return <LoadingState label="Loading your league..." />;
  const promoted = new Set(league.promotedLastWeek);
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" data-testid="league-week">
        {leagueWeekText(league, new Date())}
      </Text>
      <LayoutGroup>
        <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label="This week's league">
          {league.members.map((member) => (
            <m.li key={member.id} layout transition={{ type: 'spring', stiffness: 400, damping: 32 }}>
              <RankRow
                rank={member.rank}
                name={member.name}
                isYou={member.id === user.id}
                subtitle={member.rank <= league.promotedPerWeek && member.weeklyPts > 0 ? 'In the promotion zone' : 'This week'}
                points={member.weeklyPts}
                testId="league-row"
                badge={
                  promoted.has(member.id) ? (
                    <Badge colorPalette="gold" variant="solid" borderRadius="full" flexShrink={0} data-testid="promoted-badge">
                      Promoted
                    </Badge>
                  ) : null
                }
              />
            </m.li>
          ))}
        </Stack>
      </LayoutGroup>
    </Stack>
  );
}
