/** How My Team reads: levels, last activity, and when a member can be nudged (docs/product.md#my-team). */
import { formatNumber, type MessageId, type Translate } from '@/i18n';
import type { Team, TeamMember } from '@contract';

const DAY_MS = 86_400_000;

/** "Level 1" people joined with your link; deeper levels joined with a member's link. */
export const levelLabel = (t: Translate, level: number) => (level === 1 ? t('team.level.first') : t('team.level.n', { level }));

/** "today", "yesterday", "5 days ago" from a YYYY-MM-DD day, against `today` (UTC). */
export function lastActiveText(t: Translate, day: string, today = new Date()): string {
  const days = Math.round((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
  if (days <= 0) return t('team.active.today');
  if (days === 1) return t('team.active.yesterday');
  return t('team.active.days', { count: days });
}

/** Why a member cannot be nudged now (its message id), or null when they can. */
export function nudgeBlocker(member: TeamMember, now = Date.now()): MessageId | null {
  if (!member.stuck) return null;
  if (!member.nudgesEnabled) return 'team.nudgesOff';
  if (member.lastNudgedAt && now - Date.parse(member.lastNudgedAt) < 7 * DAY_MS) return 'team.nudgedThisWeek';
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
export const shownText = (t: Translate, shown: number, total: number) => t('team.shown', { shown: formatNumber(shown), total });
