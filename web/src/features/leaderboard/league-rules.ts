import type { Translate } from '@/i18n';
import type { League, LeagueMember } from '@contract';

const HOUR_MS = 60 * 60 * 1000;

/** How long until the week ends, never more than is left: "in 2 days" (48 h or more), "in 29 hours", "in less than an hour". */
function untilWeekEnds(t: Translate, left: number): string {
  if (left <= 0) return t('league.ends.now');
  const hours = Math.floor(left / HOUR_MS);
  if (hours < 1) return t('league.ends.underAnHour');
  if (hours < 48) return t('league.ends.hours', { hours });
  return t('league.ends.days', { days: Math.floor(hours / 24) });
}

/** "Points earned this week. The top 5 are promoted when the week ends in 2 days (Monday 00:00 UTC)." */
export function leagueWeekText(t: Translate, league: Pick<League, 'weekEnd' | 'promotedPerWeek'>, now: Date): string {
  const when = untilWeekEnds(t, new Date(league.weekEnd).getTime() - now.getTime());
  return t('league.week.text', { count: league.promotedPerWeek, when });
}

/**
 * Whether a member has a place in the race: points this week. Before the first, everyone at 0 ties
 * ("#25 of 25"), so no place is shown (docs/product.md#weekly-starter-leagues): "Not ranked yet".
 */
export const isRanked = (member: Pick<LeagueMember, 'weeklyPts'>): boolean => member.weeklyPts > 0;

/**
 * Whether the member moves up if the week ended now, as the server decides when it closes the week
 * (docs/product.md#weekly-starter-leagues): ranked within `promotedPerWeek` (rank = 1 + members with
 * more points, so everyone tied at the cut is within it) with more than 0 points.
 */
export function inPromotionZone(member: Pick<LeagueMember, 'rank' | 'weeklyPts'>, promotedPerWeek: number): boolean {
  return member.rank <= promotedPerWeek && isRanked(member);
}

/**
 * What a row says under its name: "In the promotion zone", or below the line how many points this
 * week would tie the lowest in the zone (a tie at the cut moves up too); nothing while nobody is in it.
 */
export function rowStanding(t: Translate, member: Pick<LeagueMember, 'rank' | 'weeklyPts'>, members: readonly LeagueMember[], promotedPerWeek: number): string {
  if (inPromotionZone(member, promotedPerWeek)) return t('league.row.promotionZone');
  const zone = members.filter((other) => inPromotionZone(other, promotedPerWeek)).map((other) => other.weeklyPts);
  if (zone.length === 0) return '';
  return t('league.row.toZone', { points: Math.max(1, Math.min(...zone) - member.weeklyPts) });
}

/**
 * The promotion line: how many members are above it and the rank of the last of them. More than
 * `promotedPerWeek` above it means a tie at the cut (`lastRank`), where everyone tied moves up.
 */
export interface PromotionLineItem {
  kind: 'promotion-line';
  above: number;
  lastRank: number;
}

/**
 * What the promotion line says: "Promotion line: the top 5 move up", or, with more above it (a tie at
 * the cut: the top N and everyone tied at the rank the Nth place holds, `lastRank`), "Promotion line:
 * 6 move up — the top 5 and everyone tied at #5". Fewer above it than the top N (fewer members have a
 * point this week) says so, "Promotion line: 2 move up — only members with points this week", as "the
 * top 5" would promise three moves the close will not make. Sentence case: in capitals the long line read badly.
 */
export function promotionLineText(t: Translate, promotedPerWeek: number, line: Pick<PromotionLineItem, 'above' | 'lastRank'>): string {
  if (line.above < promotedPerWeek) return t('league.promotionLineFew', { above: line.above });
  if (line.above === promotedPerWeek) return t('league.promotionLine', { count: promotedPerWeek });
  return t('league.promotionLineTied', { above: line.above, count: promotedPerWeek, rank: line.lastRank });
}

/** One line of the league as a race: a member, the promotion line, or a run of members left out. */
export type RaceItem = { kind: 'member'; member: LeagueMember } | PromotionLineItem | { kind: 'gap'; hidden: number };

/** How many leaders always show, how many places above and below the learner and either side of the promotion line. */
export const RACE_TOP = 3;
export const RACE_AROUND = 2;
export const RACE_LINE = 2;
/** The shortest run of members folded into a gap: a gap of 1 or 2 hides less than the line saying so. */
export const RACE_FOLD_FROM = 3;

/** Where the promotion line falls: the index of the first member below it, or -1 when nobody is (everyone in the zone). */
function promotionLineAt(members: LeagueMember[], promotedPerWeek: number): number {
  return members.findIndex((member, index) => index > 0 && inPromotionZone(members[index - 1]!, promotedPerWeek) && !inPromotionZone(member, promotedPerWeek));
}

