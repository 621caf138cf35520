import { describe, expect, it } from 'vitest';

import { roomClearOfControls, roomForBars } from '@/components/ui/toast-lift';

import { overlapWithBar, ROOM_ABOVE_BAR, scrollToShow } from '../use-clear-of-bar';
import { hasMoreBelow, hasMoreToTheRight } from '../use-side-scroll';

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

describe('roomClearOfControls: a toast never covers a control', () => {
  // A phone: 844 px high, the tab bar's 64 px at the bottom, the header's bottom at 64 px, a 72 px toast across the width.
  const toast = { height: 72, left: 16, right: 374 };
  const control = (top: number, height = 44, left = 16, right = 374) => ({ top, bottom: top + height, height, left, right });

  it('stays just above the bars when nothing is under it', () => {
    expect(roomClearOfControls([control(100), control(600)], toast, 844, 64, 64)).toBe(64);
  });

  it('rises past the control it would cover ("Copied!" over "Open the calculator")', () => {
    // Its box would be 708-780; the calculator's button is at 720-764: the toast ends at its top.
    expect(roomClearOfControls([control(720)], toast, 844, 64, 64)).toBe(844 - 720);
  });

  it('rises past a column of controls until a gap fits it', () => {
    const list = [control(700), control(650), control(560), control(300)];
    // 700 → above 650 → its box 578-650 covers 560-604 → above 560: box 488-560, clear.
    expect(roomClearOfControls(list, toast, 844, 64, 64)).toBe(844 - 560);
  });

  it('ignores controls beside its column and controls with no height', () => {
    expect(roomClearOfControls([control(720, 44, 0, 10), control(720, 0)], toast, 844, 64, 64)).toBe(64);
  });

  it('gives up (null) when no place below the header is clear', () => {
    const wall = Array.from({ length: 16 }, (_, index) => control(64 + index * 48, 46));
    expect(roomClearOfControls(wall, toast, 844, 64, 64)).toBeNull();
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
    // Right to left: scrollLeft runs from 0 down to minus the overflow.
    expect(hasMoreToTheRight({ scrollLeft: -100, scrollWidth: 702, clientWidth: 332 })).toBe(true);
    expect(hasMoreToTheRight({ scrollLeft: -370, scrollWidth: 702, clientWidth: 332 })).toBe(false);
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

describe('hasMoreBelow: a dialog body cut at its footer says it scrolls', () => {
  it('is true while lines lie below the bottom edge, false at the end (a pixel of rounding allowed) and for a body that fits', () => {
    expect(hasMoreBelow({ scrollTop: 0, scrollHeight: 760, clientHeight: 640 })).toBe(true);
    expect(hasMoreBelow({ scrollTop: 119, scrollHeight: 760, clientHeight: 640 })).toBe(false);
    expect(hasMoreBelow({ scrollTop: 0, scrollHeight: 400, clientHeight: 400 })).toBe(false);
  });
});
