import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/query-keys';

import { isContentQuery } from '../use-content-language';

describe('the queries refetched when the learner changes language', () => {
  it('are the courses, quizzes, quiz reviews, stations, challenges, materials, rewards and settings: what the api words in the learner language', () => {
    for (const queryKey of [
      queryKeys.courseMaterials(3),
      queryKeys.materials,
      queryKeys.settings,
      queryKeys.redemptions('u1'),
      queryKeys.courses,
      queryKeys.course(3),
      queryKeys.courseQuizzes(3),
      queryKeys.quizzes,
      queryKeys.generalQuizzes,
      queryKeys.quizReview('u1', 4),
      queryKeys.missions,
      queryKeys.mission(2),
      queryKeys.challenges,
      queryKeys.myChallenges('u1'),
    ]) {
      expect(isContentQuery({ queryKey }), queryKey.join('/')).toBe(true);
    }
  });

  it('leave alone what does not depend on it', () => {
    for (const queryKey of [queryKeys.leaderboard, queryKeys.courseProgress('u1', 3), queryKeys.referrals('u1'), queryKeys.reminders('u1')]) {
      expect(isContentQuery({ queryKey }), queryKey.join('/')).toBe(false);
    }
  });
});
