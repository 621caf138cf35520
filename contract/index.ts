/**
 * The wire contract of the `api` function, imported by the function (to validate requests) and by
 * the web (to call routes and parse answers). How to add a route: contract/README.md.
 */
import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { challengeTranslationRoutes } from './challenge-translations.ts';
import { challengeRoutes } from './challenges.ts';
import { courseRoutes } from './courses.ts';
import { emailLinkRoutes } from './email-links.ts';
import { healthRoutes } from './health.ts';
import { insightsRoutes } from './insights.ts';
import { leaderboardRoutes } from './leaderboard.ts';
import { leagueRoutes } from './leagues.ts';
import { materialRoutes } from './materials.ts';
import { missionRoutes } from './missions.ts';
import { progressRoutes } from './progress.ts';
import { quickQuizRoutes } from './quick-quizzes.ts';
import { quizRoutes } from './quizzes.ts';
import { referralRoutes } from './referrals.ts';
import { reminderRoutes } from './reminders.ts';
import { rewardDeliveryRoutes } from './reward-delivery.ts';
import { rewardTranslationRoutes } from './reward-translations.ts';
import { rewardRoutes } from './rewards.ts';
import type { RouteDef } from './route.ts';
import { settingsRoutes } from './settings.ts';
import { sponsorRoutes } from './sponsors.ts';
import { teamRoutes } from './team.ts';
import { translationRoutes } from './translations.ts';
import { coachingRoutes } from './coaching.ts';
import { visitRoutes } from './visits.ts';

export const routes = {
  ...healthRoutes,
  ...settingsRoutes,
  ...sponsorRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...emailLinkRoutes,
  ...missionRoutes,
  ...leaderboardRoutes,
  ...rewardRoutes,
  ...rewardDeliveryRoutes,
  ...progressRoutes,
  ...courseRoutes,
  ...materialRoutes,
  ...quizRoutes,
  ...translationRoutes,
  ...rewardTranslationRoutes,
  ...referralRoutes,
  ...challengeRoutes,
  ...challengeTranslationRoutes,
  ...teamRoutes,
  ...coachingRoutes,
  ...leagueRoutes,
  ...quickQuizRoutes,
  ...visitRoutes,
  ...reminderRoutes,
  ...insightsRoutes,
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

export * from './account.ts';
export * from './auth.ts';
export * from './captcha.ts';
export * from './challenge-translations.ts';
export * from './challenges.ts';
export * from './claims.ts';
export * from './coaching.ts';
export * from './courses.ts';
export * from './email-links.ts';
export * from './file-contents.ts';
export * from './insights.ts';
export * from './reminders.ts';
export * from './leaderboard.ts';
export * from './leagues.ts';
export * from './locale.ts';
export * from './materials.ts';
export * from './missions.ts';
export * from './progress.ts';
export * from './quick-quizzes.ts';
export * from './quizzes.ts';
export * from './referrals.ts';
export * from './reward-delivery.ts';
export * from './reward-translations.ts';
export * from './rewards.ts';
export * from './route.ts';
export * from './rules.ts';
export * from './settings.ts';
export * from './sponsors.ts';
export * from './display-name.ts';
export * from './team.ts';
export * from './translation-script.ts';
export * from './translations.ts';
export * from './user.ts';
export * from './visits.ts';
