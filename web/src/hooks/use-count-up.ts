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
    // Elapsed time is read on the clock the frames are stamped with, from the first frame: a
    // browser's frame time and performance.now() share an origin, but jsdom's frames run on their own
    // clock, seconds behind under load, which held the count back that long (docs/performance.md#unit-tests).
    let began: number | undefined;
    const step = (now: number) => {
      began ??= now;
      const next = countUpValue(start, value, now - began, duration);
      setShown(next);
      if (next !== value) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [value, duration]);
  return { shown, counting: shown !== value };
}
