/** A timer for the local stand-ins' workers (local/cron.ts, local/net.ts). */
export interface Polling {
  /** Stops the timer and waits for the tick still running. */
  stop(): Promise<void>;
}

/**
 * Calls `tick` every `everyMs`, one at a time (a tick still running skips the next one), and
 * reports a tick's failure to `onError` until stopped. The timer keeps no process alive.
 */
export function startPolling(tick: () => Promise<void>, everyMs: number, onError: (error: Error) => void): Polling {
  let stopped = false;
  let busy: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (busy) return;
    busy = tick()
      .catch((error: unknown) => {
        if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => (busy = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
