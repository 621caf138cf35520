/**
 * The typical participant beside the projection (docs/product.md#income-disclosure): what the
 * operator's income disclosure says participants earn, and the share of participants who reach a
 * projected annual figure. The disclosure gives the share who earned at least each threshold, so
 * the share reaching an amount is at most the share of the highest threshold at or below it.
 */
import type { IncomeDisclosure } from '@contract';

/** The largest share of participants who could have earned `annual` a year, in percent. */
export function shareReaching(disclosure: IncomeDisclosure, annual: number): number {
  if (annual <= 0) return 100;
  let share = 100 - disclosure.zeroShare;
  for (const bracket of disclosure.brackets) {
    if (bracket.atLeast <= annual) share = Math.min(share, bracket.share);
  }
  return share;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatShare = (share: number) => `${share > 0 && share < 0.1 ? '<0.1' : percent.format(share)}%`;

/** "At most 0.1% of participants earn this much." (`what` names the amount; nothing at all: everyone). */
export function shareSentence(disclosure: IncomeDisclosure | null, annual: number, what = 'this much'): string {
  if (!disclosure) return 'No income disclosure is published yet. Most people who join earn little or nothing.';
  if (annual <= 0) return 'Every participant reaches $0.';
  return `At most ${formatShare(shareReaching(disclosure, annual))} of participants earn ${what}.`;
}
