import { describe, expect, it } from 'vitest';

import { pathOf, routes } from '@contract';

import { keyOf, queryKeys } from '../query-keys';

describe('query keys', () => {
  it('are the path in segments, so joining a key gives the path it reads', () => {
    expect(queryKeys.courseProgress('u1', 3)).toEqual(['/api/users', 'u1', 'course-progress', 3]);
    expect(queryKeys.courseProgress('u1', 3).join('/')).toBe(pathOf(routes.courseProgress.path, { id: 'u1', courseId: 3 }));
    expect(keyOf(routes.myRank).join('/')).toBe('/api/leaderboard/me');
  });

  it('nest: a list key is the prefix of its items', () => {
    expect(queryKeys.course(4).slice(0, 1)).toEqual(queryKeys.courses);
    expect(queryKeys.myRank.slice(0, 1)).toEqual(queryKeys.leaderboard);
    expect(queryKeys.courseMaterials(2).slice(0, 1)).toEqual(queryKeys.materials);
  });
});
