/**
 * Setup file of the integration and e2e projects (vitest.config.ts): after a test file, how long it
 * waited in tests/support/waiting.ts (polls and fixed pauses) and the CPU its side used (the test
 * worker and what it started and ended: browsers, second stacks; not the shared stack's) are
 * appended as one JSON line to the file MTA_WAIT_LOG names, when it names one (scripts/test.ts
 * does; its summary prints them beside each file's wall time).
 *
 * A setup file runs again before every test file, also in a worker that runs several files (the
 * modules it imports do not: `isolate: false`, vitest.config.ts), so the counts start from zero here.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { rootDir } from '../../local/settings';
import { treeCpuMs } from '../../scripts/process-cpu';
import { startWaitCount, waited } from './waiting';

startWaitCount();
let cpuAtStart = 0;
beforeAll(() => {
  cpuAtStart = treeCpuMs();
});

// Registered first, so it runs after the file's own afterAll hooks (a browser closed there counts).
afterAll(() => {
  const log = process.env.MTA_WAIT_LOG;
  const file = expect.getState().testPath;
  if (!log || !file) return;
  appendFileSync(log, `${JSON.stringify({ file: relative(rootDir, file), cpuMs: treeCpuMs() - cpuAtStart, ...waited })}\n`);
});
