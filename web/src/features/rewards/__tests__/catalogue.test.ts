import { describe, expect, it } from 'vitest';

import { catalogueReward } from '@/testing/mock-api';

import { nextReward, tokensToGo } from '../catalogue';

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
    expect(tokensToGo(13, 25)).toBe('12 more tokens');
    expect(tokensToGo(24, 25)).toBe('1 more token');
  });
});
