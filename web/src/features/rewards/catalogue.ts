/**
 * Rules of the rewards catalogue (docs/product.md#rewards). Every reward, its description, cost and
 * whether it can be bought come from `GET /api/settings`; nothing here names a reward.
 */
import type { CatalogueReward } from '@contract';

export type { CatalogueReward };

export const canAfford = (tokens: number, cost: number) => tokens >= cost;

/** What a reward still needs: "12 more tokens". */
export const tokensToGo = (tokens: number, cost: number) => {
  const missing = cost - tokens;
  return `${missing} more ${missing === 1 ? 'token' : 'tokens'}`;
};

/**
 * The reward to save for: the cheapest one that can be bought but is not yet affordable (the
 * first in catalogue order among equals), or null when every available reward is affordable.
 */
export function nextReward(tokens: number, catalogue: readonly CatalogueReward[]): CatalogueReward | null {
  let next: CatalogueReward | null = null;
  for (const reward of catalogue) {
    if (!reward.available || canAfford(tokens, reward.cost)) continue;
    if (!next || reward.cost < next.cost) next = reward;
  }
  return next;
}

/** What redeeming a reward gives, said before the learner confirms. */
export function whatYouGet(reward: Pick<CatalogueReward, 'fulfilment' | 'items'>): string {
  if (reward.fulfilment === 'manual') return 'A person prepares it for you: it shows as Pending under Claimed rewards, and we e-mail you when it is delivered.';
  const items = reward.items ?? 0;
  return `${items} ${items === 1 ? 'item' : 'items'} to copy, on screen at once under Claimed rewards and sent to you by e-mail.`;
}
