/**
 * The dashboard (SPEC §2) composes the learner features: welcome and stats, the Quest Map, the
 * invite panel, rewards, the live leaderboard, the guide, achievements and the calculator. The
 * calculator's call to invite (SPEC's "/invite") brings the invite panel into view. The panels below
 * the Quest Map load as their own chunks when they come near the viewport
 * (features/dashboard/components/lazy-panels.tsx, reveal-near-viewport.ts).
 */
import { Grid, GridItem, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Navigate } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import {
  AchievementsPanel,
  EarningsCalculator,
  GettingStartedGuide,
  InvitePanel,
  Leaderboard,
  RewardsPanel,
} from '@/features/dashboard/components/lazy-panels';
import { revealElement } from '@/features/dashboard/components/reveal-near-viewport';
import { QuestMap } from '@/features/missions/components/quest-map';
import { useCurrentUser } from '@/hooks/use-current-user';

const INVITE_HEADING_ID = 'invite-panel';

export default function DashboardRoute() {
  const user = useCurrentUser();
  const showInvitePanel = useCallback(() => {
    void revealElement(INVITE_HEADING_ID).then((heading) => {
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  }, []);
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <Stack gap="6">
        <DashboardWelcome user={user} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <GridItem>
            <Stack gap="6">
              <QuestMap user={user} />
              <GettingStartedGuide />
              <AchievementsPanel user={user} />
            </Stack>
          </GridItem>
          <GridItem>
            <Stack gap="6">
              <InvitePanel user={user} />
              <RewardsPanel user={user} />
              <Leaderboard user={user} />
            </Stack>
          </GridItem>
          <GridItem colSpan={{ base: 1, lg: 2 }}>
            <EarningsCalculator onInvite={showInvitePanel} />
          </GridItem>
        </Grid>
      </Stack>
    </PageLayout>
  );
}
