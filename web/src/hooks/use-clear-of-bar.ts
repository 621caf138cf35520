/**
 * A bar stuck to the bottom of the screen over its own form (a save bar) must not hide the field being
 * filled in: when a field of the form takes the focus and ends under the bar, the page scrolls it (and
 * the line under it, its message or help) into view just above the bar (docs/product.md#content-manager).
 */
import { type RefObject, useEffect } from 'react';

/** Room (px) kept between the focused field and the bar: a field's one-line message or help under it. */
export const ROOM_ABOVE_BAR = 40;

/** How far (px) to scroll down so a field whose box ends at `fieldBottom` clears a bar starting at `barTop`; 0 when it already does. */
export function overlapWithBar(fieldBottom: number, barTop: number, room = ROOM_ABOVE_BAR): number {
  return Math.max(0, Math.ceil(fieldBottom + room - barTop));
}

export function useClearOfBar(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const form = bar.current?.closest('form');
    if (!form) return;
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target;
      const barBox = bar.current?.getBoundingClientRect();
      if (!(field instanceof HTMLElement) || !barBox || bar.current?.contains(field)) return;
      // After the browser's own scroll to the focused field (the next frame).
      requestAnimationFrame(() => {
        const by = overlapWithBar(field.getBoundingClientRect().bottom, bar.current?.getBoundingClientRect().top ?? Infinity);
        if (by > 0) window.scrollBy({ top: by });
      });
    };
    form.addEventListener('focusin', onFocusIn);
    return () => form.removeEventListener('focusin', onFocusIn);
  }, [bar]);
}
