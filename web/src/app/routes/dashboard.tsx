/**
 * The dashboard (docs/product.md#dashboard) composes the learner features: welcome and stats, the Quest Map, the
 * daily challenges, the invite panel, rewards, the live leaderboard, the guide, quick quizzes, achievements and the
 * calculator. The calculator's call to invite goes to the `/invite` route (routes/invite.tsx), which opens the invite
 * panel. The panels below the Quest Map load as their own chunks once the page is idle after loading, or earlier when
 * they come near the viewport (app/dashboard/panels.ts, deferred-panel.tsx, reveal-near-viewport.ts).
 */
import { Grid, GridItem, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';

import { DashboardWelcome } from '@/app/dashboard/dashboard-welcome';
import {
  AchievementsPanel,
  ChallengesPanel,
  EarningsCalculator,
  GettingStartedGuide,
  InvitePanel,
  Leaderboard,
  QuickQuizzesPanel,
  RewardsPanel,
} from '@/app/dashboard/panels';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { QuestMap } from '@/features/missions/components/quest-map';
import { useCurrentUser } from '@/hooks/use-current-user';

export default function DashboardRoute() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <Stack gap="6">
        <DashboardWelcome user={user} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <GridItem>
            <Stack gap="6">
              <QuestMap user={user} />
              <ChallengesPanel user={user} />
              <GettingStartedGuide />
              <QuickQuizzesPanel user={user} />
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
            <EarningsCalculator />
          </GridItem>
        </Grid>
      </Stack>
    </PageLayout>
  );
}
