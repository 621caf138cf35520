/**
 * Keeps something on screen while the page around it settles: `place` scrolls it into view and says
 * whether it could (false while it has not rendered). It runs now and again each time the page's size
 * changes (content above it loading, a summary line wrapping), for `holdMs` after it first placed the
 * thing (`waitMs` at most when it never does), or until the person scrolls on their own. Used by a
 * link's fragment and by a refused save's warning (docs/product.md#claim-checks).
 */

/** What a person does to scroll on their own, which ends the hold. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Starts the hold; the returned function ends it (an effect's cleanup). */
export function holdInPlace(place: () => boolean, holdMs: number, waitMs: number): () => void {
  if (typeof ResizeObserver === 'undefined') {
    place();
    return () => undefined;
  }
  let placed = false;
  let timer = 0;
  const stop = () => {
    grows.disconnect();
    window.clearTimeout(timer);
    for (const event of OWN_SCROLL) window.removeEventListener(event, stop);
  };
  const run = () => {
    if (!place() || placed) return;
    placed = true;
    window.clearTimeout(timer);
    timer = window.setTimeout(stop, holdMs);
  };
  const grows = new ResizeObserver(run);
  timer = window.setTimeout(stop, waitMs);
  grows.observe(document.body);
  run();
  for (const event of OWN_SCROLL) window.addEventListener(event, stop, { passive: true });
  return stop;
}
