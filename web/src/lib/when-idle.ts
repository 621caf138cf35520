/**
 * Runs `work` in the browser's next idle period, or after `timeoutMs` at the latest (a browser
 * without requestIdleCallback: after a short timeout). Returns a cancel for an effect's cleanup.
 * Used to fetch the code of the screen a learner is about to open while they read the one they are on
 * (docs/performance.md, "Speed on a mid-range phone").
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 50);
  return () => window.clearTimeout(handle);
}
