/**
 * The dashboard's panels below the Quest Map, each its own chunk, loaded by `deferredPanel`
 * (deferred-panel.tsx: code and data first, then a transition; reveal-near-viewport.ts: when). The
 * application layer composes the features here: each `import()` names the file that holds a
 * panel, so the bundler keeps that panel, and only it, in its own chunk (the landing page's and the
 * dashboard's initial JavaScript depend on it; docs/performance.md). Features never import one
 * another's files this way; `npm run lint` fails if one does (docs/architecture.md#web-code-layout-and-import-boundaries).
 * Each `minH` is roughly the panel's height, so the page does not jump when it arrives.
 */
import { deferredPanel } from './deferred-panel';

export const GettingStartedGuide = deferredPanel(async () => {
  const panel = await import('@/features/guide/components/getting-started-guide');
  return { Panel: panel.GettingStartedGuide, preload: panel.preloadGettingStartedGuide };
}, '28rem');
export const AchievementsPanel = deferredPanel(
  async () => ({ Panel: (await import('@/features/achievements/components/achievements-panel')).AchievementsPanel }),
  '24rem',
);
export const ChallengesPanel = deferredPanel(async () => {
  const panel = await import('@/features/challenges/components/challenges-panel');
  return { Panel: panel.ChallengesPanel, preload: panel.preloadChallengesPanel };
}, '20rem');
export const InvitePanel = deferredPanel(async () => {
  const panel = await import('@/features/invites/components/invite-panel');
  return { Panel: panel.InvitePanel, preload: panel.preloadInvitePanel };
}, '16rem');
export const RewardsPanel = deferredPanel(async () => {
  const panel = await import('@/features/rewards/components/rewards-panel');
  return { Panel: panel.RewardsPanel, preload: panel.preloadRewardsPanel };
}, '24rem');
export const QuickQuizzesPanel = deferredPanel(async () => {
  const panel = await import('@/features/courses/components/quick-quizzes-panel');
  return { Panel: panel.QuickQuizzesPanel, preload: panel.preloadQuickQuizzesPanel };
}, '16rem');
export const Leaderboard = deferredPanel(async () => {
  const panel = await import('@/features/leaderboard/components/leaderboard');
  return { Panel: panel.Leaderboard, preload: panel.preloadLeaderboard };
}, '28rem');
export const EarningsCalculator = deferredPanel(
  async () => ({ Panel: (await import('@/features/calculator/components/earnings-calculator')).EarningsCalculator }),
  '40rem',
);
