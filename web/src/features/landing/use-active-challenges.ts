/**
 * The active daily challenges for the landing page's footer, from the database. Like the
 * settings (hooks/use-settings.ts), this imports the one contract file it needs and loads the api
 * client only when the page is idle, so the landing page's entry chunk stays small.
 */
import { useQuery } from '@tanstack/react-query';

import { challengeRoutes } from '@contract/challenges.ts';
import { useIdleAfterLoad } from '@/hooks/use-settings';
import { keyOf } from '@/lib/route-key';

export const useActiveChallenges = () =>
  useQuery({
    // Its own key: the anonymous answer (active ones only) must not stand in for an admin's list.
    queryKey: [...keyOf(challengeRoutes.listChallenges), 'anonymous'],
    queryFn: async ({ signal }) => (await import('@/lib/api-client')).callRoute(challengeRoutes.listChallenges, { signal, anonymous: true }),
    select: (challenges) => challenges.filter((challenge) => challenge.isActive),
    enabled: useIdleAfterLoad(),
  });
