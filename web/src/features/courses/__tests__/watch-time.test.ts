import { describe, expect, it } from 'vitest';

import { countsInPart, playedBetween } from '../watch-time';

describe('playedBetween', () => {
  it('counts playback at normal speed and up to 1.25x', () => {
    expect(playedBetween({ position: 10, at: 0 }, { position: 10.25, at: 250 })).toBeCloseTo(0.25);
    expect(playedBetween({ position: 10, at: 0 }, { position: 11.25, at: 1000 }, 1.25)).toBeCloseTo(1.25);
  });

  it('counts faster playback at 1.25 s per second, as the server records it', () => {
    expect(playedBetween({ position: 10, at: 0 }, { position: 14, at: 2000 }, 2)).toBeCloseTo(2.5);
    expect(playedBetween({ position: 10, at: 0 }, { position: 10.5, at: 250 }, 2)).toBeCloseTo(0.3125);
    expect(countsInPart(2)).toBe(true);
    expect(countsInPart(1.25)).toBe(false);
  });

  it('counts nothing for a seek ahead (at any speed), moving faster than the set speed, a rewind or no time passing', () => {
    expect(playedBetween({ position: 10, at: 0 }, { position: 40, at: 250 })).toBe(0);
    expect(playedBetween({ position: 10, at: 0 }, { position: 40, at: 250 }, 2)).toBe(0);
    expect(playedBetween({ position: 10, at: 0 }, { position: 14, at: 2000 })).toBe(0);
    expect(playedBetween({ position: 30, at: 0 }, { position: 5, at: 250 })).toBe(0);
    expect(playedBetween({ position: 10, at: 500 }, { position: 10.2, at: 500 })).toBe(0);
  });
});
