/**
 * Whether a box that scrolls sideways has more to show to its right: a wide table on a phone says so
 * (a hint and a shadow at its edge) instead of cutting its last column without a word
 * (docs/product.md#insights). Re-checked when the box scrolls or changes size.
 */
import { type RefObject, useEffect, useState } from 'react';

/** True while part of the box's content lies beyond its right edge (a pixel of rounding allowed). */
export const hasMoreToTheRight = (box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) =>
  box.scrollWidth - box.clientWidth - box.scrollLeft > 1;

export function useSideScroll(ref: RefObject<HTMLElement | null>): { more: boolean; wide: boolean } {
  const [state, setState] = useState({ more: false, wide: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => {
      const next = { more: hasMoreToTheRight(box), wide: box.scrollWidth - box.clientWidth > 1 };
      setState((now) => (now.more === next.more && now.wide === next.wide ? now : next));
    };
    check();
    box.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}
