/**
 * `/invite` (docs/product.md#invitations-and-referrals): the invite panel on its own page, with the learner's referrals,
 * where the earnings calculator's call to invite leads.
 */
import { InvitePanel } from '@/features/invites/components/invite-panel';

import { PanelPage } from './panel-page';

export default function InviteRoute() {
  return <PanelPage headingId="invite-panel">{(user) => <InvitePanel user={user} />}</PanelPage>;
}
