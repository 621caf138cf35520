import { describe, expect, it } from 'vitest';
import { summaryLines, wallTime } from './test-summary';

describe('npm test summary', () => {
  it('writes wall times in seconds, with minutes from a minute up', () => {
    expect(wallTime(4.26)).toBe('4.3 s');
    expect(wallTime(59.94)).toBe('59.9 s');
    expect(wallTime(60)).toBe('60 s (1 min 0 s)');
    expect(wallTime(678.4)).toBe('678 s (11 min 18 s)');
  });

  it('prints every step with its wall time and counts, the total, and the passed/failed line last', () => {
    const lines = summaryLines(
      [
        { name: 'typecheck', ok: true, seconds: 41.2 },
        { name: 'unit tests', ok: true, seconds: 55.5, passed: 700, failed: 0 },
        { name: 'end-to-end tests', ok: false, seconds: 301, passed: 99, failed: 1, note: 'stack' },
      ],
      678.4,
    );
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^ {2}step +wall time$/);
    expect(lines[1]).toMatch(/^✓ typecheck +41\.2 s$/);
    expect(lines[2]).toMatch(/^✓ unit tests +55\.5 s {2}700 passed, 0 failed$/);
    expect(lines[3]).toMatch(/^✗ end-to-end tests +301 s \(5 min 1 s\) {2}99 passed, 1 failed {2}\(stack\)$/);
    expect(lines[4]).toMatch(/^ {2}total +678 s \(11 min 18 s\) {2}1 step\(s\) red$/);
    expect(lines[5]).toBe('799 passed, 1 failed');
    // The time column ends at the same place on every line (the longest time fills its width).
    for (const line of lines.slice(0, 5)) expect(line.slice(0, 73).trimEnd()).toHaveLength(73);
  });

  it('counts a red step without failed tests (lint, a budget) as a failure', () => {
    const lines = summaryLines([{ name: 'lint', ok: false, seconds: 12 }], 12);
    expect(lines.at(-2)).toMatch(/total +12\.0 s {2}1 step\(s\) red$/);
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });
});
