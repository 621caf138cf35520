/**
 * `/invite` (docs/product.md#invitations-and-referrals): the invite panel on its own page, with the learner's referrals,
 * where the earnings calculator's call to invite leads.
 */
import { InvitePanel } from '@/features/invites/components/invite-panel';
import { useT } from '@/i18n';

import { PanelPage } from './panel-page';

export default function InviteRoute() {
  const t = useT();
  return (
    <PanelPage title={t('invite.title')} headingId="invite-panel">
      {(user) => <InvitePanel user={user} />}
    </PanelPage>
  );
}
