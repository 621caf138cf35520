/**
 * The leaderboard panel, on the League page (docs/product.md#leaderboard): two tabs, "This week's league"
 * (opened first for learners in their first weeks, as GET /api/league says) and "All time" (the
 * global board). Only the shown tab is mounted, so only its live subscription runs.
 * The rows are framer-motion's light `m` components inside LazyMotion: the animation features (~25 KB
 * gzip) load after the panel shows instead of with the page (a slow phone's start-up; docs/decisions.md#web).
 */
import { Button, Flex } from '@chakra-ui/react';
import { LazyMotion } from 'framer-motion';
import { useRef, useState, type KeyboardEvent } from 'react';

import { TrophyIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { LoadingState } from '@/components/ui/query-state';
import { useOnline } from '@/hooks/use-online';
import { useT, type MessageId } from '@/i18n';
import type { User } from '@contract';

import { useCurrentLeague } from '../api/get-league';
import type { NextEarn } from '../league-rules';
import { AllTimeBoard } from './all-time-board';
import { LeagueBoard } from './league-board';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

type Tab = 'league' | 'all';
const TABS: Array<{ id: Tab; label: MessageId }> = [
  { id: 'league', label: 'league.tab.week' },
  { id: 'all', label: 'league.tab.all' },
];

/** `nextEarn`: the learner's next way to earn points (Today's station), for the league's day-one line. */
export function Leaderboard({ user, nextEarn = null }: { user: User; nextEarn?: NextEarn | null }) {
  const t = useT();
  const { league, current } = useCurrentLeague(useOnline());
  const [chosen, setChosen] = useState<Tab>();
  const tab: Tab | undefined = chosen ?? (league.data ? (league.data.starter ? 'league' : 'all') : league.error ? 'all' : undefined);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS.findIndex((item) => item.id === tab) === 0 ? 1 : 0;
    setChosen(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };
  return (
    <Panel title={t('league.panel')} headingId="leaderboard" icon={TrophyIcon}>
      <Flex role="tablist" aria-label={t('league.panel')} gap="2" mb="4" wrap="wrap" onKeyDown={onKeyDown}>
        {TABS.map((item, index) => (
          <Button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            id={`leaderboard-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`leaderboard-tabpanel-${item.id}`}
            tabIndex={tab === item.id || (tab === undefined && index === 0) ? 0 : -1}
            size="sm"
            borderRadius="full"
            variant={tab === item.id ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => setChosen(item.id)}
          >
            {t(item.label)}
          </Button>
        ))}
      </Flex>
      {tab === undefined ? <LoadingState label={t('league.loading')} /> : null}
      <LazyMotion features={loadMotionFeatures} strict>
        {tab ? (
          <div role="tabpanel" id={`leaderboard-tabpanel-${tab}`} aria-labelledby={`leaderboard-tab-${tab}`}>
            {tab === 'league' ? (
              <LeagueBoard
                user={user}
                league={current}
                updatedAt={league.dataUpdatedAt}
                error={league.error}
                onRetry={() => void league.refetch()}
                nextEarn={nextEarn}
              />
            ) : (
              <AllTimeBoard user={user} />
            )}
          </div>
        ) : null}
      </LazyMotion>
    </Panel>
  );
}
