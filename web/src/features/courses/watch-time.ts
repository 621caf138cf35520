/**
 * Watch time from playback (docs/product.md#courses): only time actually played counts, and never
 * faster than 1.25 seconds per second. Each `timeupdate` while playing adds how far the video moved
 * since the previous one, at most 1.25x the wall-clock time between them: at 2x speed a second of
 * watching adds 1.25 s, as the server records it (it applies the same limit again to what it is
 * sent), so the figure the page shows is the one the server keeps. A move much further than the
 * speed the video is set to could play (a seek ahead) adds nothing.
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

/**
 * The seconds of watching that count between two samples of an uninterrupted playback at `rate`
 * (the video's playbackRate): what it played, at most 1.25x the wall-clock time; 0 for a jump.
 */
export function playedBetween(previous: PlaybackSample, next: PlaybackSample, rate = 1): number {
  const moved = next.position - previous.position;
  const wall = (next.at - previous.at) / 1000;
  if (moved <= 0 || wall <= 0) return 0;
  const played = moved <= wall * Math.max(rate, MAX_PLAYBACK_RATE) + JITTER_SECONDS;
  return played ? Math.min(moved, wall * MAX_PLAYBACK_RATE) : 0;
}

/** Whether watch time at this speed counts only in part (faster than 1.25x). */
export const countsInPart = (rate: number) => rate > MAX_PLAYBACK_RATE;
