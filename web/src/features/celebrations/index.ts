/**
 * Celebrations (docs/product.md#moments): the public surface other features and the app use.
 */
export { announceAchievements, celebrate, clearCelebrations, holdCelebrations } from './celebration-store';
export { CelebrationHost, loadCelebrationDialog } from './components/celebration-host';
export { RewardCounts } from './components/reward-counts';
export { newStations, promotionDue, sentAnswerMoment, streakKept, unseenUnlocks, type MomentBadge, type MomentInput, type NextStep } from './moments';
export { readSeen, writeSeen } from './moments-seen';
export { takeWelcome, welcomeOnToday, welcomeText, type Welcome } from './welcome';
