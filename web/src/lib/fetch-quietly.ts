/**
 * Starts fetching code ahead of the tap that needs it. A failure is left for the tap itself, which
 * loads the same chunk again and reports what went wrong (docs/performance.md, "Speed on a mid-range
 * phone").
 */
export const fetchQuietly = (load: () => Promise<unknown>): void => void load().catch(() => undefined);
