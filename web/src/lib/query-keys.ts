/**
 * Every react-query key of the app, in one place, each the key of a contract route (route-key.ts):
 * joining a key with slashes gives the path it reads, and a key is the prefix of the keys below it,
 * so invalidating `courses` refreshes every open course too.
 */
import { routes } from '@contract';

import { keyOf, type QueryKey } from './route-key';

export { keyOf, type QueryKey };

export const queryKeys = {
  settings: keyOf(routes.settings),
  sponsor: (code: string) => keyOf(routes.sponsor, { code }),
  missions: keyOf(routes.listMissions),
  mission: (id: number) => keyOf(routes.getMission, { id }),
  /** The top list and the caller's own rank (`leaderboard` is the prefix of `myRank`). */
  leaderboard: keyOf(routes.leaderboard),
  myRank: keyOf(routes.myRank),
  courses: keyOf(routes.listCourses),
  course: (id: number) => keyOf(routes.getCourse, { id }),
  /** Every course's materials at once (the courses list), and the prefix of each course's. */
  materials: keyOf(routes.allCourseMaterials),
  courseMaterials: (courseId: number) => keyOf(routes.courseMaterials, { courseId }),
  /** Prefix of every course's quizzes. */
  courseQuizzesAll: ['/api/course-quizzes'] as QueryKey,
  courseQuizzes: (courseId: number) => keyOf(routes.courseQuizzes, { courseId }),
  quizzes: keyOf(routes.listQuizzes),
  generalQuizzes: keyOf(routes.generalQuizzes),
  quizReview: (userId: string, quizId: number) => keyOf(routes.quizReview, { id: userId, quizId }),
  courseProgress: (userId: string, courseId: number) => keyOf(routes.courseProgress, { id: userId, courseId }),
  /** A signed URL of a Storage file: a Storage call (lib/storage-files.ts), not an api route. */
  signedFileUrl: (bucket: string, path: string, downloadAs: string | null) => ['/storage/v1/object/sign', bucket, path, downloadAs ?? ''] as const,
  referrals: (userId: string) => keyOf(routes.myReferrals, { id: userId }),
  /** The public list (admins: retired ones too). */
  challenges: keyOf(routes.listChallenges),
  myChallenges: (userId: string) => keyOf(routes.myChallenges, { id: userId }),
  reminders: (userId: string) => keyOf(routes.getReminders, { id: userId }),
  /** The learner's side of coaching: their sponsor, last cheer, questions and preferences. */
  myCoaching: (userId: string) => keyOf(routes.myCoaching, { id: userId }),
  myCheers: (userId: string) => keyOf(routes.myCheers, { id: userId }),
  coachingInsights: keyOf(routes.coachingInsights),
  redemptions: (userId: string) => keyOf(routes.myRedemptions, { id: userId }),
  rewardPacks: keyOf(routes.rewardPacks),
  fulfilments: keyOf(routes.fulfilmentQueue),
  team: keyOf(routes.myTeam),
  /** The sponsor's coaching queue (Today's team card and /team read the same answer). */
  coaching: keyOf(routes.coachingQueue),
  topCoaches: keyOf(routes.topCoaches),
  league: keyOf(routes.myLeague),
  insights: keyOf(routes.insights),
  /** A course's, a quiz's and a challenge's translations as the content manager edits them, and how much is translated. */
  courseTranslations: (id: number) => keyOf(routes.courseTranslations, { id }),
  challengeTranslations: (id: number) => keyOf(routes.challengeTranslations, { challengeId: id }),
  quizTranslations: (id: number) => keyOf(routes.quizTranslations, { id }),
  translationCoverage: keyOf(routes.translationCoverage),
  rewardTranslations: (rewardType: string) => keyOf(routes.rewardTranslations, { rewardType }),
  packItemTranslations: (itemId: number) => keyOf(routes.packItemTranslations, { itemId }),
  materialTranslations: (id: number) => keyOf(routes.materialTranslations, { id }),
  disclosureTranslations: keyOf(routes.disclosureTranslations),
};
