import { beforeAll, describe, expect, it } from 'vitest';

import { COACHING_KINDS } from '@contract';

import { activateLocale, i18n, type MessageId } from '@/i18n';

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
      expect(KIND_LABELS[kind], kind).toBe(sponsorSees.replace("Ana's ", '').replace(/ (on )?Ana$/, ''));
    }
  });

  it('name each kind, and give shares of the tasks (a dash for none)', () => {
    expect(coachingFunnelTable(insights).rows).toEqual([
      ['Congratulate', 10, 6, 4, '60%', '40%'],
      ['Save streak', 3, 1, 1, '33%', '33%'],
      ['Help', 0, 0, 0, '–', '–'],
    ]);
    expect(coachingFunnelRows(insights)[1]).toEqual({ kind: 'Save streak', tasks: 3, acted: 1, within24h: 1 });
    expect(cheerCohortTable(insights)).toEqual({
      columns: ['Recruits', 'Learners', 'Active days in first 14 (mean)'],
      numeric: [false, true, true],
      rows: [
        ['Cheered in week 1', 12, 6.25],
        ['Not cheered in week 1', 30, 3.1],
      ],
    });
  });

  it('say the median time to a first cheer in hours, in days from 48 hours, or that there was none', () => {
    expect(firstCheerText({ ...insights, medianHoursToFirstCheer: 1 })).toContain(': 1 hour.');
    expect(firstCheerText(insights)).toContain(': 5.5 hours.');
    expect(firstCheerText({ ...insights, medianHoursToFirstCheer: 60 })).toContain(': 2.5 days.');
    expect(firstCheerText({ ...insights, days: 30, medianHoursToFirstCheer: null })).toBe('No recruit who joined in the last 30 days has been cheered yet.');
  });
});
