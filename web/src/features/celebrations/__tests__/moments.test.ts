import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, shownT } from '@/i18n';

import { newStations, promotionDue, sentAnswerMoment, streakKept, unseenUnlocks } from '../moments';

describe('moment detection', () => {
  it('an achievement celebrates once, and nothing on a browser without a record', () => {
    expect(unseenUnlocks(['courses-1'], undefined)).toEqual([]);
    expect(unseenUnlocks(['courses-1', 'referrals-1'], ['courses-1'])).toEqual(['referrals-1']);
    expect(unseenUnlocks(['courses-1'], ['courses-1'])).toEqual([]);
  });

  it('a streak day kept: 2 days or more, longer than last seen, never on a first record or a broken streak', () => {
    expect(streakKept(2, 1)).toBe(true);
    expect(streakKept(10, 9)).toBe(true);
    expect(streakKept(1, 0)).toBe(false);
    expect(streakKept(5, 5)).toBe(false);
    expect(streakKept(1, 9)).toBe(false);
    expect(streakKept(9, undefined)).toBe(false);
  });

  it('a promotion shows once per week it was earned', () => {
    const league = { weekStart: '2026-11-23T00:00:00Z', promotedLastWeek: ['me', 'other'] };
    expect(promotionDue(league, 'me', [])).toBe(true);
    expect(promotionDue(league, 'me', ['2026-11-23T00:00:00Z'])).toBe(false);
    expect(promotionDue(league, 'someone', [])).toBe(false);
    expect(promotionDue({ ...league, promotedLastWeek: [] }, 'me', [])).toBe(false);
  });

  it('finds the station badges a completion added', () => {
    expect(newStations([1], [1, 2])).toEqual([2]);
    expect(newStations([1, 2], [1, 2])).toEqual([]);
  });
});

describe('an answer given offline, when it is sent', () => {
  const quiz = { name: 'Quiz 1', where: 'Selling Basics', to: '/course/3?quiz=12' };

  it('says "Quiz 1: correct, +10 points", with the quiz as the next step', () => {
    expect(sentAnswerMoment(quiz, { correct: true, pointsEarned: 10 })).toEqual({
      kind: 'quiz',
      title: 'Quiz 1: correct, +10 points',
      description: 'Selling Basics: your answer saved offline has been sent.',
      next: { label: 'See Quiz 1', to: '/course/3?quiz=12' },
    });
    expect(sentAnswerMoment(quiz, { correct: true, pointsEarned: 0 }).title).toBe('Quiz 1: correct');
  });

  it('says an incorrect answer and offers its review', () => {
    const moment = sentAnswerMoment(quiz, { correct: false, pointsEarned: 0 });
    expect(moment.title).toBe('Quiz 1: incorrect');
    expect(moment.next).toEqual({ label: 'Review Quiz 1', to: '/course/3?quiz=12' });
  });

  it("on the quiz's own page a right answer's one button closes, a wrong one's still opens the review", () => {
    expect(sentAnswerMoment(quiz, { correct: true, pointsEarned: 10 }, shownT, true).next).toEqual({ label: 'Got it' });
    expect(sentAnswerMoment(quiz, { correct: false, pointsEarned: 0 }, shownT, true).next).toEqual({ label: 'Review Quiz 1', to: '/course/3?quiz=12' });
  });

  describe("in the learner's language", () => {
    afterEach(() => activateLocale('en'));

    it('says the result and its points in Spanish and Arabic', async () => {
      await activateLocale('es');
      const es = sentAnswerMoment({ ...quiz, name: 'Cuestionario 1' }, { correct: true, pointsEarned: 10 }, shownT);
      expect(es.title).toBe('Cuestionario 1: correcta, +10 puntos');
      expect(es.description).toBe('Selling Basics: se envió la respuesta que guardaste sin conexión.');
      await activateLocale('ar');
      const ar = sentAnswerMoment({ ...quiz, name: 'الاختبار 1' }, { correct: false, pointsEarned: 0 }, shownT);
      expect(ar.title).toBe('الاختبار 1: خاطئة');
      expect(ar.next.label).toBe('راجع الاختبار 1');
    });
  });
});
