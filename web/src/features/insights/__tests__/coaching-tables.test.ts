import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COACHING_KINDS } from '@contract';

import { activateLocale, i18n, type MessageId, type Translate } from '@/i18n';

const t: Translate = (id, values) => i18n._(id, values);

import { cheerCohortTable, coachingFunnelRows, coachingFunnelTable, firstCheerText, KIND_LABELS } from '../coaching-tables';
import { coachingInsights as insights } from './coaching-insights.fixture';

/** The sponsor's task titles ("Help {name}"), as the coaching queue says them (English catalogue). */
const TASK_TITLE: Record<(typeof COACHING_KINDS)[number], MessageId> = {
  welcome: 'coaching.task.welcome',
  congratulate: 'coaching.task.congratulate',
  streak_at_risk: 'coaching.task.streak',
  stalled: 'coaching.task.stalled',
  struggling: 'coaching.task.struggling',
};

describe('the coaching tables', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  it('name each kind as the sponsor’s task says it, without the name ("Help Ana" is "Help")', () => {
    for (const kind of COACHING_KINDS) {
      const sponsorSees = i18n._(TASK_TITLE[kind], { name: 'Ana' });
      expect(t(KIND_LABELS[kind]), kind).toBe(sponsorSees.replace("Ana's ", '').replace(/ (on )?Ana$/, ''));
    }
  });

  it('name each kind, and give shares of the tasks (a dash for none)', () => {
    expect(coachingFunnelTable(t, insights).rows).toEqual([
      ['Congratulate', 10, 6, 4, '60%', '40%'],
      ['Save streak', 3, 1, 1, '33%', '33%'],
      ['Help', 0, 0, 0, '–', '–'],
    ]);
    expect(coachingFunnelRows(t, insights)[1]).toEqual({ kind: 'Save streak', tasks: 3, acted: 1, within24h: 1 });
    expect(cheerCohortTable(t, insights)).toEqual({
      columns: ['Recruits', 'Learners', 'Active days in first 14 (mean)'],
      numeric: [false, true, true],
      rows: [
        ['Cheered in week 1', 12, 6.25],
        ['Not cheered in week 1', 30, 3.1],
      ],
    });
  });

  it('say the median time to a first cheer in hours, in days from 48 hours, or that there was none', () => {
    expect(firstCheerText(t, { ...insights, medianHoursToFirstCheer: 1 })).toContain(': 1 hour.');
    expect(firstCheerText(t, insights)).toContain(': 5.5 hours.');
    expect(firstCheerText(t, { ...insights, medianHoursToFirstCheer: 60 })).toContain(': 2.5 days.');
    expect(firstCheerText(t, { ...insights, days: 30, medianHoursToFirstCheer: null })).toBe('No recruit who joined in the last 30 days has been cheered yet.');
  });

  it('say them in Spanish and Arabic, the shares and hours as each language writes them', async () => {
    await activateLocale('es');
    expect(coachingFunnelTable(t, insights).columns).toEqual(['Tipo de tarea', 'Tareas', 'Atendidas', 'Atendidas en 24 h', '% atendidas', '% en 24 h']);
    expect(coachingFunnelTable(t, insights).rows[0]).toEqual(['Felicitar', 10, 6, 4, '60\u00a0%', '40\u00a0%']);
    expect(firstCheerText(t, insights)).toContain(': 5,5 horas.');
    await activateLocale('ar');
    expect(coachingFunnelTable(t, insights).rows[1]?.[0]).toBe('إنقاذ السلسلة');
    expect(firstCheerText(t, { ...insights, medianHoursToFirstCheer: 2 })).toContain(': ساعتان.');
    expect(firstCheerText(t, { ...insights, days: 30, medianHoursToFirstCheer: null })).toBe('لم يُشجَّع بعد أي منضمّ جديد انضم في آخر 30 يومًا.');
  });

  afterAll(() => activateLocale('en'));
});
