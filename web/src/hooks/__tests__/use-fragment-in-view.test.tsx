import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fragmentId, useFragmentInView } from '../use-fragment-in-view';
import { ManualResizeObserver, resizeNow } from '@/testing/manual-resize-observer';

let showPanel: (shown: boolean) => void = () => undefined;

/** A page whose panel (heading id `achievements`, 500 px down) renders when the test says so. */
function Page() {
  useFragmentInView();
  const [shown, setShown] = useState(false);
  showPanel = setShown;
  return shown ? (
    <section
      aria-labelledby="achievements"
      ref={(element) => {
        if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
      }}
    >
      <h2 id="achievements">Achievements</h2>
      <h3
        id="claimed-rewards"
        ref={(element) => {
          if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
        }}
      >
        Claimed rewards
      </h3>
    </section>
  ) : null;
}

describe('a link with a fragment', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls the named panel under the header once it renders, and keeps it there while the page grows for 3 s after', () => {
    render(
      <MemoryRouter initialEntries={['/rewards#achievements']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => showPanel(true));
    act(() => resizeNow());
    // 500 px down, 8 px of room under the (here absent) header.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 492 });
    act(() => vi.advanceTimersByTime(2900));
    act(() => resizeNow());
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(200));
    act(() => resizeNow());
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scrolls to a heading inside a panel, not to the top of its panel', () => {
    render(
      <MemoryRouter initialEntries={['/rewards#claimed-rewards']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => showPanel(true));
    act(() => resizeNow());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 892 });
  });

  it("stops holding the panel at the learner's own scroll", () => {
    render(
      <MemoryRouter initialEntries={['/rewards#achievements']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => showPanel(true));
    act(() => resizeNow());
    window.dispatchEvent(new Event('wheel'));
    act(() => resizeNow());
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('reads no id from a missing or malformed fragment', () => {
    expect(fragmentId('#daily-challenges')).toBe('daily-challenges');
    expect(fragmentId('')).toBe('');
    expect(fragmentId('#%E0%A4%A')).toBe('');
  });
});
