/** `/rewards` (docs/product.md#navigation): the rewards panel (balance, catalogue, claimed rewards, badges), the phone tab bar's Rewards. */
import { RewardsPanel } from '@/features/rewards/components/rewards-panel';

import { PanelPage } from './panel-page';

export default function RewardsRoute() {
  return <PanelPage headingId="rewards">{(user) => <RewardsPanel user={user} />}</PanelPage>;
}
