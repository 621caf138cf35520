/** `/league` (docs/product.md#navigation): the leaderboard panel, this week's league and all time, the phone tab bar's League. */
import { Leaderboard } from '@/features/leaderboard/components/leaderboard';

import { PanelPage } from './panel-page';

export default function LeagueRoute() {
  return <PanelPage headingId="leaderboard">{(user) => <Leaderboard user={user} />}</PanelPage>;
}
