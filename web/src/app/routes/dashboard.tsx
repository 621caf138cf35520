/**
 * The dashboard, Today (docs/product.md#dashboard): the Today hero (streak, today's one action,
 * league place, tokens, the SPEC's stat tiles), the coaching cards (a recruit's sponsor, a sponsor's team), the Quest Map, and "More for today", a link to
 * every other panel on its own page (League, Rewards, Team, Courses, `/earnings`:
 * app/dashboard/panel-homes.ts). At most three phone screens. An old `/dashboard#section` link is
 * sent on to where that section's panels live now.
 */
import { Stack } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';

import { useAfterFirstPaint } from '@/app/dashboard/after-first-paint';
import { DashboardWelcome } from '@/app/dashboard/dashboard-welcome';
import { MoreForToday } from '@/app/dashboard/more-for-today';
import { movedPanelHome } from '@/app/dashboard/panel-homes';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { CoachingToday } from '@/features/coaching';
import { QuestMap } from '@/features/missions/components/quest-map';
import { ReminderOfferCard } from '@/features/reminders';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useFragmentInView } from '@/hooks/use-fragment-in-view';

export default function DashboardRoute() {
  const user = useCurrentUser();
  const moved = movedPanelHome(useLocation().hash);
  useFragmentInView();
  // The Quest Map and "More for today" sit below the first screen: they render once it has painted.
  const belowFold = useAfterFirstPaint();
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  if (moved) return <Navigate to={moved} replace />;
  return (
    <PageLayout>
      <Stack gap="6">
        <DashboardWelcome user={user} />
        <ReminderOfferCard user={user} />
        <CoachingToday user={user} />
        {belowFold ? <QuestMap user={user} /> : null}
        {belowFold ? <MoreForToday /> : null}
      </Stack>
    </PageLayout>
  );
}
