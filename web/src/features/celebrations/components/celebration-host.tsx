/**
 * Shows the celebration at the head of the queue (celebration-store.ts). The dialog and framer-motion
 * load with the first celebration, so pages without one do not carry them.
 */
import { useEffect, useSyncExternalStore } from 'react';

import { useCurrentCelebration } from '../celebration-store';

type Dialog = (typeof import('./celebration-dialog'))['default'];

/** The dialog once its code is here. */
let loaded: Dialog | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/** Loads the dialog's chunk once; a caller that knows a celebration is coming (Today, a sign-up, a test) starts it early. */
export const loadCelebrationDialog = () => {
  loading ??= import('./celebration-dialog').then(
    (module) => {
      loaded = module.default;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline, say: the next celebration asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function CelebrationHost() {
  const moment = useCurrentCelebration();
  // Rendered the moment its code arrives, not through a lazy component: React reveals a suspended
  // boundary in 300 ms steps, which put Today's welcome 300 ms after the page's first data
  // (docs/performance.md#moments-on-arrival).
  const Loaded = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (moment) loadCelebrationDialog().catch(() => undefined);
  }, [moment]);
  if (!moment || !Loaded) return null;
  return <Loaded key={moment.id} moment={moment} />;
}
