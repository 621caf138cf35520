import { describe, expect, it } from 'vitest';
import { parseSecondsSchedule } from './cron';

describe('the local pg_cron stand-in', () => {
  it("runs pg_cron's sub-minute schedules and nothing else", () => {
    expect(parseSecondsSchedule('1 seconds')).toBe(1);
    expect(parseSecondsSchedule(' 30 second ')).toBe(30);
    expect(parseSecondsSchedule('59 SECONDS')).toBe(59);
    expect(parseSecondsSchedule('0 seconds')).toBeUndefined();
    expect(parseSecondsSchedule('60 seconds')).toBeUndefined();
    expect(parseSecondsSchedule('* * * * *')).toBeUndefined();
    expect(parseSecondsSchedule('1 minute')).toBeUndefined();
  });
});
