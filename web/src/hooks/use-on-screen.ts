import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element behind `ref` is at least partly in the viewport (true where the browser has
 * no IntersectionObserver). The dashboard's self-running panels (the guide's slideshow, the
 * achievements spotlight) tick only while on screen: the panels now render soon after the load
 * without a scroll, and an animation nobody sees should not keep a phone's main thread busy
 * (docs/decisions.md#web).
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
