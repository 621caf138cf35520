/**
 * Whether a box that scrolls has more to show past its edge: a wide table on a phone says so (a hint
 * and a shadow at its right edge) instead of cutting its last column without a word
 * (docs/product.md#insights), and a dialog's body taller than the dialog says there is more below
 * instead of cutting its last line at the footer (docs/product.md#quiz-modal). Re-checked when the
 * box scrolls or changes size.
 */
import { type RefObject, useEffect, useState } from 'react';

/**
 * True while part of the box's content lies beyond its end edge, the right (the left in right to left,
 * where `scrollLeft` counts down from 0 as the box scrolls: hence its size); a pixel of rounding allowed.
 */
export const hasMoreToTheRight = (box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) =>
  box.scrollWidth - box.clientWidth - Math.abs(box.scrollLeft) > 1;

/** True while part of the box's content lies below its bottom edge (a pixel of rounding allowed). */
export const hasMoreBelow = (box: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>) => box.scrollHeight - box.clientHeight - box.scrollTop > 1;

type Flags = Record<string, boolean>;

const sameFlags = (a: Flags, b: Flags) => Object.keys(a).every((key) => a[key] === b[key]);

/** `read(box)` now, and again whenever the box scrolls, it or its first child changes size. */
function useScrollFlags<T extends Flags>(ref: RefObject<HTMLElement | null>, read: (box: HTMLElement) => T, initial: T): T {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => {
      const next = read(box);
      setState((now) => (sameFlags(now, next) ? now : next));
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
  }, [ref, read]);
  return state;
}

const readSideways = (box: HTMLElement) => ({ more: hasMoreToTheRight(box), wide: box.scrollWidth - box.clientWidth > 1 });
const readBelow = (box: HTMLElement) => ({ below: hasMoreBelow(box) });

export function useSideScroll(ref: RefObject<HTMLElement | null>): { more: boolean; wide: boolean } {
  return useScrollFlags(ref, readSideways, { more: false, wide: false });
}

/** Whether the box (a scrolling dialog body, its content wrapped in one child) has more below its bottom edge. */
export function useMoreBelow(ref: RefObject<HTMLElement | null>): boolean {
  return useScrollFlags(ref, readBelow, { below: false }).below;
}
