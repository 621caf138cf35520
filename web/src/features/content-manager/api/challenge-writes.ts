/** Challenge writes for admins: create, and update (edit, retire by isActive false, bring back). */
import { useQuery } from '@tanstack/react-query';

import { routes, type Challenge } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { ChallengePayload } from '../challenge-form';

/** Every challenge, retired ones included (the server shows those to admins only). */
export const useAllChallenges = () => useQuery({ queryKey: queryKeys.challenges, queryFn: ({ signal }) => callRoute(routes.listChallenges, { signal }) });

export function useCreateChallenge(onCreated: () => void) {
  return useApiMutation({
    request: (payload: ChallengePayload) => callRoute(routes.createChallenge, { body: payload }),
    success: (_, payload) => ({ title: shownT('cm.toast.challengeCreated'), description: shownT('cm.toast.challengeCreatedText', { title: payload.title }) }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.createChallengeFailed') },
    invalidates: () => [queryKeys.challenges, queryKeys.translationCoverage],
    onSuccess: onCreated,
  });
}

export function useUpdateChallenge(onUpdated: () => void) {
  return useApiMutation({
    request: ({ id, payload }: { id: number; payload: ChallengePayload }) => callRoute(routes.updateChallenge, { params: { challengeId: id }, body: payload }),
    // The server's "Challenge updated" / "Challenge retired", in the admin's language.
    success: (_, { payload }) => ({
      title: shownT(payload.isActive ? 'cm.toast.challengeUpdated' : 'cm.toast.challengeRetired'),
      description: shownT('cm.toast.challengeSaved', { title: payload.title }),
    }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.updateChallengeFailed') },
    invalidates: () => [queryKeys.challenges, queryKeys.translationCoverage],
    onSuccess: onUpdated,
  });
}

export const payloadOf = (challenge: Challenge): ChallengePayload => ({
  title: challenge.title,
  description: challenge.description,
  kind: challenge.kind,
  target: challenge.target,
  isActive: challenge.isActive,
});
