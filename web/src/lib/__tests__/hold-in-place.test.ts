import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { holdInPlace } from '../hold-in-place';
import { ManualResizeObserver, resizeNow } from '@/testing/manual-resize-observer';

describe('holding something in place while the page settles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('places it again at each change of size until the hold ends, counted from the first placing', () => {
    let rendered = false;
    const place = vi.fn(() => rendered);
    holdInPlace(place, 2000, 5000);
    expect(place).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    rendered = true;
    resizeNow();
    vi.advanceTimersByTime(1900);
    resizeNow();
    expect(place).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(200);
    resizeNow();
    expect(place).toHaveBeenCalledTimes(3);
  });

  it('gives up when it never renders, and ends at a scroll of their own or at the cleanup', () => {
    const never = vi.fn(() => false);
    holdInPlace(never, 2000, 5000);
    vi.advanceTimersByTime(5000);
    resizeNow();
    expect(never).toHaveBeenCalledTimes(1);

    const scrolled = vi.fn(() => true);
    holdInPlace(scrolled, 2000, 5000);
    window.dispatchEvent(new Event('keydown'));
    resizeNow();
    expect(scrolled).toHaveBeenCalledTimes(1);

    const cleaned = vi.fn(() => true);
    holdInPlace(cleaned, 2000, 5000)();
    resizeNow();
    expect(cleaned).toHaveBeenCalledTimes(1);
  });
});
