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

/**
 * How far (px) to scroll so a box from `top` to `bottom` shows between the header's bottom (`viewTop`)
 * and a bar's top (`viewBottom`), `room` clear of each; a box taller than the space keeps its top in view.
 * Negative scrolls up; 0 when it already shows.
 */
export function scrollToShow(top: number, bottom: number, viewTop: number, viewBottom: number, room = 8): number {
  const up = top - (viewTop + room);
  if (up < 0) return up;
  return Math.min(Math.max(0, bottom + room - viewBottom), up);
}

/** Scrolls `box` into view between the sticky header and its form's save bar (scrollToShow); false while it has no box yet. */
export function showAboveBar(box: HTMLElement): boolean {
  const bar = box.closest('form')?.querySelector<HTMLElement>(`[${SAVE_BAR_ATTRIBUTE}]`);
  const rect = box.getBoundingClientRect();
  if (rect.height === 0) return false;
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const by = scrollToShow(rect.top, rect.bottom, Math.max(0, headerBottom), bar?.getBoundingClientRect().top ?? window.innerHeight);
  if (by !== 0) window.scrollBy({ top: by });
  return true;
}

/** Marks a form's save bar, which showAboveBar keeps clear of. */
export const SAVE_BAR_ATTRIBUTE = 'data-save-bar';

export function useClearOfBar(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // On the document, and the bar's form read at the event: a bar rendered after this effect ran
    // (its form still loading) is kept clear of all the same.
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target;
      const form = bar.current?.closest('form');
      if (!(field instanceof HTMLElement) || !form?.contains(field) || bar.current?.contains(field)) return;
      // After the browser's own scroll to the focused field (the next frame).
      requestAnimationFrame(() => {
        const by = overlapWithBar(field.getBoundingClientRect().bottom, bar.current?.getBoundingClientRect().top ?? Infinity);
        if (by > 0) window.scrollBy({ top: by });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [bar]);
}
