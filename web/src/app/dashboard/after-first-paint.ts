/**
 * True once the screen has painted, set in a transition: for the parts of Today below its first
 * screen (the Quest Map, "More for today"), so that Today's first render (after a login, the shell,
 * the hero and the action) is theirs less, and their render, in a transition's short slices, gives way
 * to the answer that fills the action (docs/performance.md, "Speed on a mid-range phone"). Below the
 * fold nothing above them moves when they arrive; a link to `#quest-map` waits for its panel
 * (hooks/use-fragment-in-view.ts).
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame after the commit is painted before the task the timeout queues runs.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
