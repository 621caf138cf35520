/**
 * What the login and sign-up forms fetch for Today ahead (docs/performance.md, "Speed on a mid-range
 * phone"; its code: ../screen-code.ts):
 * - Today's reads, asked for the moment a sign-in answers instead of once Today has rendered: on a
 *   phone at CPU ×4 the first render of the signed-in shell and Today takes ~1.3 s after the login's
 *   answer, and its reads used to leave only after it (useQuery fetches when the screen mounts), so
 *   their round trip came on top. Asked for here, they are answered while Today renders; the screen's
 *   own queries then find them in the cache (TanStack Query shares a read in flight: nothing is asked
 *   twice).
 * - the celebrations' dialog (framer-motion, ~45 KB gzip), in an idle period while the learner types:
 *   Today asks for it as it opens, for its moments (docs/performance.md#moments-on-arrival), where its
 *   bytes shared the phone's link with Today's reads.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { paths } from '@/config/paths';
import { loadCelebrationDialog } from '@/features/celebrations';
import { myChallengesQueryOptions } from '@/features/challenges/api/my-challenges';
import { getCoursesQueryOptions } from '@/features/courses/api/get-courses';
import { getLeagueQueryOptions } from '@/features/leaderboard/api/get-league';
import { getMissionsQueryOptions } from '@/features/missions/api/get-missions';
import { getCurrentUser, subscribeCurrentUser } from '@/lib/current-user';
import { whenIdle } from '@/lib/when-idle';
import type { User } from '@contract';

/** What Today's first screen reads: its one action's three lists (use-today-action.ts) and the league place. */
export function prefetchTodayReads(queryClient: QueryClient, userId: string): void {
  void queryClient.prefetchQuery(getMissionsQueryOptions());
  void queryClient.prefetchQuery(getCoursesQueryOptions());
  void queryClient.prefetchQuery(myChallengesQueryOptions(userId));
  void queryClient.prefetchQuery(getLeagueQueryOptions());
}

/**
 * For the login and sign-up forms: the celebrations' dialog once the form has shown; and when a
 * sign-in makes someone the current user and the form leads them to Today, Today's reads at once (the
 * current user is set as the answer is handled, before the navigation renders Today).
 */
export function useTodayAhead(leadsTo: (user: User) => string): void {
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => void loadCelebrationDialog().catch(() => undefined)), []);
  useEffect(() => {
    let before = getCurrentUser();
    return subscribeCurrentUser(() => {
      const user = getCurrentUser();
      if (user && !before && leadsTo(user) === paths.dashboard.getHref()) prefetchTodayReads(queryClient, user.id);
      before = user;
    });
  }, [queryClient, leadsTo]);
}
