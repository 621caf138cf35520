/**
 * Achievements are defined on the client (docs/product.md#achievements) from the current user: referrals (invite count),
 * courses completed (progress 100 or more) and the product's "earnings" category, whose score is
 * invited x 5 plus invited x 3 x 1 with SPEC's thresholds 25, 100 and 500. That score counts
 * people invited, not money anyone earned, so those three are named and shown as people invited
 * (docs/product.md#achievements): nothing presents a projected income as an accomplishment.
 * Each unlocks when its current value reaches its requirement.
 */
import type { User } from '@contract';

export type AchievementCategory = 'referrals' | 'courses' | 'earnings';
export type Rarity = 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';

/** Dark enough for white badge text (contrast 4.5:1 or more, WCAG AA). */
export const rarityColors: Record<Rarity, string> = {
  bronze: '#95591f',
  silver: '#5d6875',
  gold: '#8f5f07',
  platinum: '#3d6b80',
  diamond: '#1a6f86',
};

export interface Achievement {
  id: string;
  title: string;
  description: string;
  requirement: number;
  current: number;
  category: AchievementCategory;
  rarity: Rarity;
  unlocked: boolean;
}

type Definition = Omit<Achievement, 'current' | 'unlocked'>;

const definitions: Definition[] = [
  { id: 'referrals-1', title: 'First Passenger', description: 'Invite your first friend aboard', requirement: 1, category: 'referrals', rarity: 'bronze' },
  { id: 'referrals-5', title: 'Full Carriage', description: 'Invite 5 friends', requirement: 5, category: 'referrals', rarity: 'silver' },
  { id: 'referrals-10', title: 'Conductor', description: 'Invite 10 friends', requirement: 10, category: 'referrals', rarity: 'gold' },
  { id: 'referrals-20', title: 'Station Master', description: 'Invite 20 friends', requirement: 20, category: 'referrals', rarity: 'platinum' },
  { id: 'courses-1', title: 'First Lesson Learned', description: 'Complete your first course', requirement: 1, category: 'courses', rarity: 'bronze' },
  { id: 'courses-3', title: 'Knowledge Seeker', description: 'Complete 3 courses', requirement: 3, category: 'courses', rarity: 'silver' },
  { id: 'courses-5', title: 'Scholar of the Rails', description: 'Complete 5 courses', requirement: 5, category: 'courses', rarity: 'gold' },
  { id: 'earnings-25', title: 'Growing Circle', description: 'Invite 4 people', requirement: 25, category: 'earnings', rarity: 'bronze' },
  { id: 'earnings-100', title: 'Wide Circle', description: 'Invite 13 people', requirement: 100, category: 'earnings', rarity: 'silver' },
  { id: 'earnings-500', title: 'Community Builder', description: 'Invite 63 people', requirement: 500, category: 'earnings', rarity: 'gold' },
];

export const categoryLabels: Record<AchievementCategory, string> = {
  referrals: 'Referrals',
  courses: 'Courses',
  earnings: 'Network',
};

/** The "earnings" category's score: invited count x 5 plus invited count x 3 x 1 (8 per person invited). */
export const estimatedEarnings = (invited: number) => invited * 5 + invited * 3 * 1;

/** People invited that a score of the "earnings" category stands for (the fewest that reach it). */
export const peopleForScore = (score: number) => Math.ceil(score / estimatedEarnings(1));

/** People invited that a score is made of (the score is 8 per person). */
export const peopleInScore = (score: number) => Math.floor(score / estimatedEarnings(1));

export const completedCourses = (courseProgress: User['courseProgress']) => Object.values(courseProgress).filter((percent) => percent >= 100).length;

export function currentValues(user: Pick<User, 'invites' | 'courseProgress'>): Record<AchievementCategory, number> {
  return {
    referrals: user.invites,
    courses: completedCourses(user.courseProgress),
    earnings: estimatedEarnings(user.invites),
  };
}

export function buildAchievements(user: Pick<User, 'invites' | 'courseProgress'>): Achievement[] {
  const values = currentValues(user);
  return definitions.map((definition) => {
    const current = values[definition.category];
    return { ...definition, current, unlocked: current >= definition.requirement };
  });
}

/** The spotlight moves to the next achievement every 3 s. */
export const SPOTLIGHT_INTERVAL_MS = 3000;
