/**
 * The learner's next way to earn points, for the league's day-one line (docs/product.md#weekly-starter-leagues):
 * the first station they may start and what it pays ("finish Station 1", 10 points); null with every
 * station done (the league then names quizzes and courses) or while the stations load.
 */
import { useMemo } from 'react';

import { useMissions } from '@/features/missions/api/get-missions';
import type { NextEarn } from '@/features/leaderboard/league-rules';
import type { Mission, User } from '@contract';

import { nextStation } from './today';

/** Today's station (the hero's rule) and what it pays. */
export function nextEarn(missions: Mission[], completedMissions: User['completedMissions']): NextEarn | null {
  const next = nextStation(missions, completedMissions);
  return next && next.mission.points > 0 ? { station: next.station, points: next.mission.points } : null;
}

export function useNextEarn(user: User): NextEarn | null {
  const missions = useMissions();
  // The same object while nothing it reads changes: the leaderboard panel is memoised on its props.
  return useMemo(() => (missions.data ? nextEarn(missions.data, user.completedMissions) : null), [missions.data, user.completedMissions]);
}
