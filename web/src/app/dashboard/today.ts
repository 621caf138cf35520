/**
 * The Today hero's rules (docs/product.md#dashboard): the one next step and the streak's line.
 */
import { missionStatus, stationOf } from '@/features/missions/mission-status';
import { paths } from '@/config/paths';
import type { Mission, User } from '@contract';

export type NextStep = { kind: 'station'; mission: Mission; station: number } | { kind: 'courses' };

/** The first station the learner may start (list order), else the courses. */
export function nextStep(missions: Mission[], completedMissions: User['completedMissions']): NextStep {
  const mission = missions.find((item) => missionStatus(item, completedMissions) === 'active');
  return mission ? { kind: 'station', mission, station: stationOf(mission) } : { kind: 'courses' };
}

/** The next step as its button: the station to start, else the courses. */
export function nextStepLink(step: NextStep | null): { label: string; to: string } {
  return step?.kind === 'station'
    ? { label: `Start Station ${step.station}`, to: paths.mission.getHref(step.mission.id) }
    : { label: 'Open the courses', to: paths.courses.getHref() };
}

/** A visit counts the day (docs/product.md#login-streak): on the dashboard today is always kept. */
export function streakLine(loginStreak: number): { title: string; detail: string } {
  const days = Math.max(loginStreak, 1);
  return {
    title: `${days}-day streak`,
    detail: `Today counts. Come back tomorrow for day ${days + 1}.`,
  };
}
