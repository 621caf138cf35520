import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Insights } from '@contract';
import { activateLocale, i18n, type Translate } from '@/i18n';

import { funnelStepLabel, funnelTable, funnelTotals, noSignups, signupSeries, signupTable, tokenSeries, tokenTable, windowDays } from '../report-tables';

const week = (date: string, n: number) => ({ week: date, registered: n, station1: n - 1, allStations: 1, firstCourse: 1, firstReferral: 0 });

const t: Translate = (id, values) => i18n._(id, values);

describe('the insights as tables and chart series', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('sums the funnel steps over the weeks and lists the weeks newest first', () => {
    const funnel = [week('2026-11-09', 3), week('2026-11-16', 5)];
    expect(funnelTotals(funnel).map((step) => [funnelStepLabel(t, step.key), step.learners])).toEqual([
      ['Registered', 8],
      ['Station 1', 6],
      ['All 5 stations', 2],
      ['Then a course', 2],
      ['Then a referral', 0],
    ]);
    expect(funnelTable(t, funnel)).toEqual({
      columns: ['Signup week', 'Registered', 'Station 1', 'All 5 stations', 'Then a course', 'Then a referral'],
      numeric: [false, true, true, true, true, true],
      rows: [
        ['2026-11-16', 5, 4, 1, 1, 0],
        ['2026-11-09', 3, 2, 1, 1, 0],
      ],
    });
  });

  it('gives every day of the window, oldest first, across a month end', () => {
    expect(windowDays('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('puts signups per day side by side, zero on days without, and the table only days with signups', () => {
    const signups = [
      { day: '2026-11-21', source: 'direct' as const, signups: 2 },
      { day: '2026-11-23', source: 'direct' as const, signups: 1 },
      { day: '2026-11-23', source: 'referral' as const, signups: 4 },
    ];
    expect(signupSeries(signups, windowDays('2026-11-23', 3))).toEqual([
      { day: '2026-11-21', direct: 2, referral: 0 },
      { day: '2026-11-22', direct: 0, referral: 0 },
      { day: '2026-11-23', direct: 1, referral: 4 },
    ]);
    expect(signupTable(t, signups).rows).toEqual([
      ['2026-11-23', 1, 4, 5],
      ['2026-11-21', 2, 0, 2],
    ]);
  });

  it('adds tokens up per day for the chart, and lists every reason and reward in the table', () => {
    const tokens = [
      { day: '2026-11-22', flow: 'issued' as const, what: 'mission', entries: 2, tokens: 100 },
      { day: '2026-11-23', flow: 'issued' as const, what: 'quiz', entries: 1, tokens: 10 },
      { day: '2026-11-23', flow: 'issued' as const, what: 'mission', entries: 3, tokens: 150 },
      { day: '2026-11-23', flow: 'spent' as const, what: 'social_posts', entries: 1, tokens: 50 },
    ];
    expect(tokenSeries(tokens, windowDays('2026-11-23', 2))).toEqual([
      { day: '2026-11-22', issued: 100, spent: 0 },
      { day: '2026-11-23', issued: 160, spent: 50 },
    ]);
    expect(tokenTable(t, tokens).rows).toEqual([
      ['2026-11-23', 'issued', 'Station completed', 3, 150],
      ['2026-11-23', 'issued', 'Quiz answered', 1, 10],
      ['2026-11-23', 'spent', 'social_posts', 1, 50],
      ['2026-11-22', 'issued', 'Station completed', 2, 100],
    ]);
  });

  it("names a reward bought as the catalogue does in the admin's language, by its id only when the catalogue no longer has it", () => {
    const spent = [
      { day: '2026-11-23', flow: 'spent' as const, what: 'warm_leads', entries: 2, tokens: 60 },
      { day: '2026-11-23', flow: 'spent' as const, what: 'retired_reward', entries: 1, tokens: 5 },
      { day: '2026-11-23', flow: 'spent' as const, what: 'adjustment', entries: 1, tokens: 1 },
    ];
    const names = new Map([
      ['warm_leads', 'Lista de contactos cálidos'],
      ['adjustment', 'A reward that could never shadow a ledger reason'],
    ]);
    expect(tokenTable(t, spent, names).rows.map((row) => row[2])).toEqual(['Lista de contactos cálidos', 'retired_reward', 'Manual adjustment']);
  });

  it.each([
    ['es', ['Curso completado', 'Amigo que se unió (referido)', 'Ajuste manual', 'social_posts']],
    ['ar', ['إكمال دورة', 'انضمام صديق (إحالة)', 'تعديل يدوي', 'social_posts']],
  ] as const)('names each ledger reason in the admin’s language (%s), never by its code', async (locale, names) => {
    await activateLocale(locale);
    try {
      const rows = [
        { day: '2026-11-23', flow: 'issued' as const, what: 'course_completion', entries: 1, tokens: 40 },
        { day: '2026-11-23', flow: 'issued' as const, what: 'referral', entries: 1, tokens: 30 },
        { day: '2026-11-23', flow: 'spent' as const, what: 'adjustment', entries: 1, tokens: 20 },
        { day: '2026-11-23', flow: 'spent' as const, what: 'social_posts', entries: 1, tokens: 10 },
      ];
      expect(tokenTable(t, rows).rows.map((row) => row[2])).toEqual(names);
    } finally {
      await activateLocale('en');
    }
  });

  it('knows when there is no signup yet', () => {
    const empty: Insights = {
      windows: { funnelWeeks: 12, days: 90, asOf: '2026-11-23' },
      funnel: [],
      signups: [],
      tokens: [],
      retention: { daily: [], weekly: [], cohorts: [], streaks: [], reminders: [] },
    };
    expect(noSignups(empty)).toBe(true);
    expect(noSignups({ ...empty, funnel: [week('2026-11-16', 1)] })).toBe(false);
  });
});
