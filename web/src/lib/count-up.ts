/**
 * Counting a number up (or down) to its new value, as the header's token balance does after a
 * reward (docs/product.md#moments): an ease-out curve over a short time, whole numbers only. Kept
 * free of framer-motion so the header (on the landing page too) stays light; reduced motion shows
 * the final value at once.
 */

/** How long a count takes. */
export const COUNT_UP_MS = 900;

/** Ease-out cubic: fast at first, settling on the value. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/** The whole number shown `elapsed` ms into a count from `from` to `to`. */
export function countUpValue(from: number, to: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const progress = easeOut(Math.max(0, elapsed) / duration);
  return Math.round(from + (to - from) * progress);
}
