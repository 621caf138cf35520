/**
 * Rules of the rewards catalogue (docs/product.md#rewards). Every reward, its description, cost and
 * whether it can be bought come from `GET /api/settings`; nothing here names a reward.
 */
import { knownSentences, type Translate } from '@/i18n';
import type { CatalogueReward as SourceReward, LocaleCode } from '@contract';

/** A reward as the catalogue serves it: title and description in `lang` (docs/decisions.md, "Languages"). */
export type CatalogueReward = SourceReward & { lang?: LocaleCode };

export const canAfford = (tokens: number, cost: number) => tokens >= cost;

/**
 * The server's sentences about a reward it will not sell yet (app.empty_pack_reason(), the reason on
 * the catalogue and in a 'Coming soon' refusal), said in the screen's language; another sentence as it came.
 */
export const rewardReason = knownSentences([['Its content is still being written, so it cannot be redeemed yet.', 'rewards.unavailable.writing']]);

/** What a reward still needs: "12 more tokens". */
export const tokensToGo = (t: Translate, tokens: number, cost: number) => t('rewards.toGo', { count: cost - tokens });

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
export function whatYouGet(t: Translate, reward: Pick<CatalogueReward, 'fulfilment' | 'items'>): string {
  if (reward.fulfilment === 'manual') return t('rewards.get.manual');
  return t('rewards.get.pack', { count: reward.items ?? 0 });
}
