/**
 * How a panel below the fold loads (panels.ts): as its own chunk, when it may render
 * (reveal-near-viewport.ts says when); panels.ts lists the panels.
 * Why (Lighthouse on a throttled phone; docs/decisions.md#web): with every panel in the dashboard's chunk, the
 * welcome heading — the page's largest paint — waited for all their code (the leaderboard's
 * animation library alone is ~45 KB gzip) and for one long render of everything. Now the welcome
 * and the Quest Map paint first and each panel renders later, in its own work.
 *
 * How a panel arrives: its code and the data it shows are fetched first (the placeholder stays), and
 * only then is it mounted, inside a transition. A transition's render is cut into short slices that
 * leave the main thread to the browser between them; a panel mounted before its data would render
 * again when the answer came, and a query's answer renders in one uninterrupted task (React renders
 * store updates synchronously) — on a slow phone, hundreds of milliseconds of blocked input each.
 * For the same reason a panel meets new props (the user after a points change or the visit's streak)
 * as a deferred value: the urgent render skips the memoised panel and its re-render runs in slices.
 * (`content-visibility: auto` would also skip laying out the panels off screen, but Chromium then
 * leaves them out of its accessibility tree: screen readers would miss them; docs/decisions.md#web.)
 */
import { Box } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, startTransition, useDeferredValue, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';

import { useRevealed } from './reveal-near-viewport';

/** A panel-shaped placeholder of roughly the panel's height, so the page does not jump when it loads. */
function PanelPlaceholder({ minH, ref }: { minH: string; ref?: Ref<HTMLDivElement> }) {
  return <Box ref={ref} bg="white" borderRadius="card" boxShadow="card" minH={minH} aria-hidden="true" data-testid="panel-placeholder" />;
}

interface PanelModule<P> {
  Panel: ComponentType<P>;
  /** Fetches the panel's data into the query cache (errors stay in the cache: the panel shows them). */
  preload?: (queryClient: QueryClient, props: P) => Promise<unknown>;
}

/**
 * The panel component once its code and data are here and `revealed` is true, null before. A chunk
 * that fails to load is thrown to the route's error boundary, as a lazy component's would be.
 */
function useLoadedPanel<P>(revealed: boolean, load: () => Promise<PanelModule<P>>, props: P): ComponentType<P> | null {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<{ Panel: ComponentType<P> } | { failure: unknown } | null>(null);
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });
  useEffect(() => {
    if (!revealed) return undefined;
    let current = true;
    void (async () => {
      try {
        const { Panel, preload } = await load();
        await preload?.(queryClient, propsRef.current);
        if (current) startTransition(() => setLoaded({ Panel: memo(Panel) as ComponentType<P> }));
      } catch (failure) {
        if (current) setLoaded({ failure });
      }
    })();
    return () => {
      current = false;
    };
  }, [revealed, load, queryClient]);
  if (loaded && 'failure' in loaded) throw loaded.failure;
  return loaded?.Panel ?? null;
}

/** A panel that renders a placeholder until it may render and its code and data are in. */
export function deferredPanel<P extends object>(load: () => Promise<PanelModule<P>>, minH: string) {
  return function DeferredPanel(props: P) {
    const placeholder = useRef<HTMLDivElement>(null);
    const deferredProps = useDeferredValue(props);
    const Panel = useLoadedPanel(useRevealed(placeholder), load, props);
    return Panel ? <Panel {...deferredProps} /> : <PanelPlaceholder minH={minH} ref={placeholder} />;
  };
}
