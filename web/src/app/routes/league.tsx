/**
 * `/league` (docs/product.md#navigation), the phone tab bar's League: the leaderboard panel (this
 * week's league and all time, with the learner's next way to earn points: its day-one line), this
 * week's top coaches (hidden when there are none) and the daily challenges, where Today's challenge
 * check-in leads.
 */
import { useNextEarn } from '@/app/dashboard/next-earn';
import { ChallengesPanel } from '@/features/challenges/components/challenges-panel';
import { Leaderboard } from '@/features/leaderboard/components/leaderboard';
import { TopCoaches } from '@/features/coaching';
import { useT } from '@/i18n';
import type { User } from '@contract';

import { PanelPage } from './panel-page';

/** The league with the learner's next way to earn points (its day-one line), the top coaches, then the daily challenges. */
function League({ user }: { user: User }) {
  return (
    <>
      <Leaderboard user={user} nextEarn={useNextEarn(user)} />
      <TopCoaches userId={user.id} />
      <ChallengesPanel user={user} />
    </>
  );
}

export default function LeagueRoute() {
  const t = useT();
  return (
    <PanelPage title={t('nav.league')} headingId="leaderboard">
      {(user) => <League user={user} />}
    </PanelPage>
  );
}
