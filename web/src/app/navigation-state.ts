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

/** Follows `router`'s navigation state; returns the function that stops. */
export function followNavigation(router: AppRouter): () => void {
  return router.subscribe((state) => {
    const next = state.navigation.state !== 'idle';
    if (next === navigating) return;
    navigating = next;
    for (const listener of listeners) listener();
  });
}

export function subscribeNavigating(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isNavigating = (): boolean => navigating;
