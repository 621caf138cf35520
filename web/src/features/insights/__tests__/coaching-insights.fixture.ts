/** GET /api/insights/coaching as the screen and table tests read it. */
import type { CoachingInsights } from '@contract';

export const coachingInsights: CoachingInsights = {
  days: 90,
  funnel: [
    { kind: 'congratulate', tasks: 10, acted: 6, actedWithin24h: 4 },
    { kind: 'streak_at_risk', tasks: 3, acted: 1, actedWithin24h: 1 },
    { kind: 'struggling', tasks: 0, acted: 0, actedWithin24h: 0 },
  ],
  medianHoursToFirstCheer: 5.5,
  cohorts: [
    { cohort: 'cheered', learners: 12, avgActiveDays14: 6.25 },
    { cohort: 'not_cheered', learners: 30, avgActiveDays14: 3.1 },
  ],
};
