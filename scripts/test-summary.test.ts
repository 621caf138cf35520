import { describe, expect, it } from 'vitest';
import { cpuTime, failedLines, slowestLines, summaryLines, wallTime, type VitestReport } from './test-summary';

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

  it('adds when each step started and its CPU, and the run’s CPU and load average, when known', () => {
    const lines = summaryLines([{ name: 'unit tests', ok: true, seconds: 50, startedAt: 12.4, cpuSeconds: 45, passed: 3, failed: 0 }], {
      seconds: 100,
      cpuSeconds: 150,
      load: [1.25, 3],
    });
    expect(lines[1]).toMatch(/^✓ unit tests +50\.0 s {2}from 12 s {2}CPU 45 s \(0\.9 cores\) {2}3 passed, 0 failed$/);
    expect(lines[2]).toMatch(/total +100 s \(1 min 40 s\) {2}CPU 150 s \(1\.5 cores\) {2}load average 1\.3 → 3\.0 {2}all steps green$/);
    expect(cpuTime(0, 0)).toBe('CPU 0 s (0.0 cores)');
  });

  it('adds the machine’s busy CPU over the run on a line of its own, when known', () => {
    const lines = summaryLines([{ name: 'lint', ok: true, seconds: 10 }], { seconds: 100, cpuSeconds: 90, machineCpuSeconds: 180 });
    expect(lines[2]).toMatch(/total +100 s .*CPU 90 s \(0\.9 cores\)/);
    expect(lines[3]).toMatch(/^ {2}the machine, every process +CPU 180 s \(1\.8 cores\)$/);
    expect(lines[4]).toBe('0 passed, 0 failed');
  });

  it('lists the slowest files with their polling and pauses, then the slowest tests, then the waiting totals', () => {
    const report: VitestReport = {
      testResults: [
        { name: '/r/tests/a.test.ts', startTime: 0, endTime: 9000, assertionResults: [{ fullName: 'a one', duration: 8000, status: 'passed' }] },
        {
          name: '/r/tests/b.test.ts',
          startTime: 0,
          endTime: 12000,
          assertionResults: [
            { fullName: 'b one', duration: 1000, status: 'passed' },
            { fullName: 'b two', duration: null, status: 'skipped' },
          ],
        },
        { name: '/r/tests/c.test.ts', startTime: 0, endTime: 100, assertionResults: [] },
      ],
    };
    const lines = slowestLines([report], [{ file: 'tests/b.test.ts', cpuMs: 4000, pollMs: 2500, polls: 3, pauseMs: 500, pauses: 1 }], '/r', 2);
    expect(lines).toEqual([
      "the 2 slowest test files: wall time (hooks included); of it polling / in fixed pauses; CPU of the test's side:",
      '  12.0 s     2.5 s /   0.5 s     4.0 s     2 tests  tests/b.test.ts',
      '   9.0 s         - /       -         -     1 tests  tests/a.test.ts',
      'the 2 slowest tests:',
      '   8.0 s  tests/a.test.ts > a one',
      '   1.0 s  tests/b.test.ts > b one',
      "over 1 integration and e2e files, 12.0 s of file time: polling 2.5 s, fixed pauses 0.5 s (1 pauses), CPU of the tests' side 4.0 s",
    ]);
  });

  it('lists each failed test with the start of its error, and a file that broke outside its tests', () => {
    const report: VitestReport = {
      testResults: [
        {
          name: '/r/tests/a.test.ts',
          startTime: 0,
          endTime: 1,
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a fails',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n- Expected\n+ Received\n  at one\n  at two'],
            },
          ],
        },
        { name: '/r/tests/b.test.ts', startTime: 0, endTime: 1, status: 'failed', message: 'Hook timed out in 10000ms', assertionResults: [] },
      ],
    };
    expect(failedLines([report], '/r', 15, 3)).toEqual([
      'what failed (2):',
      '✗ tests/a.test.ts > a fails',
      '    AssertionError: expected 1 to be 2',
      '    - Expected',
      '    + Received',
      '✗ tests/b.test.ts',
      '    Hook timed out in 10000ms',
    ]);
    expect(failedLines([report], '/r', 1, 1)).toEqual([
      'what failed (2):',
      '✗ tests/a.test.ts > a fails',
      '    AssertionError: expected 1 to be 2',
      '… and 1 more',
    ]);
  });

  it('prints nothing when nothing failed', () => {
    expect(
      failedLines(
        [{ testResults: [{ name: '/r/a', startTime: 0, endTime: 1, status: 'passed', assertionResults: [{ fullName: 'x', status: 'passed' }] }] }],
        '/r',
      ),
    ).toEqual([]);
  });
});
