import type { League } from '@contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Top 5 are promoted when the week ends in 3 days (Monday 00:00 UTC)." */
export function leagueWeekText(league: Pick<League, 'weekEnd' | 'promotedPerWeek'>, now: Date): string {
  const left = new Date(league.weekEnd).getTime() - now.getTime();
  const days = Math.ceil(left / DAY_MS);
  const when = left <= 0 ? 'now' : days <= 1 ? 'today' : `in ${days} days`;
  return `Points earned this week. The top ${league.promotedPerWeek} are promoted when the week ends ${when} (Monday 00:00 UTC).`;
}
