/**
 * The dashboard (docs/product.md#dashboard): the Today hero first, then the SPEC's panels in four
 * sections, each one tap from the first screen through the section bar (app/dashboard/dashboard-sections.tsx):
 * Learn (Quest Map, quick quizzes, the guide), Compete (daily challenges, the leaderboard),
 * Rewards (the rewards panel, achievements) and Grow (the invite panel, the earnings calculator).
 * The calculator's call to invite goes to the `/invite` route (routes/invite.tsx), which opens the
 * invite panel. The panels after the Quest Map load as their own chunks once the page is idle after
 * loading, or earlier when they come near the viewport (app/dashboard/panels.ts, deferred-panel.tsx,
 * reveal-near-viewport.ts).
 */
import { GridItem, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';

import { DashboardWelcome } from '@/app/dashboard/dashboard-welcome';
import { Section, SectionBar, useScrollToSection, Wide } from '@/app/dashboard/dashboard-sections';
import { SECTION } from '@/app/dashboard/sections';
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
import { useNextEarn } from '@/app/dashboard/next-earn';
import { ReminderOfferCard } from '@/features/reminders';
import { useCurrentUser } from '@/hooks/use-current-user';
import type { User } from '@contract';

/** The leaderboard with the learner's next way to earn points: this week's league says how to climb. */
function ClimbingLeaderboard({ user }: { user: User }) {
  return <Leaderboard user={user} nextEarn={useNextEarn(user)} />;
}

export default function DashboardRoute() {
  const user = useCurrentUser();
  useScrollToSection();
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <Stack gap="6">
        <DashboardWelcome user={user} />
        <ReminderOfferCard user={user} />
        <SectionBar />
        <Section section={SECTION.learn}>
          <GridItem>
            <QuestMap user={user} />
          </GridItem>
          <GridItem>
            <QuickQuizzesPanel user={user} />
          </GridItem>
          <Wide>
            <GettingStartedGuide />
          </Wide>
        </Section>
        <Section section={SECTION.compete}>
          <GridItem>
            <ChallengesPanel user={user} />
          </GridItem>
          <GridItem>
            <ClimbingLeaderboard user={user} />
          </GridItem>
        </Section>
        <Section section={SECTION.rewards}>
          <GridItem>
            <RewardsPanel user={user} />
          </GridItem>
          <GridItem>
            <AchievementsPanel user={user} />
          </GridItem>
        </Section>
        <Section section={SECTION.grow}>
          <Wide>
            <InvitePanel user={user} />
          </Wide>
          <Wide>
            <EarningsCalculator />
          </Wide>
        </Section>
      </Stack>
    </PageLayout>
  );
}
