import { describe, expect, it } from 'vitest';

import { HOLD_AT, initialSlideshow, slideshowReducer, type SlideshowState } from '../slideshow';

const reduce = slideshowReducer(5);
const tick = (state: SlideshowState, times: number, speaking = false) =>
  Array.from({ length: times }).reduce<SlideshowState>((s) => reduce(s, { type: 'tick', speaking }), state);

describe('getting started slideshow', () => {
  it('advances 1% per tick and moves to the next scene at 100', () => {
    const playing = initialSlideshow(true);
    expect(tick(playing, 1)).toEqual({ scene: 0, progress: 1, playing: true });
    expect(tick(playing, 99)).toEqual({ scene: 0, progress: 99, playing: true });
    expect(tick(playing, 100)).toEqual({ scene: 1, progress: 0, playing: true });
  });

  it('stops and returns to scene 1 after the last scene', () => {
    const last: SlideshowState = { scene: 4, progress: 99, playing: true };
    expect(tick(last, 1)).toEqual({ scene: 0, progress: 0, playing: false });
  });

  it('holds at 85% while narration is speaking, then continues', () => {
    const held = tick(initialSlideshow(true), 200, true);
    expect(held.progress).toBe(HOLD_AT);
    expect(held.scene).toBe(0);
    expect(tick(held, 1).progress).toBe(86);
  });

  it('does not move while paused', () => {
    const paused = initialSlideshow(false);
    expect(tick(paused, 10)).toBe(paused);
  });

  it('toggles play and pause, restarts from scene 1, and jumps to a chosen scene', () => {
    const state: SlideshowState = { scene: 3, progress: 40, playing: true };
    expect(reduce(state, { type: 'toggle' }).playing).toBe(false);
    expect(reduce(state, { type: 'restart' })).toEqual({ scene: 0, progress: 0, playing: true });
    expect(reduce(state, { type: 'goto', scene: 1 })).toEqual({ scene: 1, progress: 0, playing: true });
    expect(reduce(state, { type: 'goto', scene: 9 }).scene).toBe(4);
  });
});
