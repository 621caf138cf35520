/**
 * What a first visit read is kept for offline too (docs/decisions.md, "Installable app and
 * offline"). The service worker registers after the first page's `load` and takes control only
 * once its files are cached; the reads that page made meanwhile (a new learner's only look at
 * Today) went past it, so none was kept, and the next morning offline Today could not say the next
 * station. When the worker first takes control, the reads already answered are asked once more,
 * now through it: the worker keeps each answer (lib/pwa/api-cache.ts). Once per device and worker.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { WORKER_CONTROLS_EVENT } from '@/lib/pwa/register-service-worker';

export function useReadsKeptOffline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const askAgain = () => {
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'success' }).catch(() => undefined);
    };
    window.addEventListener(WORKER_CONTROLS_EVENT, askAgain);
    return () => window.removeEventListener(WORKER_CONTROLS_EVENT, askAgain);
  }, [queryClient]);
}
