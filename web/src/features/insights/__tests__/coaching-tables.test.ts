import { describe, expect, it } from 'vitest';

import { cheerCohortTable, coachingFunnelRows, coachingFunnelTable, firstCheerText } from '../coaching-tables';
import { coachingInsights as insights } from './coaching-insights.fixture';

describe('the coaching tables', () => {
  it('name each kind, and give shares of the tasks (a dash for none)', () => {
    expect(coachingFunnelTable(insights).rows).toEqual([
      ['Congratulate', 10, 6, 4, '60%', '40%'],
      ['Streak at risk', 3, 1, 1, '33%', '33%'],
      ['Struggling', 0, 0, 0, '–', '–'],
    ]);
    expect(coachingFunnelRows(insights)[1]).toEqual({ kind: 'Streak at risk', tasks: 3, acted: 1, within24h: 1 });
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
