import { describe, expect, it } from 'vitest';

import { i18n, type Translate } from '@/i18n';

import { streakMoment } from '../moments';

const t: Translate = (id, values) => i18n._(id, values);

describe('the streak moment', () => {
  it('celebrates a streak kept', () => {
    expect(streakMoment(t, 4, 0)).toEqual({ title: '4-day streak!', description: 'You kept your streak: today counts. Come back tomorrow for day 5.' });
  });

  it('says that a freeze covered the missed day, or how many did', () => {
    expect(streakMoment(t, 8, 1)).toEqual({
      title: '8-day streak, saved by a freeze!',
      description: 'A streak freeze covered the day you missed, so your streak goes on: today counts. Come back tomorrow for day 9.',
    });
    expect(streakMoment(t, 15, 2)).toEqual({
      title: '15-day streak, saved by freezes!',
      description: '2 streak freezes covered the days you missed, so your streak goes on: today counts. Come back tomorrow for day 16.',
    });
  });
});
