/**
 * Today's rules (docs/product.md#dashboard): the one action the Today hero offers, and the streak's
 * line. `todayAction` is the one place that decides the action; the hero's button and the
 * celebrations' next step both come from it.
 */
import { checkInBlocked } from '@/features/challenges/challenge-rules';
import { missionStatus, stationOf } from '@/features/missions/mission-status';
import { paths } from '@/config/paths';
import type { Translate } from '@/i18n';
import type { StreakLost } from '@/lib/freezes-spent';
import { daysFrom } from '@/lib/visit-day';
import { STATIONS, type Course, type Mission, type MyChallenge, type User } from '@contract';

import { PANEL_HOME } from './panel-homes';

/**
 * What the rule reads. A list that is `undefined` is still loading: the rule waits for it only when
 * every step before it has nothing to offer. A list that failed to load is passed as empty, so the
 * learner is never left without a step.
 */
export interface TodayFacts {
  missions: Mission[] | undefined;
  /** The stations failed to load (offline, say): the rule cannot name the next one, nor say all are done. */
  missionsFailed?: boolean;
  completedMissions: User['completedMissions'];
  courseProgress: User['courseProgress'];
  courses: Pick<Course, 'id' | 'title' | 'isPublic'>[] | undefined;
  challenges: MyChallenge[] | undefined;
}

export type TodayAction =
  | { kind: 'station'; mission: Mission; station: number }
  | { kind: 'course'; course: Pick<Course, 'id' | 'title'>; percent: number }
  | { kind: 'challenge'; challenge: MyChallenge }
  | { kind: 'stations-unknown' }
  | { kind: 'courses' };

/** A step's answer: an action, nothing to offer (`skip`), or not known yet (`wait`). */
type Step = TodayAction | 'skip' | 'wait';

/** The first station the learner may start, or null with every station done. */
export function nextStation(missions: Mission[], completedMissions: User['completedMissions']): { mission: Mission; station: number } | null {
  const mission = missions.find((item) => missionStatus(item, completedMissions) === 'active');
  return mission ? { mission, station: stationOf(mission) } : null;
}

function stationStep({ missions, missionsFailed, completedMissions }: TodayFacts): Step {
  if (missionsFailed) return Object.values(completedMissions).filter(Boolean).length >= STATIONS.length ? 'skip' : { kind: 'stations-unknown' };
  if (!missions) return 'wait';
  const next = nextStation(missions, completedMissions);
  return next ? { kind: 'station', ...next } : 'skip';
}

/** The public course the learner has gone furthest in without finishing (list order breaks a tie). */
function courseStep({ courses, courseProgress }: TodayFacts): Step {
  const started = Object.values(courseProgress).some((percent) => percent > 0 && percent < 100);
  if (!started) return 'skip';
  if (!courses) return 'wait';
  let best: { course: Pick<Course, 'id' | 'title'>; percent: number } | null = null;
  for (const course of courses) {
    const percent = courseProgress[course.id] ?? 0;
    if (course.isPublic && percent > 0 && percent < 100 && (!best || percent > best.percent)) best = { course, percent };
  }
  return best ? { kind: 'course', ...best } : 'skip';
}

/** The first joined challenge that takes a check-in today and has none yet. */
function challengeStep({ challenges }: TodayFacts): Step {
  if (!challenges) return 'wait';
  const due = challenges.find((challenge) => challenge.run && !challenge.run.completedAt && !challenge.run.checkedInToday && !checkInBlocked(challenge));
  return due ? { kind: 'challenge', challenge: due } : 'skip';
}

/**
 * The steps in the order they are offered: the stations first (the academy's path), then the
 * course in progress, then a daily challenge's check-in; a sponsor's team step takes its place in
 * this list as one more step. With nothing else, the courses.
 */
const STEPS: ((facts: TodayFacts) => Step)[] = [stationStep, courseStep, challengeStep];

/** Today's one action, or null while a list it needs is still loading. */
export function todayAction(facts: TodayFacts): TodayAction | null {
  for (const step of STEPS) {
    const answer = step(facts);
    if (answer === 'wait') return null;
    if (answer !== 'skip') return answer;
  }
  return { kind: 'courses' };
}

