import { describe, expect, it } from 'vitest';

import type { MyChallenge } from '@contract';

import { checkInBlocked, checkInToast, progressText } from '../challenge-rules';

const run = (progress: number, checkedInToday = false): NonNullable<MyChallenge['run']> => ({
  id: 1,
  startedOn: '2026-11-20',
  progress,
  lastCheckInOn: null,
  checkedInToday,
  missedDay: false,
  completedAt: null,
});

describe('daily challenge rules on screen', () => {
  it('words progress per kind', () => {
    expect(progressText({ kind: 'count', target: 10, run: run(4) })).toBe('4 of 10');
    expect(progressText({ kind: 'days', target: 15, run: run(1) })).toBe('1 day of 15 days');
    expect(progressText({ kind: 'streak', target: 30, run: run(2) })).toBe('Streak: 2 days of 30 days');
    expect(progressText({ kind: 'count', target: 10, run: null })).toBe('0 of 10');
  });

  it('blocks a check-in when retired, not joined, or a day challenge already checked in today', () => {
    expect(checkInBlocked({ kind: 'days', isActive: false, run: run(1) })).toBe('This challenge has been retired.');
    expect(checkInBlocked({ kind: 'days', isActive: true, run: null })).toBe('Join the challenge first.');
    expect(checkInBlocked({ kind: 'streak', isActive: true, run: run(3, true) })).toBe('Checked in today. Come back tomorrow.');
    expect(checkInBlocked({ kind: 'count', isActive: true, run: run(3, true) })).toBeNull();
    expect(checkInBlocked({ kind: 'days', isActive: true, run: run(3) })).toBeNull();
  });

  it('toasts a check-in, and the reward on completion', () => {
    expect(checkInToast({ message: 'Checked in: 4 of 10', completed: false, reward: null })).toEqual({
      title: 'Checked In!',
      description: 'Checked in: 4 of 10',
    });
    expect(checkInToast({ message: 'Challenge complete', completed: true, reward: { tokens: 5, points: 10 } })).toEqual({
      title: 'Challenge Complete!',
      description: 'Challenge complete. You earned 5 tokens and 10 points.',
    });
  });
});
