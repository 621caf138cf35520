/**
 * The app's router and React: the first screen must show even when its code arrives while React is
 * still between rendering the shell and committing it (app/router.tsx). The shell here renders in a
 * transition with slow siblings, so React yields between them and the screen's code lands meanwhile:
 * the same order of events that left the e2e run on the loading spinner.
 */
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';

import { isNavigating } from '../navigation-state';
import { AppRouter, createAppRouter } from '../router';

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Renders after the router; the first one hands over the screen's code, then each takes its time. */
function SlowSibling({ onRender }: { onRender?: () => void }) {
  onRender?.();
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // Long enough that React yields to the event loop after each one.
  }
  return null;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the app router', () => {
  it('shows the first screen whose code arrived between the render and the commit', async () => {
    // React's own scheduling, as in the browser (act() would render everything in one go).
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    window.history.replaceState(null, '', '/');
    let arrive: (value: { Component: () => string }) => void = () => undefined;
    const router = createAppRouter([{ path: '/', HydrateFallback: () => 'loading', lazy: () => new Promise((resolve) => (arrive = resolve)) }]);
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    startTransition(() => {
      root?.render(
        <>
          <AppRouter router={router} />
          {Array.from({ length: 12 }, (_, index) => (
            <SlowSibling key={index} onRender={index === 0 ? () => arrive({ Component: () => 'the first screen' }) : undefined} />
          ))}
        </>,
      );
    });
    await waitFor(() => expect(container?.textContent).toBe('the first screen'), { timeout: 3000 });
  });

  it('feeds the loading bar from the router once mounted, and stops with it', async () => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    window.history.replaceState(null, '', '/');
    let arrive: (value: { Component: () => string }) => void = () => undefined;
    const router = createAppRouter([
      { path: '/', Component: () => 'home' },
      { path: '/next', lazy: () => new Promise((resolve) => (arrive = resolve)) },
    ]);
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    root.render(<AppRouter router={router} />);
    await waitFor(() => expect(container?.textContent).toBe('home'));
    void router.navigate('/next');
    await waitFor(() => expect(isNavigating()).toBe(true));
    arrive({ Component: () => 'next' });
    await waitFor(() => expect(container?.textContent).toBe('next'));
    expect(isNavigating()).toBe(false);
  });
});
