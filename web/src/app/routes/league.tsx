/**
 * `/league` (docs/product.md#navigation), the phone tab bar's League: the leaderboard panel (this
 * week's league and all time) and the daily challenges, where Today's challenge check-in leads.
 */
import { ChallengesPanel } from '@/features/challenges/components/challenges-panel';
import { Leaderboard } from '@/features/leaderboard/components/leaderboard';

import { PanelPage } from './panel-page';

export default function LeagueRoute() {
  return (
    <PanelPage headingId="leaderboard">
      {(user) => (
        <>
          <Leaderboard user={user} />
          <ChallengesPanel user={user} />
        </>
      )}
    </PanelPage>
  );
}
