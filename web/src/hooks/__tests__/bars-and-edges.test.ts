import { describe, expect, it } from 'vitest';

import { roomForBars } from '@/components/ui/toast-lift';

import { overlapWithBar, ROOM_ABOVE_BAR, scrollToShow } from '../use-clear-of-bar';
import { hasMoreToTheRight } from '../use-side-scroll';

const box = (top: number, height: number, left = 0, right = 390) => ({ top, bottom: top + height, height, left, right });
const phone = { left: 0, right: 390 };

describe('roomForBars: toasts rise above bars stuck to the bottom', () => {
  it('is the room from the highest stuck bar to the bottom of the screen', () => {
    // A save bar (64 px) above a phone's tab bar (72 px) on an 844 px screen.
    expect(roomForBars([box(708, 64)], 844, phone)).toBe(136);
    expect(roomForBars([box(708, 64), box(772, 72)], 844, phone)).toBe(136);
  });

  it("ignores a bar beside the toasts' column (a desktop's form column, left of the toasts)", () => {
    const toasts = { left: 860, right: 1280 };
    expect(roomForBars([box(836, 64, 48, 630)], 900, toasts)).toBe(0);
    expect(roomForBars([box(836, 64, 48, 900)], 900, toasts)).toBe(64);
  });

  it('ignores bars off screen, hidden (no height) or resting far above the bottom', () => {
    expect(roomForBars([], 844, phone)).toBe(0);
    expect(roomForBars([box(900, 64)], 844, phone)).toBe(0);
    expect(roomForBars([box(700, 0)], 844, phone)).toBe(0);
    expect(roomForBars([box(300, 64)], 844, phone)).toBe(0);
  });
});

describe('overlapWithBar: a focused field scrolls clear of the save bar', () => {
  it('scrolls by how far the field and its message line reach under the bar', () => {
    expect(overlapWithBar(700, 708)).toBe(700 + ROOM_ABOVE_BAR - 708);
    expect(overlapWithBar(760.4, 708, 40)).toBe(93);
  });

  it('does not scroll a field already clear of the bar', () => {
    expect(overlapWithBar(600, 708)).toBe(0);
    expect(overlapWithBar(100, Infinity)).toBe(0);
  });
});

describe('hasMoreToTheRight: a wide table says it scrolls', () => {
  it('is true while columns lie beyond the right edge', () => {
    expect(hasMoreToTheRight({ scrollLeft: 0, scrollWidth: 702, clientWidth: 332 })).toBe(true);
    expect(hasMoreToTheRight({ scrollLeft: 368, scrollWidth: 702, clientWidth: 332 })).toBe(true);
  });

  it('is false at the end (a pixel of rounding allowed) and for a table that fits', () => {
    expect(hasMoreToTheRight({ scrollLeft: 370, scrollWidth: 702, clientWidth: 332 })).toBe(false);
    expect(hasMoreToTheRight({ scrollLeft: 369.5, scrollWidth: 702, clientWidth: 332 })).toBe(false);
    expect(hasMoreToTheRight({ scrollLeft: 0, scrollWidth: 332, clientWidth: 332 })).toBe(false);
  });
});

describe('scrollToShow: a message appears between the sticky header and the save bar', () => {
  // A 65 px header and a save bar from 708 px on an 844 px phone.
  it('scrolls down until a message under the bar clears it, 8 px above', () => {
    expect(scrollToShow(650, 850, 65, 708)).toBe(850 + 8 - 708);
  });

  it('scrolls up until a message under the header clears it', () => {
    expect(scrollToShow(20, 200, 65, 708)).toBe(20 - 73);
  });

  it('keeps the top of a message taller than the space in view', () => {
    expect(scrollToShow(500, 1400, 65, 708)).toBe(500 - 73);
  });

  it('leaves a message already in view where it is', () => {
    expect(scrollToShow(200, 600, 65, 708)).toBe(0);
  });
});