/** A challenge run's progress in the screen's language: "4 of 10", "3 days of 15 days", "Streak: 2 days of 30 days". */
export function challengeProgress(t: Translate, challenge: Pick<MyChallenge, 'kind' | 'target' | 'run'>): string {
  const values = { progress: challenge.run?.progress ?? 0, target: challenge.target };
  if (challenge.kind === 'count') return t('today.challenge.countProgress', values);
  return t(challenge.kind === 'streak' ? 'today.challenge.streakProgress' : 'today.challenge.daysProgress', values);
}

/** The action as the hero shows it: a line saying what it is, and its one button. */
export function todayActionLink(t: Translate, action: TodayAction): { summary: string; label: string; to: string } {
  switch (action.kind) {
    case 'station':
      return {
        summary: action.mission.title,
        label: t('today.action.startStation', { station: action.station }),
        to: paths.mission.getHref(action.mission.id),
      };
    case 'course':
      return {
        summary: t('today.action.courseSummary', { percent: action.percent / 100 }),
        label: t('today.action.continueCourse', { title: action.course.title }),
        to: paths.course.getHref(action.course.id),
      };
    case 'challenge':
      return {
        summary: t('today.action.challengeSummary', { progress: challengeProgress(t, action.challenge) }),
        label: t('today.action.checkIn', { title: action.challenge.title }),
        to: PANEL_HOME.dailyChallenges.to,
      };
    case 'stations-unknown':
      return { summary: t('today.action.stationsUnknown'), label: t('today.action.openCourses'), to: paths.courses.getHref() };
    default:
      return { summary: t('today.action.allStationsDone'), label: t('today.action.openCourses'), to: paths.courses.getHref() };
  }
}

/**
 * What the device can know of the streak while offline (docs/product.md#login-streak), from the day
 * of the last visit it saw counted (`kept`, web/src/lib/visit-day.ts) and today, both in the
 * learner's zone: counted today (the kept streak is today's), counted yesterday (today counts once
 * the visit reaches the server), or older or unknown (a missed day may have ended the streak).
 */
export type OfflineStreak = 'today' | 'yesterday' | 'unknown';

export function offlineStreak(kept: string | null, today: string): OfflineStreak {
  if (kept === null) return 'unknown';
  const days = daysFrom(kept, today);
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : 'unknown';
}

/**
 * The hero's streak: its length and what today means for it (a visit counts the day: on the
 * dashboard today is always kept). When this visit ended a streak (`lost`, from the visit's answer)
 * it says so, and what a streak freeze does: would have done with none held, could not do with too
 * few (docs/product.md#login-streak). Offline (`offline`), it says only what the kept visit day
 * vouches for.
 */
export function streakLine(t: Translate, loginStreak: number, lost?: StreakLost | null, offline?: OfflineStreak | null): { title: string; detail: string } {
  const days = Math.max(loginStreak, 1);
  const title = t('today.streak.title', { days });
  const tomorrow = t('today.streak.tomorrow', { day: days + 1 });
  // Offline, only the kept visit day speaks: yesterday's streak goes on once this visit reaches the
  // server; an older one (a missed day ends it unless a freeze covers it, and another device may have
  // visited) is not claimed at all.
  if (offline === 'yesterday') return { title, detail: t('today.streak.countsOnline', { tomorrow }) };
  if (offline === 'unknown') return { title: t('today.streak.lastKnownTitle', { days }), detail: t('today.streak.updatesOnline') };
  if (!lost) return { title, detail: t('today.streak.counts', { tomorrow }) };
  // A new streak's first day, headed as such ("1-day streak" above "your streak ended" read as a
  // contradiction); two short sentences (docs/product.md#login-streak).
  const detail =
    lost.freezesHeld === 0
      ? t('today.streak.endedNoFreeze', { lost: lost.lost, missed: lost.missed })
      : t('today.streak.endedFreezesShort', { lost: lost.lost, missed: lost.missed, held: lost.freezesHeld });
  return { title: t('today.streak.newTitle', { days }), detail };
}
