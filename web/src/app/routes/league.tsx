/** `/league` (docs/product.md#navigation): the leaderboard panel, this week's league and all time, the phone tab bar's League. */
import { useNextEarn } from '@/app/dashboard/next-earn';
import { Leaderboard } from '@/features/leaderboard/components/leaderboard';
import type { User } from '@contract';

import { PanelPage } from './panel-page';

/** The league with the learner's next way to earn points (its day-one line). */
function League({ user }: { user: User }) {
  return <Leaderboard user={user} nextEarn={useNextEarn(user)} />;
}

export default function LeagueRoute() {
  return <PanelPage headingId="leaderboard">{(user) => <League user={user} />}</PanelPage>;
}
