import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale } from '@/i18n';
import { actionLabel, quickQuizzes, quizName } from '../action-labels';
import { outcomeOf, paidText, quizOutcome } from '../action-outcome';

describe('how the offline queue names an action', () => {
  it('uses what the learner saw, never a database id', () => {
    expect(actionLabel.station(1)).toBe('Complete Station 1');
    expect(actionLabel.quiz({ name: quizName(1), where: 'Selling Basics' })).toBe('Answer Quiz 1 (Selling Basics)');
    expect(actionLabel.quiz({ name: quizName(2), where: quickQuizzes() })).toBe('Answer Quiz 2 (Quick Quizzes)');
    expect(actionLabel.course(' Selling Basics ')).toBe('Complete “Selling Basics”');
    expect(actionLabel.video('Selling Basics')).toBe('Video progress in “Selling Basics”');
    expect(actionLabel.checkIn('10 calls a day')).toBe('Check in to “10 calls a day”');
    // The old labels named rows: "Answer quiz 10", "Complete course 7", "Check in to challenge 3".
    for (const label of [actionLabel.quiz({ name: quizName(1), where: 'Course 7' }), actionLabel.course('Course 7')]) {
      expect(label).not.toMatch(/quiz \d|course \d+$|challenge \d/);
    }
  });
});

describe("the offline queue's names in the learner's language", () => {
  afterEach(() => activateLocale('en'));

  it('names the action in the language of the screen it is taken on; what authors wrote stays as written', async () => {
    await activateLocale('es');
    expect(actionLabel.station(1)).toBe('Completar la estación 1');
    expect(actionLabel.quiz({ name: quizName(2), where: quickQuizzes() })).toBe('Responder Cuestionario 2 (Cuestionarios rápidos)');
    expect(actionLabel.course(' Selling Basics ')).toBe('Completar «Selling Basics»');
    expect(actionLabel.video('Selling Basics')).toBe('Progreso del video en «Selling Basics»');
    expect(actionLabel.checkIn('10 calls a day')).toBe('Registro en «10 calls a day»');
    await activateLocale('ar');
    expect(actionLabel.station(3)).toBe('إكمال المحطة 3');
    expect(actionLabel.quiz({ name: quizName(1), where: 'Selling Basics' })).toBe('الإجابة عن الاختبار 1 (Selling Basics)');
    expect(actionLabel.course('Selling Basics')).toBe('إكمال «Selling Basics»');
    expect(actionLabel.checkIn('10 calls a day')).toBe('التسجيل في «10 calls a day»');
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
