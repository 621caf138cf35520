/**
 * The learner's side of coaching (docs/product.md#coaching): their sponsor, last cheer and questions
 * (GET /api/users/{id}/coaching), asking for help, their coaching preferences, and their cheers.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { routes, type MyCoaching } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useMyCoaching = (userId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.myCoaching(userId),
    queryFn: ({ signal }) => callRoute(routes.myCoaching, { params: { id: userId }, signal }),
    enabled,
  });

/**
 * Asks the sponsor a question. The card shows the answer and any refusal itself (a claim, the daily
 * limit), keeping the text, so there is no toast; the answer's question joins the cached list.
 */
export function useAskForHelp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (question: string) => callRoute(routes.askForHelp, { params: { id: userId }, body: { question } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<MyCoaching>(queryKeys.myCoaching(userId), (mine) => (mine ? { ...mine, help: [answer.help, ...mine.help].slice(0, 10) } : mine));
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCoaching(userId) });
    },
  });
}

export type CoachingChoices = { coached?: boolean; hideFromUpline?: boolean };

/** The toasts are worded here from the saved choices, not from the server's English sentence (docs/decisions.md, "Languages"). */
export function useSetCoaching(userId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useApiMutation({
    request: (choices: CoachingChoices) => callRoute(routes.setCoaching, { params: { id: userId }, body: choices }),
    success: (result) => ({
      title: t('coaching.prefs.saved'),
      description: [
        t(result.coached ? 'coaching.prefs.savedCoached' : 'coaching.prefs.savedNotCoached'),
        t(result.hideFromUpline ? 'coaching.prefs.savedHidden' : 'coaching.prefs.savedShown'),
      ].join(' '),
    }),
    failure: { title: t('coaching.prefs.failed'), fallback: t('coaching.prefs.failedText') },
    onSuccess: (result) => {
      const { message: _message, ...mine } = result;
      queryClient.setQueryData<MyCoaching>(queryKeys.myCoaching(userId), mine);
    },
  });
}

export const fetchMyCheers = (userId: string, signal?: AbortSignal) => callRoute(routes.myCheers, { params: { id: userId }, signal });

export const markCheersSeen = (userId: string, upTo: number) => callRoute(routes.cheersSeen, { params: { id: userId }, body: { upTo } });
