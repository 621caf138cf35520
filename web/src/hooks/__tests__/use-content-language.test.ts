import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/query-keys';

import { isContentQuery } from '../use-content-language';

describe('the queries refetched when the learner changes language', () => {
  it('are the courses, quizzes and quiz reviews: what the api words in the learner language', () => {
    for (const queryKey of [
      queryKeys.courses,
      queryKeys.course(3),
      queryKeys.courseQuizzes(3),
      queryKeys.quizzes,
      queryKeys.generalQuizzes,
      queryKeys.quizReview('u1', 4),
    ]) {
      expect(isContentQuery({ queryKey }), queryKey.join('/')).toBe(true);
    }
  });

  it('leave alone what does not depend on it', () => {
    for (const queryKey of [queryKeys.settings, queryKeys.missions, queryKeys.leaderboard, queryKeys.courseProgress('u1', 3), queryKeys.courseMaterials(3)]) {
      expect(isContentQuery({ queryKey }), queryKey.join('/')).toBe(false);
    }
  });
});
