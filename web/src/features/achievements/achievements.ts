/**
 * Achievements are defined on the client (docs/product.md#achievements) from the current user: referrals (invite count),
 * courses completed (progress 100 or more) and the product's "earnings" category, whose score is
 * invited x 5 plus invited x 3 x 1 with SPEC's thresholds 25, 100 and 500. That score counts
 * people invited, not money anyone earned, so those three are named and shown as people invited
 * (docs/product.md#achievements): nothing presents a projected income as an accomplishment.
 * Each unlocks when its current value reaches its requirement.
 */
import type { MessageId } from '@/i18n';
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
  /** Message ids (the catalogues' `achievements.<id>.title` and `.description`). */
  title: MessageId;
  description: MessageId;
  requirement: number;
  current: number;
  category: AchievementCategory;
  rarity: Rarity;
  unlocked: boolean;
}

type Definition = Omit<Achievement, 'current' | 'unlocked'>;

const definitions: Definition[] = [
  {
    id: 'referrals-1',
    title: 'achievements.referrals-1.title',
    description: 'achievements.referrals-1.description',
    requirement: 1,
    category: 'referrals',
    rarity: 'bronze',
  },
  {
    id: 'referrals-5',
    title: 'achievements.referrals-5.title',
    description: 'achievements.referrals-5.description',
    requirement: 5,
    category: 'referrals',
    rarity: 'silver',
  },
  {
    id: 'referrals-10',
    title: 'achievements.referrals-10.title',
    description: 'achievements.referrals-10.description',
    requirement: 10,
    category: 'referrals',
    rarity: 'gold',
  },
  {
    id: 'referrals-20',
    title: 'achievements.referrals-20.title',
    description: 'achievements.referrals-20.description',
    requirement: 20,
    category: 'referrals',
    rarity: 'platinum',
  },
  {
    id: 'courses-1',
    title: 'achievements.courses-1.title',
    description: 'achievements.courses-1.description',
    requirement: 1,
    category: 'courses',
    rarity: 'bronze',
  },
  {
    id: 'courses-3',
    title: 'achievements.courses-3.title',
    description: 'achievements.courses-3.description',
    requirement: 3,
    category: 'courses',
    rarity: 'silver',
  },
  {
    id: 'courses-5',
    title: 'achievements.courses-5.title',
    description: 'achievements.courses-5.description',
    requirement: 5,
    category: 'courses',
    rarity: 'gold',
  },
  {
    id: 'earnings-25',
    title: 'achievements.earnings-25.title',
    description: 'achievements.earnings-25.description',
    requirement: 25,
    category: 'earnings',
    rarity: 'bronze',
  },
  {
    id: 'earnings-100',
    title: 'achievements.earnings-100.title',
    description: 'achievements.earnings-100.description',
    requirement: 100,
    category: 'earnings',
    rarity: 'silver',
  },
  {
    id: 'earnings-500',
    title: 'achievements.earnings-500.title',
    description: 'achievements.earnings-500.description',
    requirement: 500,
    category: 'earnings',
    rarity: 'gold',
  },
];

export const categoryLabels = {
  referrals: 'achievements.category.referrals',
  courses: 'achievements.category.courses',
  earnings: 'achievements.category.earnings',
} as const satisfies Record<AchievementCategory, MessageId>;

export const rarityLabels = {
  bronze: 'achievements.rarity.bronze',
  silver: 'achievements.rarity.silver',
  gold: 'achievements.rarity.gold',
  platinum: 'achievements.rarity.platinum',
  diamond: 'achievements.rarity.diamond',
} as const satisfies Record<Rarity, MessageId>;

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
