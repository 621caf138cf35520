import { describe, expect, it } from 'vitest';

import { testSettings } from '@/testing/mock-api';
import type { IncomeDisclosure } from '@contract';

import { formatShare, shareReaching, shareSentence } from '../income';

const disclosure: IncomeDisclosure = {
  ...testSettings.incomeDisclosure!,
  brackets: [
    { atLeast: 1000, share: 9 },
    { atLeast: 10000, share: 1.5 },
    { atLeast: 100000, share: 0.1 },
  ],
};

describe('the share of participants who reach a projected figure', () => {
  it('is the share of the highest threshold at or below it, or those who earned anything below the first', () => {
    expect(shareReaching(disclosure, 500)).toBe(48);
    expect(shareReaching(disclosure, 1000)).toBe(9);
    expect(shareReaching(disclosure, 99_999)).toBe(1.5);
    expect(shareReaching(disclosure, 258_280_452)).toBe(0.1);
    expect(shareReaching(disclosure, 0)).toBe(100);
  });

  it('is said in words, and says so when no disclosure is published', () => {
    expect(shareSentence(disclosure, 258_280_452)).toBe('At most 0.1% of participants earn this much.');
    expect(shareSentence(null, 1000)).toMatch(/No income disclosure is published yet/);
    expect(formatShare(0.05)).toBe('<0.1%');
    expect(formatShare(1.5)).toBe('1.5%');
  });
});
