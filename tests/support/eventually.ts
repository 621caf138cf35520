import { until } from './waiting';

/** Polls until `probe` returns something (no fixed sleeps: fast when things work); counted in tests/support/waiting.ts. */
export function eventually<T>(probe: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  return until(probe, what, { timeoutMs, everyMs: 10 });
}
