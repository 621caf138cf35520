import { useCallback, useState } from 'react';

import { useInterval } from '@/hooks/use-interval';

import { ANIMATION_STEP_MS } from './earnings';

/** Highlights levels 1..levelCount one after another, one step every 300 ms, then stops. */
export function useGrowthAnimation(levelCount: number) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const running = highlighted !== null;
  useInterval(() => setHighlighted((level) => (level === null || level >= levelCount ? null : level + 1)), ANIMATION_STEP_MS, running);
  const start = useCallback(() => setHighlighted(1), []);
  return { highlighted, running, start };
}
