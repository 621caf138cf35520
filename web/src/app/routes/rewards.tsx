/**
 * `/rewards` (docs/product.md#navigation), the phone tab bar's Rewards: the rewards panel (balance,
 * catalogue, claimed rewards, station badges) and the achievements (`/rewards#achievements`).
 */
import { AchievementsPanel } from '@/features/achievements/components/achievements-panel';
import { RewardsPanel } from '@/features/rewards/components/rewards-panel';
import { useT } from '@/i18n';

import { PanelPage } from './panel-page';

export default function RewardsRoute() {
  const t = useT();
  return (
    <PanelPage title={t('nav.rewards')} headingId="rewards">
      {(user) => (
        <>
          <RewardsPanel user={user} />
          <AchievementsPanel user={user} />
        </>
      )}
    </PanelPage>
  );
}
