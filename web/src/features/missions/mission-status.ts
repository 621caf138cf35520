import type { Mission, User } from '@contract';

/** The station number shown for a mission (older servers send only the id). */
export const stationOf = (mission: Pick<Mission, 'id' | 'station'>) => mission.station ?? mission.id;

export type MissionStatus = 'completed' | 'active' | 'locked';

/**
 * Mission status (docs/product.md#missions): completed when the user's completedMissions holds the id; otherwise active when the
 * mission has no prerequisite or its prerequisite is completed; otherwise locked.
 */
export function missionStatus(mission: Pick<Mission, 'id' | 'unlockAfter'>, completedMissions: User['completedMissions']): MissionStatus {
  if (completedMissions[mission.id]) return 'completed';
  if (mission.unlockAfter == null || completedMissions[mission.unlockAfter]) return 'active';
  return 'locked';
}

export const missionActionLabel: Record<MissionStatus, string> = {
  completed: 'Review',
  active: 'Start Mission',
  locked: 'Locked',
};

export function completedCount(missions: Pick<Mission, 'id'>[], completedMissions: User['completedMissions']) {
  return missions.filter((mission) => completedMissions[mission.id]).length;
}

/** The four lesson objectives every station shows (docs/product.md#missions). */
export const lessonObjectives = [
  'Understand the key idea of this station',
  'Apply it in one real conversation today',
  'Reflect on what worked and what to change',
  'Share your win with your team',
] as const;
