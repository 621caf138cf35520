import { describe, expect, it } from 'vitest';

import { activateLocale, i18n } from '@/i18n';

import { MORE_FOR_TODAY, movedPanelHome, PANEL_HOME } from '../panel-homes';

describe('where the panels live now', () => {
  it("sends the former dashboard's sections and panel fragments to their new homes", () => {
    expect(movedPanelHome('#learn')).toBe('/dashboard#quest-map');
    expect(movedPanelHome('#compete')).toBe('/league#daily-challenges');
    expect(movedPanelHome('#rewards-and-badges')).toBe('/rewards');
    expect(movedPanelHome('#grow')).toBe('/invite');
    expect(movedPanelHome('#invite-panel')).toBe('/invite');
    expect(movedPanelHome('#achievements')).toBe('/rewards#achievements');
    expect(movedPanelHome('#earnings-calculator')).toBe('/earnings');
    expect(movedPanelHome('#quick-quizzes')).toBe('/courses#quick-quizzes');
    expect(movedPanelHome('#getting-started')).toBe('/courses#getting-started');
    expect(movedPanelHome('#leaderboard')).toBe('/league');
  });

  it('keeps Today where it is: no fragment, the Quest Map, anything unknown', () => {
    expect(movedPanelHome('')).toBeNull();
    expect(movedPanelHome('#quest-map')).toBeNull();
    expect(movedPanelHome('#constructor')).toBeNull();
    expect(movedPanelHome('#toString')).toBeNull();
  });

  it('lists every moved panel once in "More for today"', () => {
    expect([...MORE_FOR_TODAY].sort()).toEqual(Object.keys(PANEL_HOME).sort());
  });

  it('describes the Quick Quizzes as one-question quizzes, true however many there are (it read as one question)', async () => {
    const hint = () => i18n._(PANEL_HOME.quickQuizzes.hint);
    try {
      expect(hint()).toBe('One-question quizzes: points when you are right');
      await activateLocale('es');
      expect(hint()).toBe('Cuestionarios de una pregunta: puntos cuando aciertas');
      await activateLocale('ar');
      expect(hint()).toBe('اختبارات من سؤال واحد: نقاط عندما تصيب');
    } finally {
      await activateLocale('en');
    }
  });
});
