/**
 * Today's one action for the signed-in learner (the rule: today.ts), from the lists it reads: the
 * stations, the courses (for the title of the one in progress) and the learner's challenges, asked
 * for together so the action is known after one round trip. A list that fails to load counts as
 * empty, so the learner is still offered a step; stations that fail to load are said so, never
 * taken for all done. `enabled: false` asks for nothing (the celebrations
 * off Today).
 */
import { useQuery } from '@tanstack/react-query';

import { myChallengesQueryOptions } from '@/features/challenges/api/my-challenges';
import { getCoursesQueryOptions } from '@/features/courses/api/get-courses';
import { getMissionsQueryOptions } from '@/features/missions/api/get-missions';
import type { User } from '@contract';

import { todayAction, type TodayAction } from './today';

/** A query's data, empty once it has failed, undefined while it loads. */
const settled = <T>(query: { data: T[] | undefined; isError: boolean }): T[] | undefined => query.data ?? (query.isError ? [] : undefined);

export function useTodayAction(user: User, enabled = true): TodayAction | null {
  const missions = useQuery({ ...getMissionsQueryOptions(), enabled });
  const courses = useQuery({ ...getCoursesQueryOptions(), enabled });
  const challenges = useQuery({ ...myChallengesQueryOptions(user.id), enabled, select: (data) => data.challenges });
  return todayAction({
    missions: settled(missions),
    missionsFailed: missions.isError && !missions.data,
    completedMissions: user.completedMissions,
    courseProgress: user.courseProgress,
    courses: settled(courses),
    challenges: settled(challenges),
  });
}
