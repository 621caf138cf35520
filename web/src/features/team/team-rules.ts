/** How My Team reads: levels, last activity, and when a member can be nudged (docs/product.md#my-team). */
import type { Team, TeamMember } from '@contract';

const DAY_MS = 86_400_000;

/** "Level 1" people joined with your link; deeper levels joined with a member's link. */
export const levelLabel = (level: number) => (level === 1 ? 'Joined with your link' : `Level ${level}`);

/** "today", "yesterday", "5 days ago" from a YYYY-MM-DD day, against `today` (UTC). */
export function lastActiveText(day: string, today = new Date()): string {
  const days = Math.round((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
  if (days <= 0) return 'active today';
  if (days === 1) return 'active yesterday';
  return `active ${days} days ago`;
}

/** Why a member cannot be nudged now, or null when they can. */
export function nudgeBlocker(member: TeamMember, now = Date.now()): string | null {
  if (!member.stuck) return null;
  if (!member.nudgesEnabled) return 'Nudges off';
  if (member.lastNudgedAt && now - Date.parse(member.lastNudgedAt) < 7 * DAY_MS) return 'Nudged this week';
  return null;
}

/** The members grouped by level, in level order. */
export function byLevel(members: TeamMember[]): { level: number; members: TeamMember[] }[] {
  const levels = [...new Set(members.map((member) => member.level))].sort((a, b) => a - b);
  return levels.map((level) => ({ level, members: members.filter((member) => member.level === level) }));
}

/** The members of the pages loaded so far, in order, each once (a member can move across a page
 * boundary between two reads, e.g. when they stop being stuck). */
export function loadedMembers(pages: Team[]): TeamMember[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.members).filter((member) => !seen.has(member.id) && Boolean(seen.add(member.id)));
}

/** "Showing 50 of 5,000 members". */
export const shownText = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'member' : 'members'}`;
