/**
 * Whether the router is on its way to another screen (its code loading), as a store React reads with
 * `useSyncExternalStore`. The router hands its own state to React inside a transition, which a busy
 * page can hold back for well over 100 ms (measured: 164 ms from a tap to the loading bar on the
 * dashboard); a store read this way renders at once, so the loading bar shows within a frame of the
 * tap (docs/decisions.md#web, tests/e2e/axe-sweep.test.ts).
 */
import type { createBrowserRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let navigating = false;
const listeners = new Set<() => void>();

function update(next: boolean): void {
  if (next === navigating) return;
  navigating = next;
  for (const listener of listeners) listener();
}

/**
 * Follows `router`'s navigation state, from where it is now; returns the function that stops. Call it
 * only once <RouterProvider> has subscribed (app/router.tsx says why).
 */
export function followNavigation(router: AppRouter): () => void {
  update(router.state.navigation.state !== 'idle');
  const stop = router.subscribe((state) => update(state.navigation.state !== 'idle'));
  return () => {
    stop();
    update(false);
  };
}

export function subscribeNavigating(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isNavigating = (): boolean => navigating;
