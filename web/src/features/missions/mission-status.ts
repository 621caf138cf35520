import type { MessageId, Translate } from '@/i18n';
import { stationName, type Mission, type User } from '@contract';

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

/** A station's button, by its status (message ids). */
export const missionActionLabel = {
  completed: 'missions.action.review',
  active: 'missions.action.start',
  locked: 'missions.status.locked',
} as const satisfies Record<MissionStatus, MessageId>;

export function completedCount(missions: Pick<Mission, 'id'>[], completedMissions: User['completedMissions']) {
  return missions.filter((mission) => completedMissions[mission.id]).length;
}

/** The four lesson objectives of a station whose lesson has none of its own (docs/product.md#missions). */
export const genericObjectives = [
  'missions.objective.understand',
  'missions.objective.apply',
  'missions.objective.reflect',
  'missions.objective.share',
] as const satisfies readonly MessageId[];

/**
 * Each station's four fixed objectives, what its lesson sets the learner up to do, in the lesson's
 * own terms (docs/product.md#missions): the stations are product data with fixed lessons (the
 * migration that seeds them), so their objectives are the app's words beside them, translated with
 * the app. A lesson changed by a later migration changes its objectives here too.
 */
const STATION_OBJECTIVES: Record<number, readonly MessageId[]> = {
  1: ['missions.objective.1.why', 'missions.objective.1.story', 'missions.objective.1.honest', 'missions.objective.1.practice'],
  2: ['missions.objective.2.list', 'missions.objective.2.joggers', 'missions.objective.2.organise', 'missions.objective.2.privacy'],
  3: ['missions.objective.3.form', 'missions.objective.3.listen', 'missions.objective.3.permission', 'missions.objective.3.no'],
  4: ['missions.objective.4.short', 'missions.objective.4.product', 'missions.objective.4.claims', 'missions.objective.4.pressure'],
  5: ['missions.objective.5.followUp', 'missions.objective.5.tracker', 'missions.objective.5.respect', 'missions.objective.5.routine'],
};

export const lessonObjectives = (station: number): readonly MessageId[] => STATION_OBJECTIVES[station] ?? genericObjectives;

/**
 * A station's name in the screen's language: the title as it is when it already names its station
 * (seeded titles start with "Station n:", their translations with "Estación n:" or "المحطة n:"; a
 * title is content, in the learner's language where translated), else "Station n: title", or
 * "Station n" with no title (contract/missions.ts `stationName`, worded).
 */
export function stationTitle(t: Translate, station: number, title?: string | null): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '') return t('missions.station', { station });
  return stationName(station, trimmed) === trimmed ? trimmed : t('missions.stationTitled', { station, title: trimmed });
}
