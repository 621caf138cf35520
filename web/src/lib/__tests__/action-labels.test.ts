import { describe, expect, it } from 'vitest';

import { actionLabel, QUICK_QUIZZES, quizName } from '../action-labels';
import { outcomeOf, paidText, quizOutcome } from '../action-outcome';

describe('how the offline queue names an action', () => {
  it('uses what the learner saw, never a database id', () => {
    expect(actionLabel.station(1)).toBe('Complete Station 1');
    expect(actionLabel.quiz({ name: quizName(1), where: 'Selling Basics' })).toBe('Answer Quiz 1 (Selling Basics)');
    expect(actionLabel.quiz({ name: quizName(2), where: QUICK_QUIZZES })).toBe('Answer Quiz 2 (Quick Quizzes)');
    expect(actionLabel.course(' Selling Basics ')).toBe('Complete “Selling Basics”');
    expect(actionLabel.video('Selling Basics')).toBe('Video progress in “Selling Basics”');
    expect(actionLabel.checkIn('10 calls a day')).toBe('Check in to “10 calls a day”');
    // The old labels named rows: "Answer quiz 10", "Complete course 7", "Check in to challenge 3".
    for (const label of [actionLabel.quiz({ name: quizName(1), where: 'Course 7' }), actionLabel.course('Course 7')]) {
      expect(label).not.toMatch(/quiz \d|course \d+$|challenge \d/);
    }
  });
});

describe('what a sent action came to', () => {
  it("says a quiz's result as the moment does", () => {
    expect(quizOutcome({ correct: true, pointsEarned: 10 })).toBe('correct, +10 points');
    expect(quizOutcome({ correct: true, pointsEarned: 0 })).toBe('correct');
    expect(quizOutcome({ correct: false, pointsEarned: 0 })).toBe('incorrect');
    expect(outcomeOf({ correct: true, correctAnswer: 0, explanation: null, pointsEarned: 1, afterReveal: false, user: {} })).toBe('correct, +1 point');
  });

  it('says what a station, a course or a finished challenge paid, and nothing for what paid nothing', () => {
    expect(outcomeOf({ user: {}, mission: { id: 1, station: 1, tokens: 10, points: 25 } })).toBe('+10 tokens, +25 points');
    expect(outcomeOf({ user: {}, progress: {}, tokensEarned: 15, pointsEarned: 25 })).toBe('+15 tokens, +25 points');
    expect(outcomeOf({ user: {}, progress: {}, tokensEarned: 0, pointsEarned: 0 })).toBeNull();
    expect(outcomeOf({ message: 'Checked in', completed: true, reward: { tokens: 5, points: 0 } })).toBe('+5 tokens');
    expect(outcomeOf({ message: 'Checked in', completed: false, reward: null })).toBeNull();
    expect(outcomeOf(null)).toBeNull();
    expect(paidText({ tokens: 1, points: 1 })).toBe('+1 token, +1 point');
  });
});
