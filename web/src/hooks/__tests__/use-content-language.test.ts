import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { gate } from '@/testing/gate';

import { isContentQuery, refetchContent } from '../use-content-language';

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

  it('asks again a first read still on its way in the old language, instead of joining it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let language = 'en';
    const first = gate<string>();
    const settings = vi.fn(() => (settings.mock.calls.length === 1 ? first.promise : Promise.resolve(`catalogue in ${language}`)));
    const observer = new QueryObserver(client, { queryKey: queryKeys.settings, queryFn: settings });
    const unsubscribe = observer.subscribe(() => undefined);
    // The learner's language arrives while the first read, asked in English, is on its way.
    language = 'ar';
    await refetchContent(client);
    first.open('catalogue in en');
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.settings)).toBe('catalogue in ar'));
    expect(settings).toHaveBeenCalledTimes(2);
    unsubscribe();
    client.clear();
  });
});
