/**
 * What a first visit read is kept for offline too (docs/decisions.md, "Installable app and
 * offline"). The service worker registers after the first page's `load` and takes control only
 * once its files are cached; the reads that page made meanwhile (a new learner's only look at
 * Today) went past it, so none was kept, and the next morning offline Today could not say the next
 * station. When the worker first takes control, the reads already answered are asked once more,
 * now through it: the worker keeps each answer (lib/pwa/api-cache.ts). A first read still on its
 * way at that moment (a slow network) went past the worker too: it is asked once more when it is
 * answered. Once per device and worker.
 */
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { WORKER_CONTROLS_EVENT } from '@/lib/pwa/register-service-worker';

/**
 * The api's reads: the worker keeps those. Not a Storage file's signed link: the worker keeps none,
 * and asking again would only sign it anew under a link the page already showed.
 */
const apiRead = (query: Query): boolean => String(query.queryKey[0]).startsWith('/api/');

/** A read whose first answer is still on its way (asking it again now would only join that request). */
const firstOnItsWay = (query: Query): boolean => query.state.status === 'pending' && query.state.fetchStatus === 'fetching';

/**
 * Asks `query` again once its answer on the way has come, if it came (a failed read is not asked
 * again, nor one removed meanwhile: signing out clears the cache).
 */
function askAgainWhenAnswered(queryClient: QueryClient, query: Query): void {
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') return unsubscribe();
    if (firstOnItsWay(query)) return;
    unsubscribe();
    if (query.state.status === 'success') void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }).catch(() => undefined);
  });
}

/** Every api read the page has asked so far, asked again through the worker that now controls it. */
export function askReadsAgain(queryClient: QueryClient): void {
  void queryClient.refetchQueries({ predicate: (query) => apiRead(query) && query.state.status === 'success' }).catch(() => undefined);
  for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => apiRead(query) && firstOnItsWay(query) })) {
    askAgainWhenAnswered(queryClient, query);
  }
}

export function useReadsKeptOffline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const askAgain = () => askReadsAgain(queryClient);
    window.addEventListener(WORKER_CONTROLS_EVENT, askAgain);
    return () => window.removeEventListener(WORKER_CONTROLS_EVENT, askAgain);
  }, [queryClient]);
}
