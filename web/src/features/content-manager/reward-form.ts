/**
 * The reward form's values and checks (docs/product.md#rewards): an id (new rewards only), a title,
 * an optional description, a cost in whole tokens and how it is fulfilled. The server checks the same.
 */
import { shownT } from '@/i18n';
import { REWARD_COST, REWARD_ID, type CatalogueReward, type RewardFulfilment, type RewardInput } from '@contract';

import type { Checked } from './course-form';

export interface RewardFormValues {
  id: string;
  title: string;
  description: string;
  /** As typed. */
  cost: string;
  fulfilment: RewardFulfilment;
}

export const emptyRewardForm: RewardFormValues = { id: '', title: '', description: '', cost: '25', fulfilment: 'pack' };

export function rewardFormValues(reward: CatalogueReward | null): RewardFormValues {
  if (!reward) return emptyRewardForm;
  return { id: reward.id, title: reward.title, description: reward.description, cost: String(reward.cost), fulfilment: reward.fulfilment };
}

export function checkRewardForm(values: RewardFormValues): Checked<{ id: string; input: RewardInput }> {
  const id = values.id.trim();
  if (!REWARD_ID.test(id)) return { ok: false, problem: { title: shownT('cm.check.idTitle'), description: shownT('cm.check.id') } };
  const title = values.title.trim();
  if (!title) return { ok: false, problem: { title: shownT('cm.check.missing'), description: shownT('cm.check.title') } };
  const cost = Number(values.cost.trim());
  if (!/^\d+$/.test(values.cost.trim()) || cost < REWARD_COST.min || cost > REWARD_COST.max) {
    return {
      ok: false,
      problem: { title: shownT('cm.check.costTitle'), description: shownT('cm.check.cost', { min: REWARD_COST.min, max: REWARD_COST.max }) },
    };
  }
  return { ok: true, payload: { id, input: { title, description: values.description.trim(), cost, fulfilment: values.fulfilment } } };
}
