import { afterEach, describe, expect, it } from 'vitest';

import { keepPosition, readKeptPosition, resumeAt } from '../video-resume';

afterEach(() => window.localStorage.clear());

describe('resumeAt: where a course video starts (docs/product.md#courses)', () => {
  const video = { length: 60, percent: 25, completed: false, kept: null };

  it('starts at the watched share of the video when this browser kept no position', () => {
    // 25 % of a 60 s file: where a learner who watched a quarter left off, not 0:00.
    expect(resumeAt(video)).toBe(15);
  });

  it('starts at the position this browser kept, a real one (a seek ahead moved it, not the watch time)', () => {
    expect(resumeAt({ ...video, kept: 42.7 })).toBe(42);
  });

  it('starts a finished video at 0: completed, watched to 100 %, or left at its very end', () => {
    expect(resumeAt({ ...video, completed: true, kept: 30 })).toBe(0);
    expect(resumeAt({ ...video, percent: 100 })).toBe(0);
    expect(resumeAt({ ...video, kept: 58 })).toBe(0);
  });

  it('starts at 0 with nothing watched (a newcomer, or a reset course whose old position is still kept), or a few seconds in', () => {
    expect(resumeAt({ ...video, percent: 0, kept: 30 })).toBe(0);
    expect(resumeAt({ ...video, percent: 5 })).toBe(0);
    expect(resumeAt({ ...video, length: 0 })).toBe(0);
  });
});

describe('the position kept on this device', () => {
  it('is kept per learner and course, and forgotten', () => {
    expect(readKeptPosition('u1', 6)).toBeNull();
    keepPosition('u1', 6, 31.9);
    expect(readKeptPosition('u1', 6)).toBe(31);
    expect(readKeptPosition('u2', 6)).toBeNull();
    expect(readKeptPosition('u1', 7)).toBeNull();
    keepPosition('u1', 6, null);
    expect(readKeptPosition('u1', 6)).toBeNull();
  });

  it('ignores what is not a position', () => {
    window.localStorage.setItem('mta.videoAt.u1.6', 'soon');
    expect(readKeptPosition('u1', 6)).toBeNull();
  });
});
