import { describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Translate } from '@/i18n';
import type { MyChallenge } from '@contract';

import { checkInBlocked, checkInText, countRange, countToCheckIn, progressText } from '../challenge-rules';

const t: Translate = (id, values) => i18n._(id, values);

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
    expect(progressText(t, { kind: 'count', target: 10, run: run(4) })).toBe('4 of 10');
    expect(progressText(t, { kind: 'days', target: 15, run: run(1) })).toBe('1 day of 15 days');
    expect(progressText(t, { kind: 'streak', target: 30, run: run(2) })).toBe('Streak: 2 days of 30 days');
    expect(progressText(t, { kind: 'count', target: 10, run: null })).toBe('0 of 10');
  });

  it('blocks a check-in when retired, not joined, or a day challenge already checked in today', () => {
    expect(checkInBlocked({ kind: 'days', isActive: false, run: run(1) })).toBe('retired');
    expect(checkInBlocked({ kind: 'days', isActive: true, run: null })).toBe('not-joined');
    expect(checkInBlocked({ kind: 'streak', isActive: true, run: run(3, true) })).toBe('checked-in');
    expect(checkInBlocked({ kind: 'count', isActive: true, run: run(3, true) })).toBeNull();
    expect(checkInBlocked({ kind: 'days', isActive: true, run: run(3) })).toBeNull();
  });

  it('sends a count check-in only as a whole number from 1 to what is left', () => {
    expect(countToCheckIn('5', 5)).toBe(5);
    expect(countToCheckIn(' 1 ', 5)).toBe(1);
    for (const draft of ['6', '20', '0', '-1', '2.5', '', ' ', 'e']) expect(countToCheckIn(draft, 5), draft).toBeNull();
  });

  it('says what a count check-in takes and why, in each language', async () => {
    expect(countRange(t, { target: 10, run: run(5) })).toBe('Enter 1 to 5: 5 to go to reach 10');
    expect(countRange(t, { target: 10, run: run(9) })).toBe('Enter 1: one to go to reach 10');
    expect(countRange(t, { target: 10, run: run(0) })).toBe('Enter 1 to 10: the goal is 10');
    expect(countRange(t, { target: 10, run: null })).toBe('Enter 1 to 10: the goal is 10');
    try {
      await activateLocale('es');
      expect(countRange(t, { target: 10, run: run(5) })).toBe('Escribe de 1 a 5: te faltan 5 para llegar a 10');
      expect(countRange(t, { target: 10, run: run(0) })).toBe('Escribe de 1 a 10: la meta es 10');
      await activateLocale('ar');
      expect(countRange(t, { target: 10, run: run(8) })).toBe('أدخل 1 أو 2: بقي اثنان لتبلغ 10');
      expect(countRange(t, { target: 10, run: run(5) })).toBe('أدخل من 1 إلى 5: بقي 5 لتبلغ 10');
    } finally {
      await activateLocale('en');
    }
  });

  const challenge = (progress: number | null): MyChallenge => ({
    id: 7,
    title: 'Invite 10',
    description: '',
    kind: 'count',
    target: 10,
    isActive: true,
    run: progress === null ? null : run(progress),
    completedRuns: 0,
  });
  const answer = (completed: boolean, reward: { tokens: number; points: number } | null, progress: number | null) => ({
    completed,
    reward,
    challenges: { challenges: [challenge(progress)] },
  });
  const input = { challengeId: 7, title: 'Invite 10' };

  it("toasts a check-in with the run's progress, and the reward on completion", () => {
    expect(checkInText(t, answer(false, null, 4), input)).toEqual({ title: 'Checked In!', description: 'Checked in: 4 of 10' });
    expect(checkInText(t, answer(true, { tokens: 5, points: 10 }, null), input)).toEqual({
      title: 'Challenge Complete!',
      description: 'Challenge complete: Invite 10. You earned 5 tokens and 10 points.',
    });
    expect(checkInText(t, answer(true, { tokens: 0, points: 1 }, null), input).description).toBe('Challenge complete: Invite 10. You earned 1 point.');
    expect(checkInText(t, answer(true, { tokens: 0, points: 0 }, null), input).description).toBe('Challenge complete: Invite 10');
  });

  it("words progress and the toasts in the learner's language", async () => {
    try {
      await activateLocale('es');
      expect(progressText(t, { kind: 'streak', target: 30, run: run(1) })).toBe('Racha: 1 día de 30 días');
      expect(checkInText(t, answer(true, { tokens: 5, points: 1 }, null), input).description).toBe('Reto completado: Invite 10. Ganaste 5 tokens y 1 punto.');
      await activateLocale('ar');
      expect(progressText(t, { kind: 'days', target: 2, run: run(1) })).toBe('يوم واحد من يومين');
    } finally {
      await activateLocale('en');
    }
  });
});
