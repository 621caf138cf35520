/**
 * Where toasts rise from so that they never cover a bar stuck to the bottom of the screen (a form's
 * save bar, the sign-up's Create Account while typing): such a bar carries `data-toast-clear`, and
 * while one is on screen at the bottom, under the notifications' column, they sit just above it
 * (docs/product.md#notifications). A bar beside that column (a desktop's form column, left of the
 * toasts) leaves them where they are.
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

const measure = (region: HTMLElement | null) =>
  roomForBars(
    [...document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)].map((bar) => bar.getBoundingClientRect()),
    window.innerHeight,
    region?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth },
  );

/** While `active` (a toast is shown), the room the bottom bars under `region` take, re-measured on scroll and resize. */
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
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active, region]);
  return active ? room : 0;
}
