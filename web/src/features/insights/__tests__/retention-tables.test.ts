import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Retention } from '@contract';
import { activateLocale, i18n, type Translate } from '@/i18n';

import { activeSeries, activeTable, cohortSeries, cohortTable, mondayOf, reminderSeries, reminderTable, streakBand, streakTable } from '../retention-tables';

const t: Translate = (id, values) => i18n._(id, values);

const retention: Retention = {
  daily: [
    { day: '2026-11-22', active: 3 },
    { day: '2026-11-24', active: 5 },
  ],
  weekly: [
    { week: '2026-11-16', active: 7 },
    { week: '2026-11-23', active: 9 },
  ],
  cohorts: [{ week: '2026-11-16', signups: 8, d1: 4, d7: 2, d30: 0 }],
  streaks: [{ streak: '0-1 days', learners: 6 }],
  reminders: [{ day: '2026-11-24', sends: 4, opens: 1, unsubscribes: 1 }],
};

/** A day when every retention day of the weeks above has come. */
const LATER = '2027-02-01';

describe('retention tables', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it("lists days newest first with their week's active learners (weeks start on Monday)", () => {
    expect(activeTable(t, retention).rows).toEqual([
      ['2026-11-24', 5, 9],
      ['2026-11-22', 3, 7],
    ]);
  });

  it('gives D1/D7/D30 as counts and shares of the signup week, and a dash for an empty week', () => {
    expect(cohortTable(t, retention, LATER).rows).toEqual([['2026-11-16', 8, 4, 2, 0, '50%', '25%', '0%']]);
    expect(cohortTable(t, { ...retention, cohorts: [{ week: '2026-11-24', signups: 0, d1: 0, d7: 0, d30: 0 }] }, LATER).rows[0]?.slice(5)).toEqual([
      '–',
      '–',
      '–',
    ]);
  });

  it('says "not yet" for a share whose day has not come for every signup of the week (the week ends on Sunday)', () => {
    // Week of Monday 2026-11-16: its last signups (Sunday 22nd) reach D1 on the 23rd, D7 on the 29th, D30 on 12-22.
    expect(cohortTable(t, retention, '2026-11-22').rows[0]?.slice(5)).toEqual(['not yet', 'not yet', 'not yet']);
    expect(cohortTable(t, retention, '2026-11-23').rows[0]?.slice(5)).toEqual(['50%', 'not yet', 'not yet']);
    expect(cohortTable(t, retention, '2026-11-29').rows[0]?.slice(5)).toEqual(['50%', '25%', 'not yet']);
    expect(cohortTable(t, retention, '2026-12-22').rows[0]?.slice(5)).toEqual(['50%', '25%', '0%']);
    expect(cohortSeries(retention, '2026-11-29')).toEqual([{ week: '2026-11-16', d1: 50, d7: 25, d30: null }]);
  });

  it('keeps the streak bands and reminder days as the server sent them', () => {
    expect(streakTable(t, retention).rows).toEqual([['0-1 days', 6]]);
    expect(reminderTable(t, retention)).toMatchObject({ columns: ['Day', 'Reminders sent', 'Opened', 'E-mail unsubscribes'], rows: [['2026-11-24', 4, 1, 1]] });
  });
});

describe('retention charts', () => {
  const days = ['2026-11-22', '2026-11-23', '2026-11-24'];

  it('puts every day of the window on the chart, a day without visits at 0, with its week (Monday to Sunday)', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(activeSeries(retention, days)).toEqual([
      { day: '2026-11-22', active: 3, weekActive: 7 },
      { day: '2026-11-23', active: 0, weekActive: 9 },
      { day: '2026-11-24', active: 5, weekActive: 9 },
    ]);
  });

  it('charts D1/D7/D30 as percent of the signup week, 0 for a week without signups', () => {
    expect(cohortSeries(retention, LATER)).toEqual([{ week: '2026-11-16', d1: 50, d7: 25, d30: 0 }]);
    expect(
      cohortSeries(
        {
          ...retention,
          cohorts: [
            { week: '2026-11-24', signups: 3, d1: 1, d7: 0, d30: 0 },
            { week: '2026-12-01', signups: 0, d1: 0, d7: 0, d30: 0 },
          ],
        },
        LATER,
      ),
    ).toEqual([
      { week: '2026-11-24', d1: 33.3, d7: 0, d30: 0 },
      { week: '2026-12-01', d1: 0, d7: 0, d30: 0 },
    ]);
  });

  it('charts reminders on every day of the window', () => {
    expect(reminderSeries(retention, days)).toEqual([
      { day: '2026-11-22', sends: 0, opens: 0, unsubscribes: 0 },
      { day: '2026-11-23', sends: 0, opens: 0, unsubscribes: 0 },
      { day: '2026-11-24', sends: 4, opens: 1, unsubscribes: 1 },
    ]);
  });

  it('say the columns, the streak bands and "not yet" in Spanish and Arabic', async () => {
    await activateLocale('es');
    expect(cohortTable(t, retention, '2026-11-23').columns).toEqual(['Semana de registro', 'Registros', 'D1', 'D7', 'D30', 'D1 %', 'D7 %', 'D30 %']);
    expect(cohortTable(t, retention, '2026-11-23').rows[0]?.slice(5)).toEqual(['50\u00a0%', 'aún no', 'aún no']);
    expect(streakTable(t, retention).rows).toEqual([['0-1 días', 6]]);
    await activateLocale('ar');
    expect(streakBand(t, '30+ days')).toBe('30+ يوم');
    expect(streakBand(t, 'a band of its own')).toBe('a band of its own');
    expect(cohortTable(t, retention, '2026-11-23').rows[0]?.slice(6)).toEqual(['ليس بعد', 'ليس بعد']);
  });
});
