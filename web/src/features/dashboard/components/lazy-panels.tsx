/**
 * The dashboard's panels below the Quest Map, each loaded as its own chunk when it comes near the
 * viewport (reveal-near-viewport.ts says when).
 * Why (Lighthouse on a throttled phone; docs/decisions.md#web): with every panel in the dashboard's chunk, the
 * welcome heading — the page's largest paint — waited for all their code (the leaderboard's
 * animation library alone is ~45 KB gzip) and for one long render of everything. Now the welcome
 * and the Quest Map paint first and each panel renders in its own, shorter task when it is wanted.
 */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useRef, type ComponentProps, type ComponentType, type Ref } from 'react';

import { useRevealed } from './reveal-near-viewport';

/** A panel-shaped placeholder of roughly the panel's height, so the page does not jump when it loads. */
function PanelPlaceholder({ minH, ref }: { minH: string; ref?: Ref<HTMLDivElement> }) {
  return <Box ref={ref} bg="white" borderRadius="card" boxShadow="card" minH={minH} aria-hidden="true" data-testid="panel-placeholder" />;
}

function deferred<P extends object>(load: () => Promise<ComponentType<P>>, minH: string) {
  const Panel = lazy(async () => ({ default: await load() }));
  return function DeferredPanel(props: P) {
    const placeholder = useRef<HTMLDivElement>(null);
    const revealed = useRevealed(placeholder);
    if (!revealed) return <PanelPlaceholder minH={minH} ref={placeholder} />;
    return (
      <Suspense fallback={<PanelPlaceholder minH={minH} />}>
        <Panel {...(props as ComponentProps<typeof Panel>)} />
      </Suspense>
    );
  };
}

export const GettingStartedGuide = deferred(async () => (await import('@/features/guide/components/getting-started-guide')).GettingStartedGuide, '28rem');
export const AchievementsPanel = deferred(async () => (await import('@/features/achievements/components/achievements-panel')).AchievementsPanel, '24rem');
export const ChallengesPanel = deferred(async () => (await import('@/features/challenges/components/challenges-panel')).ChallengesPanel, '20rem');
export const InvitePanel = deferred(async () => (await import('@/features/invites/components/invite-panel')).InvitePanel, '16rem');
export const RewardsPanel = deferred(async () => (await import('@/features/rewards/components/rewards-panel')).RewardsPanel, '24rem');
export const QuickQuizzesPanel = deferred(async () => (await import('@/features/courses/components/quick-quizzes-panel')).QuickQuizzesPanel, '16rem');
export const Leaderboard = deferred(async () => (await import('@/features/leaderboard/components/leaderboard')).Leaderboard, '28rem');
export const EarningsCalculator = deferred(async () => (await import('@/features/calculator/components/earnings-calculator')).EarningsCalculator, '40rem');
