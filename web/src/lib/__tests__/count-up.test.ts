import { afterEach, describe, expect, it, vi } from 'vitest';

import { COUNT_UP_MS, countUpValue } from '../count-up';
import { prefersReducedMotion } from '../reduced-motion';

describe('countUpValue', () => {
  it('starts at the old value, ends exactly at the new one and never passes it', () => {
    expect(countUpValue(0, 15, 0)).toBe(0);
    expect(countUpValue(0, 15, COUNT_UP_MS)).toBe(15);
    expect(countUpValue(0, 15, COUNT_UP_MS * 3)).toBe(15);
    const steps = Array.from({ length: 31 }, (_, index) => countUpValue(0, 15, (COUNT_UP_MS * index) / 30));
    steps.forEach((value, index) => {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeLessThanOrEqual(15);
      if (index > 0) expect(value).toBeGreaterThanOrEqual(steps[index - 1]!);
    });
  });

  it('eases out: more than half of the way at half the time', () => {
    expect(countUpValue(100, 200, COUNT_UP_MS / 2)).toBeGreaterThan(150);
  });

  it('counts down when the balance falls (a redemption)', () => {
    expect(countUpValue(20, 15, COUNT_UP_MS / 2)).toBeLessThan(20);
    expect(countUpValue(20, 15, COUNT_UP_MS)).toBe(15);
  });

  it('a zero duration or a negative time shows the end or the start', () => {
    expect(countUpValue(0, 9, 10, 0)).toBe(9);
    expect(countUpValue(3, 9, -50)).toBe(3);
  });
});

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the media query', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});
