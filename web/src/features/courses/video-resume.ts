/**
 * Where a course video the app plays starts (docs/product.md#courses): where the learner left off.
 * The server keeps watch time, not a position (it counts seconds played, so a seek ahead adds
 * nothing), so the position is kept in this browser's local storage under
 * `mta.videoAt.<user id>.<course id>` as the video plays; without one (another device, a cleared
 * browser) the video starts at the share the server says was watched, of the file's own length. A
 * finished video (completed, or watched to its end) starts at 0, and so does one with nothing
 * watched (a newcomer, or a course reset: a position kept before the reset is not used).
 */

/** Closer than this to the start, the video starts at 0 (nothing worth skipping). */
const MIN_RESUME_SECONDS = 5;
/** Closer than this to the end, the video counts as watched to its end and starts at 0. */
const END_SECONDS = 3;

export interface ResumeFacts {
  /** The file's length, seconds. */
  length: number;
  /** The server's watch percent (0-100) of the course. */
  percent: number;
  /** The video's part of the course is completed. */
  completed: boolean;
  /** The position this browser kept, seconds; null when it kept none. */
  kept: number | null;
}

/** The second the video starts at (0: from the beginning). */
export function resumeAt({ length, percent, completed, kept }: ResumeFacts): number {
  if (!(length > 0) || completed || percent <= 0 || percent >= 100) return 0;
  const at = kept ?? (percent / 100) * length;
  if (at < MIN_RESUME_SECONDS || at > length - END_SECONDS) return 0;
  return Math.floor(at);
}

const keyOf = (userId: string, courseId: number) => `mta.videoAt.${userId}.${courseId}`;

/** The position this browser kept for the learner's course video, seconds; null when none. */
export function readKeptPosition(userId: string, courseId: number): number | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId, courseId));
    const seconds = raw === null ? NaN : Number(raw);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    return null;
  }
}

/** Keeps the position (0 when the video was played to its end; null forgets it, e.g. started over). */
export function keepPosition(userId: string, courseId: number, seconds: number | null): void {
  try {
    if (seconds === null) window.localStorage.removeItem(keyOf(userId, courseId));
    else window.localStorage.setItem(keyOf(userId, courseId), String(Math.floor(seconds)));
  } catch {
    // Storage full or blocked: the video resumes at the watched share instead.
  }
}
