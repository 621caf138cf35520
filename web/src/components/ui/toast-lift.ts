/**
 * Where toasts rise from so that they never cover a control (docs/product.md#notifications). First,
 * never a bar stuck to the bottom of the screen (the tab bar, a form's save bar, the sign-up's Create
 * Account while typing): such a bar carries `data-toast-clear`, and while one is on screen at the
 * bottom, under the notifications' column, they sit just above it. A bar beside that column (a
 * desktop's form column, left of the toasts) leaves them where they are. Then, never a button, link
 * or field of the page, or a field's label: a toast that would land on one ("Copied!" on "Open the calculator", "Quiz
 * Created" on a quiz's Edit) rises past it to the first place clear of controls below the header,
 * re-measured as the page scrolls; where there is none, it stays above the bars.
 */
import { type RefObject, useEffect, useState } from 'react';

export const TOAST_CLEAR_ATTRIBUTE = 'data-toast-clear';

/** How far above the bottom edge (px) a bar must end to count as stuck there. */
const STUCK_WITHIN = 160;

type Box = Pick<DOMRect, 'top' | 'bottom' | 'height' | 'left' | 'right'>;

/** The room (px from the bottom of a `viewportHeight` screen) the bars stuck at the bottom under `column` take, or 0. */
export function roomForBars(bars: Box[], viewportHeight: number, column: Pick<DOMRect, 'left' | 'right'>): number {
  const stuck = bars.filter(
    (bar) => bar.height > 0 && bar.top < viewportHeight && bar.bottom > viewportHeight - STUCK_WITHIN && bar.right > column.left && bar.left < column.right,
  );
  return stuck.length === 0 ? 0 : Math.ceil(viewportHeight - Math.min(...stuck.map((bar) => bar.top)));
}

/** What a toast must not cover: anything a learner presses or types in, and a field's label (what to type). */
const CONTROLS = 'button, a[href], input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';

/**
 * The room (px from the bottom of a `viewportHeight` screen) under a toast box `toast.height` tall
 * between `toast.left` and `toast.right`, so that it covers none of `controls`: `base` (the room the
 * bars take) when that is clear, else moved up past every control it would cover until it covers
 * none; null when it would have to reach above `ceiling` (the header's bottom edge).
 */
export function roomClearOfControls(
  controls: Box[],
  toast: { height: number; left: number; right: number },
  viewportHeight: number,
  base: number,
  ceiling: number,
): number | null {
  let bottom = viewportHeight - base;
  for (;;) {
    const top = bottom - toast.height;
    if (top < ceiling) return null;
    const covered = controls.filter(
      (control) => control.height > 0 && control.right > toast.left && control.left < toast.right && control.bottom > top && control.top < bottom,
    );
    if (covered.length === 0) return Math.ceil(viewportHeight - bottom);
    // Every covered control starts above `bottom`: each step moves the toast strictly up.
    bottom = Math.min(...covered.map((control) => control.top));
  }
}

/** The region's padding around its toasts (p="4"): the toast's own box is inside it. */
const REGION_INSET = 16;

function measure(region: HTMLElement | null): number {
  const viewportHeight = window.innerHeight;
  const box = region?.getBoundingClientRect();
  const base = roomForBars(
    [...document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)].map((bar) => bar.getBoundingClientRect()),
    viewportHeight,
    box ?? { left: 0, right: window.innerWidth },
  );
  if (!region || !box || box.height <= 2 * REGION_INSET) return base;
  const controls = [...document.querySelectorAll(CONTROLS)]
    // Not its own close button, not a bar's (below `base` already), not a page a dialog has made inert.
    .filter((control) => !region.contains(control) && !control.closest(`[${TOAST_CLEAR_ATTRIBUTE}], [aria-hidden="true"], [inert]`))
    .map((control) => control.getBoundingClientRect());
  const ceiling = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
  const toast = { height: box.height, left: box.left + REGION_INSET, right: box.right - REGION_INSET };
  return roomClearOfControls(controls, toast, viewportHeight, base, ceiling) ?? base;
}

/** While `active` (a toast is shown), the room under `region` that keeps its toasts off the bars and the controls, re-measured on scroll, resize and the toast's own size. */
export function useToastLift(active: boolean, region: RefObject<HTMLElement | null>): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setRoom(measure(region.current)));
    };
    setRoom(measure(region.current));
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The toast's height is known once it has rendered (its list loads with the first one).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (region.current) resized?.observe(region.current);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active, region]);
  return active ? room : 0;
}
