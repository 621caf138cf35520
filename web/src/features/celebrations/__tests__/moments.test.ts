import { describe, expect, it } from 'vitest';

import { newStations, promotionDue, streakKept, unseenUnlocks } from '../moments';

describe('moment detection', () => {
  it('an achievement celebrates once, and nothing on a browser without a record', () => {
    expect(unseenUnlocks(['courses-1'], undefined)).toEqual([]);
    expect(unseenUnlocks(['courses-1', 'referrals-1'], ['courses-1'])).toEqual(['referrals-1']);
    expect(unseenUnlocks(['courses-1'], ['courses-1'])).toEqual([]);
  });

  it('a streak day kept: 2 days or more, longer than last seen, never on a first record or a broken streak', () => {
    expect(streakKept(2, 1)).toBe(true);
    expect(streakKept(10, 9)).toBe(true);
    expect(streakKept(1, 0)).toBe(false);
    expect(streakKept(5, 5)).toBe(false);
    expect(streakKept(1, 9)).toBe(false);
    expect(streakKept(9, undefined)).toBe(false);
  });

  it('a promotion shows once per week it was earned', () => {
    const league = { weekStart: '2026-11-23T00:00:00Z', promotedLastWeek: ['me', 'other'] };
    expect(promotionDue(league, 'me', [])).toBe(true);
    expect(promotionDue(league, 'me', ['2026-11-23T00:00:00Z'])).toBe(false);
    expect(promotionDue(league, 'someone', [])).toBe(false);
    expect(promotionDue({ ...league, promotedLastWeek: [] }, 'me', [])).toBe(false);
  });

  it('finds the station badges a completion added', () => {
    expect(newStations([1], [1, 2])).toEqual([2]);
    expect(newStations([1, 2], [1, 2])).toEqual([]);
  });
});
