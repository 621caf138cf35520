/**
 * Watch time from playback (docs/product.md#courses): only time actually played counts. Each
 * `timeupdate` while playing adds how far the video moved since the previous one, but only when
 * that is no more than 1.25x the wall-clock time between them (plus a little for event jitter):
 * a seek ahead, or playing faster than 1.25x, adds nothing. The server applies the same limit
 * again to what it is sent.
 */
export const MAX_PLAYBACK_RATE = 1.25;
/** Seconds of jitter allowed between two timeupdate events. */
const JITTER_SECONDS = 0.3;

export interface PlaybackSample {
  /** The video's currentTime, seconds. */
  position: number;
  /** performance.now() when it was read, milliseconds. */
  at: number;
}

/** The seconds of real watching between two samples of an uninterrupted playback (0 if none). */
export function playedBetween(previous: PlaybackSample, next: PlaybackSample): number {
  const moved = next.position - previous.position;
  const wall = (next.at - previous.at) / 1000;
  if (moved <= 0 || wall <= 0) return 0;
  return moved <= wall * MAX_PLAYBACK_RATE + JITTER_SECONDS ? moved : 0;
}
