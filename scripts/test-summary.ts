/**
 * The summary `npm test` ends with (scripts/test.ts): one line per step with its wall time and test
 * counts, the whole run's wall time, and last the `N passed, N failed` line. The README quotes the
 * total of the last clean run; docs/performance.md says how it is measured.
 */

export interface StepResult {
  name: string;
  ok: boolean;
  /** Wall-clock seconds from the step's start to its end. */
  seconds: number;
  passed?: number;
  failed?: number;
  note?: string;
}

/** `42.3 s` under a minute; `678 s (11 min 18 s)` from a minute up. */
export function wallTime(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${whole} s (${Math.floor(whole / 60)} min ${whole % 60} s)`;
}

const NAME_WIDTH = 52;
const TIME_WIDTH = 18;

/** The summary's lines, for steps run in order and the run's total wall time in seconds. */
export function summaryLines(results: StepResult[], totalSeconds: number): string[] {
  const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
  const failedTests = results.reduce((sum, result) => sum + (result.failed ?? 0), 0);
  const failedSteps = results.filter((result) => !result.ok).length;
  const rows = results.map((result) => {
    const counts = result.passed === undefined ? '' : `  ${result.passed} passed, ${result.failed ?? 0} failed`;
    const note = result.note ? `  (${result.note})` : '';
    return `${result.ok ? '✓' : '✗'} ${result.name.padEnd(NAME_WIDTH)} ${wallTime(result.seconds).padStart(TIME_WIDTH)}${counts}${note}`;
  });
  return [
    `  ${'step'.padEnd(NAME_WIDTH)} ${'wall time'.padStart(TIME_WIDTH)}`,
    ...rows,
    `  ${'total'.padEnd(NAME_WIDTH)} ${wallTime(totalSeconds).padStart(TIME_WIDTH)}  ${failedSteps === 0 ? 'all steps green' : `${failedSteps} step(s) red`}`,
    // A red step without failed tests (typecheck, lint, a budget) still counts as a failure.
    `${passed} passed, ${failedTests + (failedSteps > 0 && failedTests === 0 ? failedSteps : 0)} failed`,
  ];
}
