import { describe, expect, it } from 'vitest';
import type { Retention } from '@contract';
import { activeTable, cohortTable, reminderTable, streakTable } from '../retention-tables';

const retention: Retention = {
  daily: [
    { day: '2026-11-22', active: 3 },
    { day: '2026-11-24', active: 5 },
  ],
  weekly: [
    { week: '2026-11-16', active: 7 },
    { week: '2026-11-23', active: 9 },
  ],
  cohorts: [{ week: '2026-11-17', signups: 8, d1: 4, d7: 2, d30: 0 }],
  streaks: [{ streak: '0-1 days', learners: 6 }],
  reminders: [{ day: '2026-11-24', sends: 4, opens: 1, unsubscribes: 1 }],
};

describe('retention tables', () => {
  it("lists days newest first with their week's active learners (weeks start on Monday)", () => {
    expect(activeTable(retention).rows).toEqual([
      ['2026-11-24', 5, 9],
      ['2026-11-22', 3, 7],
    ]);
  });

  it('gives D1/D7/D30 as counts and shares of the signup week, and a dash for an empty week', () => {
    expect(cohortTable(retention).rows).toEqual([['2026-11-17', 8, 4, 2, 0, '50%', '25%', '0%']]);
    expect(cohortTable({ ...retention, cohorts: [{ week: '2026-11-24', signups: 0, d1: 0, d7: 0, d30: 0 }] }).rows[0]?.slice(5)).toEqual(['–', '–', '–']);
  });

  it('keeps the streak bands and reminder days as the server sent them', () => {
    expect(streakTable(retention).rows).toEqual([['0-1 days', 6]]);
    expect(reminderTable(retention)).toMatchObject({ columns: ['Day', 'Reminders sent', 'Opened', 'E-mail unsubscribes'], rows: [['2026-11-24', 4, 1, 1]] });
  });
});
