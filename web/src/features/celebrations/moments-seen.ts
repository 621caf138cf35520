/**
 * What this browser has already celebrated for a learner (docs/product.md#moments): the achievements,
 * the streak length and the league weeks whose promotion was shown, in local storage under
 * `mta.moments.<user id>`. The server has no "seen" flag for these, and a celebration missed on one
 * device is not worth a round trip; a browser without a record starts one and celebrates nothing.
 */
export interface MomentsSeen {
  achievements?: string[];
  streak?: number;
  promotions?: string[];
}

const keyOf = (userId: string) => `mta.moments.${userId}`;

export function readSeen(userId: string): MomentsSeen {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as MomentsSeen) : {};
  } catch {
    return {};
  }
}

export function writeSeen(userId: string, change: MomentsSeen): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify({ ...readSeen(userId), ...change }));
  } catch {
    // Storage full or blocked: the moment may show again, nothing is lost.
  }
}
