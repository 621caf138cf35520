/**
 * How the integration and end-to-end tests wait for something that happens later: `until` polls for
 * the thing itself (fast when things work: it returns as soon as the probe answers), `pause` is a
 * fixed sleep, for the rare case where the test must let time pass (a window that must close, a
 * timer under test). Both count the time they spend in `waited`, which tests/support/wait-log.ts
 * writes per file for the summary `npm test` prints (docs/performance.md, "Where the suite's time
 * goes"). Rules for new tests: tests/README.md.
 */

/**
 * Time this test file has spent in `until` and `pause`. A worker runs several files one after
 * another with this module loaded once (`isolate: false`, vitest.config.ts): wait-log.ts starts the
 * count again at each file's start (`startWaitCount`).
 */
export const waited = { pauseMs: 0, pauses: 0, pollMs: 0, polls: 0 };

/** Counts from zero: called as each test file starts (tests/support/wait-log.ts). */
export function startWaitCount(): void {
  Object.assign(waited, { pauseMs: 0, pauses: 0, pollMs: 0, polls: 0 });
}

/** A fixed sleep of `ms`, counted. Prefer `until` whenever the outcome can be observed. */
export async function pause(ms: number): Promise<void> {
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  waited.pauseMs += Date.now() - started;
  waited.pauses += 1;
}

export interface UntilOptions {
  /** Give up after this long (default 5 s); the error names `what`. */
  timeoutMs?: number;
  /** Time between probes (default 25 ms). */
  everyMs?: number;
  /** Describes what the last probe saw, for the timeout's error. */
  lastSeen?: () => string | Promise<string>;
}

/**
 * Calls `probe` until it returns something other than undefined (or false) and returns that; after
 * `timeoutMs` throws `timed out after N ms waiting for <what>`.
 */
export async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what: string, options: UntilOptions = {}): Promise<T> {
  const { timeoutMs = 5000, everyMs = 25 } = options;
  const started = Date.now();
  try {
    for (;;) {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
      if (Date.now() - started > timeoutMs) {
        const seen = options.lastSeen ? `; ${await options.lastSeen()}` : '';
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${seen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  } finally {
    waited.pollMs += Date.now() - started;
    waited.polls += 1;
  }
}
