import { describe, expect, it } from 'vitest';

import { buildAchievements, completedCourses, estimatedEarnings } from '../achievements';

const unlockedIds = (invites: number, courseProgress: Record<string, number> = {}) =>
  buildAchievements({ invites, courseProgress })
    .filter((achievement) => achievement.unlocked)
    .map((achievement) => achievement.id);

describe('achievements', () => {
  it('estimates earnings as invited x 5 plus invited x 3 x 1', () => {
    expect(estimatedEarnings(0)).toBe(0);
    expect(estimatedEarnings(4)).toBe(32);
    expect(estimatedEarnings(13)).toBe(104);
  });

  it('counts courses with progress 100 or more as completed', () => {
    expect(completedCourses({ a: 100, b: 99, c: 120 })).toBe(2);
  });

  it('unlocks nothing for a new learner', () => {
    expect(unlockedIds(0)).toEqual([]);
  });

  it('unlocks each referral threshold (1, 5, 10, 20) when reached', () => {
    expect(unlockedIds(1)).toEqual(['referrals-1']);
    expect(unlockedIds(4)).toEqual(['referrals-1', 'earnings-25']);
    expect(unlockedIds(5)).toEqual(['referrals-1', 'referrals-5', 'earnings-25']);
    expect(unlockedIds(20)).toEqual(['referrals-1', 'referrals-5', 'referrals-10', 'referrals-20', 'earnings-25', 'earnings-100']);
  });

  it('unlocks the $500 earnings achievement at 63 invites ($504), not at 62 ($496)', () => {
    expect(unlockedIds(62)).not.toContain('earnings-500');
    expect(unlockedIds(63)).toContain('earnings-500');
  });

  it('unlocks course achievements at 1, 3 and 5 completed courses', () => {
    expect(unlockedIds(0, { a: 100 })).toEqual(['courses-1']);
    expect(unlockedIds(0, { a: 100, b: 100, c: 100 })).toEqual(['courses-1', 'courses-3']);
    expect(unlockedIds(0, { a: 100, b: 100, c: 100, d: 100, e: 100 })).toEqual(['courses-1', 'courses-3', 'courses-5']);
  });

  it('reports the current value and requirement of each card', () => {
    const card = buildAchievements({ invites: 3, courseProgress: {} }).find((a) => a.id === 'referrals-5');
    expect(card).toMatchObject({ current: 3, requirement: 5, category: 'referrals', rarity: 'silver', unlocked: false });
  });
});
