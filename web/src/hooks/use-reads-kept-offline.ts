/**
 * What a first visit read is kept for offline too (docs/decisions.md, "Installable app and
 * offline"). The service worker registers after the first page's `load` and takes control only
 * once its files are cached; the reads that page made meanwhile (a new learner's only look at
 * Today) went past it, so none was kept, and the next morning offline Today could not say the next
 * station. When the worker first takes control, the reads already answered are asked once more,
 * now through it: the worker keeps each answer (lib/pwa/api-cache.ts). Once per device and worker.
 */
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { WORKER_CONTROLS_EVENT } from '@/lib/pwa/register-service-worker';

/**
 * The api's reads already answered: the worker keeps those. Not a Storage file's signed link: the worker
 * keeps none, and asking again would only sign it anew under a link the page already showed.
 */
const keptByWorker = (query: Query): boolean => query.state.status === 'success' && String(query.queryKey[0]).startsWith('/api/');

export function useReadsKeptOffline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const askAgain = () => {
      void queryClient.refetchQueries({ predicate: keptByWorker }).catch(() => undefined);
    };
    window.addEventListener(WORKER_CONTROLS_EVENT, askAgain);
    return () => window.removeEventListener(WORKER_CONTROLS_EVENT, askAgain);
  }, [queryClient]);
}
