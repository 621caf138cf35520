import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { routes, type MyChallenges } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { actionLabel } from '@/lib/action-labels';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';

/** The learner's challenges with their open runs and the reward a completed run pays. */
export const myChallengesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.myChallenges(userId), queryFn: ({ signal }) => callRoute(routes.myChallenges, { params: { id: userId }, signal }) });

export const useMyChallenges = (userId: string) => useQuery(myChallengesQueryOptions(userId));

/** Both answers carry the learner's challenges after the change: they replace the cached list. */
function useStoreChallenges(userId: string) {
  const queryClient = useQueryClient();
  return (challenges: MyChallenges) => queryClient.setQueryData(queryKeys.myChallenges(userId), challenges);
}

export interface ChallengeInput {
  challengeId: number;
  /** The challenge's title, which the toast names (and a check-in waiting offline). */
  title: string;
}

/**
 * Joins a challenge; the run keeps the browser's time zone, in which the server dates each check-in.
 * The card says "Challenge Joined!" itself (ChallengeCard's `said`): a toast covered the next card's
 * Join Challenge on a phone (docs/product.md#daily-challenges).
 */
export function useJoinChallenge(userId: string) {
  const store = useStoreChallenges(userId);
  const t = useT();
  return useApiMutation({
    request: ({ challengeId }: ChallengeInput) =>
      callRoute(routes.joinChallenge, { params: { id: userId, challengeId }, body: { timeZone: browserTimeZone() } }),
    success: () => null,
    failure: { title: t('challenges.joinFailed.title'), fallback: t('challenges.joinFailed.fallback') },
    onSuccess: (result) => store(result.challenges),
  });
}

export interface CheckInInput extends ChallengeInput {
  count?: number;
}

/** Checks in; what it did ("Checked in: 4 of 10", a completion and its pay: checkInText) is said on the card, as a join is. */
export function useCheckIn(userId: string) {
  const store = useStoreChallenges(userId);
  const t = useT();
  return useApiMutation({
    // Offline, the check-in waits on the device with its Idempotency-Key (lib/offline-queue.ts).
    request: ({ challengeId, title, count }: CheckInInput) =>
      callRoute(routes.checkInChallenge, { params: { id: userId, challengeId }, body: { count }, offlineLabel: actionLabel.checkIn(title) }),
    success: () => null,
    failure: { title: t('challenges.checkInFailed.title'), fallback: t('challenges.checkInFailed.fallback') },
    onSuccess: (result) => store(result.challenges),
    // Points moved: the boards, and this week's league the Today hero reads (its place and the gap above it).
    invalidates: () => [queryKeys.leaderboard, queryKeys.league],
  });
}
