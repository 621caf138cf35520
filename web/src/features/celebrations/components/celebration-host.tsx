/**
 * Shows the celebration at the head of the queue (celebration-store.ts). The dialog and framer-motion
 * load with the first celebration, so pages without one do not carry them.
 */
import { lazy, Suspense } from 'react';

import { useCurrentCelebration } from '../celebration-store';

/** Loads the dialog's chunk; a caller that knows a celebration is coming (or a test) can start it early. */
export const loadCelebrationDialog = () => import('./celebration-dialog');
const CelebrationDialog = lazy(loadCelebrationDialog);

export function CelebrationHost() {
  const moment = useCurrentCelebration();
  if (!moment) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog key={moment.id} moment={moment} />
    </Suspense>
  );
}
