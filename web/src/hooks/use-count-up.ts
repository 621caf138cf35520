import { useEffect, useRef, useState } from 'react';

import { COUNT_UP_MS, countUpValue } from '@/lib/count-up';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * The number to show while `value` counts up from what was shown before (lib/count-up.ts); the
 * first value and every value under reduced motion show at once. `counting` is true while it moves.
 */
export function useCountUp(value: number, { from, duration = COUNT_UP_MS }: { from?: number; duration?: number } = {}) {
  const [shown, setShown] = useState(() => (from === undefined || prefersReducedMotion() ? value : from));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    const start = shownRef.current;
    if (start === value) return undefined;
    if (prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
      setShown(value);
      return undefined;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const next = countUpValue(start, value, now - began, duration);
      setShown(next);
      if (next !== value) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [value, duration]);
  return { shown, counting: shown !== value };
}
