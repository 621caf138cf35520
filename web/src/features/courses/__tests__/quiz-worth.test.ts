import { describe, expect, it } from 'vitest';

import { i18n } from '@/i18n';

import { QUIZ_EYEBROW, quizWorth } from '../quiz-worth';

describe('quizWorth: what this attempt at a quiz can pay (docs/product.md#points-for-knowing)', () => {
  it("is the quiz's points only when nothing was paid and the answer was never shown", () => {
    expect(quizWorth({ paidBefore: false, revealedBefore: false, previous: undefined, revealedHere: false })).toBe('points');
  });

  it('is nothing once paid, whatever the answers since (a course reset forgets the answers, not the payment)', () => {
    for (const previous of [undefined, true, false])
      expect(quizWorth({ paidBefore: true, revealedBefore: false, previous, revealedHere: false })).toBe('earned');
  });

  it('is nothing after the answer was shown: a wrong answer now or before, or a right one given only after it', () => {
    expect(quizWorth({ paidBefore: false, revealedBefore: false, previous: undefined, revealedHere: true })).toBe('none');
    expect(quizWorth({ paidBefore: false, revealedBefore: true, previous: false, revealedHere: false })).toBe('none');
    expect(quizWorth({ paidBefore: false, revealedBefore: true, previous: true, revealedHere: false })).toBe('none');
    // Reset & Retry forgot the answer, not the reveal: reopened later, the retry still pays nothing.
    expect(quizWorth({ paidBefore: false, revealedBefore: true, previous: undefined, revealedHere: false })).toBe('none');
    // A user kept by an older version has no reveals: the answer it holds still tells.
    expect(quizWorth({ paidBefore: false, revealedBefore: false, previous: false, revealedHere: false })).toBe('none');
  });

  it('says each in the header', () => {
    const say = (worth: keyof typeof QUIZ_EYEBROW) => i18n._(QUIZ_EYEBROW[worth], { number: '2', points: 15 });
    expect(say('points')).toBe('QUIZ 2 · 15 POINTS');
    expect(say('earned')).toBe('QUIZ 2 · POINTS ALREADY EARNED');
    expect(say('none')).toBe('QUIZ 2 · NO POINTS THIS TIME');
  });
});
