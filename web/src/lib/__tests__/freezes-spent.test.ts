import { describe, expect, it } from 'vitest';

import { noteFreezesSpent, noteStreakLost, streakLostNews, takeFreezesSpent } from '../freezes-spent';

describe('freezes a visit spent', () => {
  it('is read once, by the same learner for the same streak', () => {
    noteFreezesSpent('ada', 8, 1);
    expect(takeFreezesSpent('bob', 8)).toBe(0);
    expect(takeFreezesSpent('ada', 9)).toBe(0);
    expect(takeFreezesSpent('ada', 8)).toBe(1);
    expect(takeFreezesSpent('ada', 8)).toBe(0);
  });

  it('forgets an earlier note when a visit spent none', () => {
    noteFreezesSpent('ada', 8, 2);
    noteFreezesSpent('ada', 8, 0);
    expect(takeFreezesSpent('ada', 8)).toBe(0);
    noteFreezesSpent('ada', 8, undefined);
    expect(takeFreezesSpent('ada', 8)).toBe(0);
  });

  it("keeps a lost streak's news for the learner and the streak the visit started, through the day's later answers", () => {
    noteStreakLost('ada', 1, { streakLost: 4, daysMissed: 3, streakFreezes: 0 });
    expect(streakLostNews('bob', 1)).toBeNull();
    expect(streakLostNews('ada', 2)).toBeNull();
    expect(streakLostNews('ada', 1)).toEqual({ lost: 4, missed: 3, freezesHeld: 0 });
    expect(streakLostNews('ada', 1)).toEqual({ lost: 4, missed: 3, freezesHeld: 0 });
    // The page's visit after the login that recorded the loss: the day was counted, so it answers 0.
    noteStreakLost('ada', 1, { streakLost: 0, daysMissed: 0, streakFreezes: 0 });
    expect(streakLostNews('ada', 1)).toEqual({ lost: 4, missed: 3, freezesHeld: 0 });
    // The next day's visit (a longer streak) forgets it.
    noteStreakLost('ada', 2, { streakLost: 0, daysMissed: 0, streakFreezes: 0 });
    expect(streakLostNews('ada', 1)).toBeNull();
  });

  it("forgets the news on another day's answer, even for the same streak length", () => {
    noteStreakLost('ada', 1, { streakLost: 5, daysMissed: 2, streakFreezes: 0 }, 'Fri Nov 20 2026');
    noteStreakLost('ada', 1, { streakLost: 0 }, 'Mon Nov 23 2026');
    expect(streakLostNews('ada', 1)).toBeNull();
  });
});
