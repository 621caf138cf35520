/** How a claimed reward's state reads to the learner (docs/product.md#rewards). */
import type { Redemption } from '@contract';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatDay = (iso: string) => day.format(new Date(iso));

export function statusBadge(redemption: Redemption): { label: string; palette: 'brand' | 'gold' | 'gray' } {
  switch (redemption.status) {
    case 'pending':
      return { label: 'Pending', palette: 'gold' };
    case 'refunded':
      return { label: 'Refunded', palette: 'gray' };
    default:
      return { label: 'Delivered', palette: 'brand' };
  }
}

/** The sentence under a claimed reward's title. */
export function statusLine(redemption: Redemption): string {
  const settled = redemption.settledAt ? formatDay(redemption.settledAt) : undefined;
  switch (redemption.status) {
    case 'pending':
      return `Redeemed ${formatDay(redemption.createdAt)}. We're preparing it and will e-mail you when it's delivered.`;
    case 'fulfilled':
      return `Delivered ${settled ?? ''}.`.replace(' .', '.');
    case 'refunded':
      return `Refunded ${settled ?? ''}: ${redemption.cost} tokens returned. ${redemption.refundReason ?? ''}`.trim();
    default:
      return redemption.items.length === 0
        ? `Redeemed ${formatDay(redemption.createdAt)}. Its content is being written; check back soon.`
        : `Redeemed ${formatDay(redemption.createdAt)}.`;
  }
}
