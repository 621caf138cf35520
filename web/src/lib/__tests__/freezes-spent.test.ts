import { describe, expect, it } from 'vitest';

import { noteFreezesSpent, takeFreezesSpent } from '../freezes-spent';

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
});
