import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Insights } from '@contract';
import { activateLocale, i18n, type Translate } from '@/i18n';

import { headlineFigures } from '../headline';

// 2026-11-25 is a Wednesday: its week started on Monday 2026-11-23.
const base: Insights = {
  windows: { funnelWeeks: 12, days: 90, asOf: '2026-11-25' },
  funnel: [
    { week: '2026-11-16', registered: 6, station1: 3, allStations: 1, firstCourse: 0, firstReferral: 0 },
    { week: '2026-11-23', registered: 4, station1: 1, allStations: 0, firstCourse: 0, firstReferral: 0 },
  ],
  signups: [
    { day: '2026-11-18', source: 'direct', signups: 50 },
    { day: '2026-11-19', source: 'direct', signups: 4 },
    { day: '2026-11-25', source: 'direct', signups: 2 },
    { day: '2026-11-25', source: 'referral', signups: 3 },
  ],
  tokens: [
    { day: '2026-11-18', flow: 'issued', what: 'mission', entries: 1, tokens: 1000 },
    { day: '2026-11-20', flow: 'issued', what: 'mission', entries: 4, tokens: 200 },
    { day: '2026-11-24', flow: 'issued', what: 'quiz', entries: 3, tokens: 1234 },
    { day: '2026-11-24', flow: 'spent', what: 'social_posts', entries: 2, tokens: 10 },
  ],
  retention: {
    daily: [
      { day: '2026-11-24', active: 30 },
      { day: '2026-11-25', active: 7 },
    ],
    weekly: [
      { week: '2026-11-16', active: 99 },
      { week: '2026-11-23', active: 31 },
    ],
    cohorts: [],
    streaks: [],
    reminders: [],
  },
};

const t: Translate = (id, values) => i18n._(id, values);

describe("the admin home's headline figures (docs/product.md#admin-home)", () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('counts the last seven days up to the report day, today and this week, and the Station 1 share of the funnel', () => {
    expect(headlineFigures(t, base)).toEqual([
      // 2026-11-19 to 2026-11-25: the 18th is outside.
      { id: 'signups', label: 'Signups, last 7 days', value: '9', note: '3 through a referral link' },
      { id: 'active', label: 'Active learners today', value: '7', note: '31 this week (UTC, from Monday)' },
      { id: 'activation', label: 'Finished Station 1', value: '40%', note: "4 of 10 accounts made in the last 12 weeks, administrators' included" },
      { id: 'tokens', label: 'Tokens issued, last 7 days', value: '1,434', note: '10 spent on rewards' },
    ]);
  });

  it('says so when nothing happened instead of dividing by nothing', () => {
    const quiet: Insights = { ...base, funnel: [], signups: [], tokens: [], retention: { ...base.retention, daily: [], weekly: [] } };
    expect(headlineFigures(t, quiet).map((figure) => [figure.value, figure.note])).toEqual([
      ['0', '0 through a referral link'],
      ['0', '0 this week (UTC, from Monday)'],
      ['None yet', 'No signups in the last 12 weeks'],
      ['0', '0 spent on rewards'],
    ]);
  });

  it('says them in Spanish and Arabic, with the figures as each language writes them', async () => {
    await activateLocale('es');
    expect(headlineFigures(t, base).map((figure) => [figure.label, figure.value, figure.note])).toEqual([
      ['Registros, últimos 7 días', '9', '3 con un enlace de referido'],
      ['Participantes activos hoy', '7', '31 esta semana (UTC, desde el lunes)'],
      ['Terminaron la Estación 1', '40\u00a0%', '4 de 10 cuentas creadas en las últimas 12 semanas, administradores incluidos'],
      ['Tokens emitidos, últimos 7 días', '1434', 'Gastados en recompensas: 10'],
    ]);
    await activateLocale('ar');
    const [signups, , activation] = headlineFigures(t, base);
    expect(signups?.label).toBe('التسجيلات، آخر 7 أيام');
    expect(activation?.note).toBe('4 من 10 حسابات أُنشئت في آخر 12 أسبوعًا، ومنها حسابات المشرفين');
  });
});
