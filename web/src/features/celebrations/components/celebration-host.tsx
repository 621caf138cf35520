/**
 * Shows the celebration at the head of the queue (celebration-store.ts). The dialog and framer-motion
 * load with the first celebration, so pages without one do not carry them.
 */
import { lazy, Suspense } from 'react';

import { useCurrentCelebration } from '../celebration-store';

type Dialog = (typeof import('./celebration-dialog'))['default'];

/** The dialog once its code is here: rendered directly, so it does not suspend (below). */
let loaded: Dialog | null = null;

/** Loads the dialog's chunk; a caller that knows a celebration is coming (Today, or a test) starts it early. */
export const loadCelebrationDialog = () =>
  import('./celebration-dialog').then((module) => {
    loaded = module.default;
    return module;
  });
const CelebrationDialog = lazy(loadCelebrationDialog);

export function CelebrationHost() {
  const moment = useCurrentCelebration();
  if (!moment) return null;
  // Code already loaded: no Suspense round. React reveals a suspended boundary in 300 ms steps, which
  // put Today's welcome 300 ms after the page's first data although its code had long arrived
  // (docs/performance.md#moments-on-arrival).
  if (loaded) {
    const Loaded = loaded;
    return <Loaded key={moment.id} moment={moment} />;
  }
  return (
    <Suspense fallback={null}>
      <CelebrationDialog key={moment.id} moment={moment} />
    </Suspense>
  );
}
