import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOneWindow } from '../support/rate-limit-buckets';

const WINDOW = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('inOneWindow (tests/support/rate-limit-buckets.ts)', () => {
  it('runs a probe cut in two by a window boundary once more, in the new window', async () => {
    vi.useFakeTimers({ now: 10 * WINDOW - 1_000 });
    const windows: number[] = [];
    await inOneWindow(WINDOW, async () => {
      windows.push(Math.floor(Date.now() / WINDOW));
      if (windows.length === 1) {
        vi.setSystemTime(10 * WINDOW + 500);
        throw new Error('the budget started again midway');
      }
    });
    expect(windows).toEqual([9, 10]);
  });

  it('throws a failure inside one window at once, and a second failure after a boundary', async () => {
    vi.useFakeTimers({ now: 5 * WINDOW + 1_000 });
    let runs = 0;
    await expect(
      inOneWindow(WINDOW, async () => {
        runs += 1;
        throw new Error('refused nothing');
      }),
    ).rejects.toThrow('refused nothing');
    expect(runs).toBe(1);

    runs = 0;
    await expect(
      inOneWindow(WINDOW, async () => {
        runs += 1;
        vi.setSystemTime(Date.now() + WINDOW);
        throw new Error(`failure ${runs}`);
      }),
    ).rejects.toThrow('failure 2');
    expect(runs).toBe(2);
  });
});
