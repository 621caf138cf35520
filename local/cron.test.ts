import { describe, expect, it } from 'vitest';
import { parseMinuteSchedule, parseSecondsSchedule } from './cron';

const at = (iso: string) => new Date(iso);

describe('the local pg_cron stand-in', () => {
  it("reads pg_cron's sub-minute schedules", () => {
    expect(parseSecondsSchedule('1 seconds')).toBe(1);
    expect(parseSecondsSchedule(' 30 second ')).toBe(30);
    expect(parseSecondsSchedule('59 SECONDS')).toBe(59);
    expect(parseSecondsSchedule('0 seconds')).toBeUndefined();
    expect(parseSecondsSchedule('60 seconds')).toBeUndefined();
    expect(parseSecondsSchedule('* * * * *')).toBeUndefined();
    expect(parseSecondsSchedule('1 minute')).toBeUndefined();
  });

  it('reads five-field schedules in GMT: every 5 minutes, minute 7 of every hour, lists, ranges and weekdays', () => {
    const everyFive = parseMinuteSchedule('*/5 * * * *')!;
    expect(everyFive(at('2026-11-24T11:35:00Z'))).toBe(true);
    expect(everyFive(at('2026-11-24T11:36:59Z'))).toBe(false);
    const hourly = parseMinuteSchedule('7 * * * *')!;
    expect(hourly(at('2026-11-24T03:07:30Z'))).toBe(true);
    expect(hourly(at('2026-11-24T03:08:00Z'))).toBe(false);
    const mondayMornings = parseMinuteSchedule('0,30 9-11 * * 1')!;
    expect(mondayMornings(at('2026-11-23T10:30:00Z'))).toBe(true); // a Monday
    expect(mondayMornings(at('2026-11-24T10:30:00Z'))).toBe(false);
    expect(mondayMornings(at('2026-11-23T12:00:00Z'))).toBe(false);
    expect(parseMinuteSchedule('0 0 * * 7')!(at('2026-11-22T00:00:00Z'))).toBe(true); // Sunday as 7
    // Both day fields restricted: either matches, as cron.
    const firstOrMonday = parseMinuteSchedule('0 0 1 * 1')!;
    expect(firstOrMonday(at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(firstOrMonday(at('2026-11-23T00:00:00Z'))).toBe(true);
    expect(firstOrMonday(at('2026-11-24T00:00:00Z'))).toBe(false);
  });

  it('refuses what it does not know instead of guessing', () => {
    for (const schedule of ['@daily', '0 0 * *', '60 * * * *', '*/0 * * * *', '0 0 L * *', '0 0 * * MON', '5 seconds']) {
      expect(parseMinuteSchedule(schedule), schedule).toBeUndefined();
    }
  });
});
