import type { League, LeagueMember } from '@contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Top 5 are promoted when the week ends in 3 days (Monday 00:00 UTC)." */
export function leagueWeekText(league: Pick<League, 'weekEnd' | 'promotedPerWeek'>, now: Date): string {
  const left = new Date(league.weekEnd).getTime() - now.getTime();
  const days = Math.ceil(left / DAY_MS);
  const when = left <= 0 ? 'now' : days <= 1 ? 'today' : `in ${days} days`;
  return `Points earned this week. The top ${league.promotedPerWeek} are promoted when the week ends ${when} (Monday 00:00 UTC).`;
}

/** One line of the league as a race: a member, the promotion line, or a run of members left out. */
export type RaceItem = { kind: 'member'; member: LeagueMember } | { kind: 'promotion-line' } | { kind: 'gap'; hidden: number };

/** How many leaders always show, and how many places above and below the learner. */
export const RACE_TOP = 3;
export const RACE_AROUND = 2;

/**
 * The league as a race (docs/product.md#weekly-starter-leagues): the top 3, the learner and the 2
 * places either side, runs of others folded into a gap ("… 6 more"), and the promotion line under the
 * last member ranked within `promotedPerWeek`. `showAll` lists every member (the line stays).
 */
export function raceItems(members: LeagueMember[], myId: string, promotedPerWeek: number, showAll = false): RaceItem[] {
  const me = members.findIndex((member) => member.id === myId);
  const visible = (index: number) => showAll || index < RACE_TOP || (me >= 0 && Math.abs(index - me) <= RACE_AROUND);
  const items: RaceItem[] = [];
  let hidden = 0;
  const flush = () => {
    if (hidden > 0) items.push({ kind: 'gap', hidden });
    hidden = 0;
  };
  members.forEach((member, index) => {
    const previous = members[index - 1];
    if (previous && previous.rank <= promotedPerWeek && member.rank > promotedPerWeek) {
      flush();
      items.push({ kind: 'promotion-line' });
    }
    if (visible(index)) {
      flush();
      items.push({ kind: 'member', member });
    } else hidden += 1;
  });
  flush();
  return items;
}

/**
 * Two members with the same name are told apart by a short tag of their ids ("#1a2b"), shown on the
 * row's second line (a long name is cut short on a phone; the tag must stay visible). Unique names get none.
 */
export function nameTags(members: Pick<LeagueMember, 'id' | 'name'>[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const member of members) count.set(member.name, (count.get(member.name) ?? 0) + 1);
  return new Map(members.filter((member) => (count.get(member.name) ?? 0) > 1).map((member) => [member.id, `#${member.id.slice(0, 4)}`]));
}
