/**
 * This week's league (docs/product.md#weekly-starter-leagues): the caller's league ranked by the
 * points earned since Monday 00:00 UTC, live from the league's broadcast, with last week's promoted
 * members badged. Shown as a race (league-rules.ts): the top 3, the promotion line and the learner ± 2,
 * everyone behind "Show all"; above it, how the learner climbs (before any point this week: what to
 * earn and how, not a rank tied with everyone at 0). The parent provides LazyMotion.
 */
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { LayoutGroup, m } from 'framer-motion';
import { useState } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { isolateInRtl, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import type { League, User } from '@contract';

import { useLiveLeague } from '../api/use-live-league';
import { LiveStateNotice } from './live-state-notice';
import {
  isRanked,
  leagueStanding,
  leagueWeekText,
  nameTags,
  promotionLineText,
  raceItems,
  rowStanding,
  type NextEarn,
  type PromotionLineItem,
} from '../league-rules';
import { RankRow } from './rank-row';

/** The dashed line under the last member the week's close would promote, saying who moves up (`promotionLineText`). */
function PromotionLine({ promotedPerWeek, line }: { promotedPerWeek: number; line: PromotionLineItem }) {
  const t = useT();
  return (
    <Box as="li" borderTopWidth="2px" borderStyle="dashed" borderColor="gold.500" mt="1" pt="1" textAlign="center" data-testid="promotion-line">
      <Text as="span" fontSize="sm" fontWeight="semibold" color="gold.900">
        {promotionLineText(t, promotedPerWeek, line)}
      </Text>
    </Box>
  );
}

function Gap({ hidden }: { hidden: number }) {
  const t = useT();
  return (
    <Box as="li" textAlign="center" color="fg.muted" fontSize="sm" py="1" data-testid="league-gap">
      {t('league.gap', { count: hidden })}
    </Box>
  );
}

interface LeagueBoardProps {
  user: User;
  league: League | undefined;
  /** When the standings shown were read or last broadcast (ms). */
  updatedAt: number;
  error: Error | null;
  onRetry: () => void;
  /** The learner's next way to earn points, for the day-one line. */
  nextEarn?: NextEarn | null;
}

export function LeagueBoard({ user, league, updatedAt, error, onRetry, nextEarn = null }: LeagueBoardProps) {
  const live = useLiveLeague(league, user.id);
  const [showAll, setShowAll] = useState(false);
  const t = useT();
  if (error) return <ErrorState message={t('league.week.error', { reason: errorText(t, error) })} onRetry={onRetry} />;
  if (!league) return <LoadingState label={t('league.week.loading')} />;
  const promoted = new Set(league.promotedLastWeek);
  const tags = nameTags(league.members);
  const items = raceItems(league.members, user.id, league.promotedPerWeek, showAll);
  const folded = items.some((item) => item.kind === 'gap');
  // The cached league is the live one (the broadcast writes into it): a point earned moves the line at once.
  const standing = leagueStanding(t, league, user.id, nextEarn);
  return (
    <Stack gap="3">
      {standing ? (
        <Box p="3" borderRadius="lg" bg="gold.50" color="gold.900" data-testid="league-climb">
          <Text fontWeight="bold">{standing.ranked ? t('league.standing.you', { place: standing.place }) : standing.place}</Text>
          <Text fontSize="sm">{standing.climb}</Text>
        </Box>
      ) : null}
      <Text fontSize="sm" color="fg.muted" data-testid="league-week">
        {leagueWeekText(t, league, new Date())}
      </Text>
      <LiveStateNotice state={live} ranksAt={updatedAt} />
      <LayoutGroup>
        <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label={t('league.tab.week')}>
          {items.map((item, index) => {
            if (item.kind === 'promotion-line') return <PromotionLine key="promotion-line" promotedPerWeek={league.promotedPerWeek} line={item} />;
            if (item.kind === 'gap') return <Gap key={`gap-${index}`} hidden={item.hidden} />;
            const { member } = item;
            return (
              <m.li key={member.id} layout transition={{ type: 'spring', stiffness: 400, damping: 32 }}>
                <RankRow
                  rank={member.rank}
                  ranked={isRanked(member)}
                  name={member.name}
                  isYou={member.id === user.id}
                  subtitle={[rowStanding(t, member, league.members, league.promotedPerWeek), tags.has(member.id) ? isolateInRtl(tags.get(member.id) ?? '') : '']
                    .filter(Boolean)
                    .join(' · ')}
                  points={member.weeklyPts}
                  testId="league-row"
                  badge={
                    promoted.has(member.id) ? (
                      <Badge colorPalette="gold" variant="solid" borderRadius="full" flexShrink={0} data-testid="promoted-badge">
                        {t('league.row.promoted')}
                      </Badge>
                    ) : null
                  }
                />
              </m.li>
            );
          })}
        </Stack>
      </LayoutGroup>
      {folded || showAll ? (
        <Button variant="outline" colorPalette="brand" size="sm" alignSelf="center" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
          {showAll ? t('league.showLess') : t('league.showAll', { count: league.members.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
