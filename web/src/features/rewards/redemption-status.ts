/** How a claimed reward's state reads to the learner (docs/product.md#rewards), in the screen's language. */
import { formatDate, type MessageId, type Translate } from '@/i18n';
import type { Redemption } from '@contract';

/** "Nov 20, 2026" (en), "20 nov 2026" (es), "20 نوفمبر 2026" (ar). */
export const formatDay = (iso: string) => formatDate(iso, undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function statusBadge(redemption: Redemption): { label: MessageId; palette: 'brand' | 'gold' | 'gray' } {
  switch (redemption.status) {
    case 'pending':
      return { label: 'rewards.status.pending', palette: 'gold' };
    case 'refunded':
      return { label: 'rewards.status.refunded', palette: 'gray' };
    default:
      return { label: 'rewards.status.delivered', palette: 'brand' };
  }
}

/** The sentence under a claimed reward's title (a refund's reason is the administrator's, as written). */
export function statusLine(t: Translate, redemption: Redemption): string {
  const redeemed = formatDay(redemption.createdAt);
  const settled = redemption.settledAt ? formatDay(redemption.settledAt) : '';
  switch (redemption.status) {
    case 'pending':
      return t('rewards.line.pending', { redeemed });
    case 'fulfilled':
      return t('rewards.line.delivered', { settled });
    case 'refunded':
      return `${t('rewards.line.refunded', { settled, count: redemption.cost })} ${redemption.refundReason ?? ''}`.trim();
    default:
      return t(redemption.items.length === 0 ? 'rewards.line.writing' : 'rewards.line.redeemed', { redeemed });
  }
}