/**
 * The league as a race (docs/product.md#weekly-starter-leagues): the top 3, the 2 places either side
 * of the promotion line (who is about to move up, who is about to), the learner and the 2 places
 * either side, and only runs of 3 or more others folded into a gap ("… 6 more"): a run of 1 or 2 is
 * shown. The promotion line goes under the last member in the promotion zone (`inPromotionZone`: ties
 * at the cut above it, members without a point this week below it). `showAll` lists every member (the line stays).
 */
export function raceItems(members: LeagueMember[], myId: string, promotedPerWeek: number, showAll = false): RaceItem[] {
  const me = members.findIndex((member) => member.id === myId);
  const line = promotionLineAt(members, promotedPerWeek);
  const visible = (index: number) =>
    showAll || index < RACE_TOP || (me >= 0 && Math.abs(index - me) <= RACE_AROUND) || (line >= 0 && index >= line - RACE_LINE && index < line + RACE_LINE);
  const items: RaceItem[] = [];
  let run: LeagueMember[] = [];
  const flush = () => {
    if (run.length >= RACE_FOLD_FROM) items.push({ kind: 'gap', hidden: run.length });
    else items.push(...run.map((member) => ({ kind: 'member' as const, member })));
    run = [];
  };
  members.forEach((member, index) => {
    if (index === line) {
      flush();
      items.push({ kind: 'promotion-line', above: index, lastRank: members[index - 1]!.rank });
    }
    if (visible(index)) {
      flush();
      items.push({ kind: 'member', member });
    } else run.push(member);
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

/** The learner's next way to earn points (the station Today offers) and what it pays, when known. */
export interface NextEarn {
  /** The station to finish ("finish Station 1"). */
  station: number;
  points: number;
}

/** Where the learner stands this week, said so it means something on day one too. */
export interface LeagueStanding {
  /** The figure: "#3 of 27" once ranked, "Not ranked yet" before any point this week. */
  place: string;
  /** The short way up, under the figure on Today: "+10 points: finish Station 1", "12 points to #2". */
  hint: string;
  /** The whole sentence, on the league: "Earn 10 points to get on the board: finish Station 1." */
  climb: string;
  /** Whether the place is a rank (points earned this week). */
  ranked: boolean;
}

/**
 * How the learner climbs (docs/product.md#weekly-starter-leagues), in the screen's language (`t`).
 * Before any point this week the rank is a tie with everyone at 0 ("#25 of 25" says nothing), so no
 * rank: what to earn and how (`next`, else any way of earning). Once ranked: the rank, and the points
 * to reach the next place up (the closest member above: passing them takes one more point than their
 * lead), or the lead; alone in the league, that others join it (a lead over nobody would say nothing
 * true). Null for someone not in the race (an administrator, or not among the members).
 */
export function leagueStanding(t: Translate, league: Pick<League, 'members' | 'myRank'>, userId: string, next: NextEarn | null): LeagueStanding | null {
  const me = league.members.find((member) => member.id === userId);
  if (!me || league.myRank === null) return null;
  if (!isRanked(me)) {
    const unranked = { place: t('league.standing.notRanked'), ranked: false };
    if (!next) return { ...unranked, hint: t('league.standing.hintAny'), climb: t('league.standing.climbAny') };
    const earn = { points: next.points, what: t('league.standing.finishStation', { station: next.station }) };
    return { ...unranked, hint: t('league.standing.hintNext', earn), climb: t('league.standing.climbNext', earn) };
  }
  const place = t('league.standing.place', { rank: me.rank, total: league.members.length });
  // Alone in the league (its first joiner this week): no one to lead or to catch.
  if (league.members.length === 1) {
    return { place, ranked: true, hint: t('league.standing.hintFirst'), climb: t('league.standing.climbFirst') };
  }
  const above = league.members.filter((member) => member.weeklyPts > me.weeklyPts);
  if (above.length === 0) {
    const runnerUp = Math.max(0, ...league.members.filter((member) => member.id !== me.id).map((member) => member.weeklyPts));
    const lead = me.weeklyPts - runnerUp;
    return lead > 0
      ? { place, ranked: true, hint: t('league.standing.hintAhead', { lead }), climb: t('league.standing.climbAhead', { lead }) }
      : { place, ranked: true, hint: t('league.standing.hintLevel'), climb: t('league.standing.climbLevel') };
  }
  const closest = above.reduce((best, member) => (member.weeklyPts < best.weeklyPts ? member : best));
  const gap = closest.weeklyPts - me.weeklyPts + 1;
  // Several share the place above: ranks skip past them (#21 after four at #19), so say who is passed, not a rank that reads like a typo.
  const tied = league.members.filter((member) => member.weeklyPts === closest.weeklyPts).length;
  const values = { gap, tied, rank: closest.rank };
  if (tied > 1) return { place, ranked: true, hint: t('league.standing.hintPassTied', values), climb: t('league.standing.climbPassTied', values) };
  // Reaching the place above: equal points share its rank (rank = 1 + members with more points), so one point less than passing.
  const reach = { ...values, gap: gap - 1 };
  return { place, ranked: true, hint: t('league.standing.hintTo', reach), climb: t('league.standing.climbTo', reach) };
}
