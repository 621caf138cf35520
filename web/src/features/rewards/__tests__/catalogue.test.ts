import { describe, expect, it } from 'vitest';

import { i18n, type Translate } from '@/i18n';
import { catalogueReward } from '@/testing/mock-api';

import { nextReward, rewardReason, tokensToGo } from '../catalogue';

const t: Translate = (id, values) => i18n._(id, values);

describe('the reward to save for', () => {
  const catalogue = [
    catalogueReward({ id: 'a', title: 'A', cost: 5 }),
    catalogueReward({ id: 'empty', title: 'Empty', cost: 10, items: 0 }),
    catalogueReward({ id: 'b', title: 'B', cost: 60, fulfilment: 'manual', items: null }),
    catalogueReward({ id: 'c', title: 'C', cost: 25 }),
  ];

  it('is the cheapest available reward not yet affordable', () => {
    expect(nextReward(0, catalogue)?.id).toBe('a');
    expect(nextReward(5, catalogue)?.id).toBe('c');
    expect(nextReward(25, catalogue)?.id).toBe('b');
    expect(nextReward(60, catalogue)).toBeNull();
  });

  it('names the tokens still missing', () => {
    expect(tokensToGo(t, 13, 25)).toBe('12 more tokens');
    expect(tokensToGo(t, 24, 25)).toBe('1 more token');
  });

  it("says the server's reason for an empty pack in the screen's words, another as it came", () => {
    expect(rewardReason(t, 'Its content is still being written, so it cannot be redeemed yet.')).toBe(
      'Its content is still being written, so it cannot be redeemed yet.',
    );
    expect(rewardReason(t, 'Something new')).toBe('Something new');
  });
});
