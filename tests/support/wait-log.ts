/**
 * Setup file of the integration and e2e projects (vitest.config.ts): after a test file, how long it
 * waited in tests/support/waiting.ts (polls and fixed pauses) and the CPU its side used (the test
 * worker and what it started and ended: second stacks, a browser it launched; not the shared
 * stack's) are appended as one JSON line to the file MTA_WAIT_LOG names, when it names one
 * (scripts/test.ts does; its summary prints them beside each file's wall time).
 *
 * An e2e file's pages run in the run's shared browsers (tests/support/browser-server.ts), which are
 * not the worker's children: their CPU while the file ran is `browserCpuMs`, read from the
 * browsers' process trees at the file's start and end. One file at a time that is the file's own;
 * with files side by side it also holds the neighbours' pages (an upper bound, said so in the summary).
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { rootDir } from '../../local/settings';
import { treeCpuMs } from '../../scripts/process-cpu';
import type { BrowserEndpoint } from './browser-server';
import { waited } from './waiting';

const browserPids = () => [...new Set(Object.values<BrowserEndpoint>(inject('browserServers') ?? {}).map((server) => server.pid))];
const browsersCpuMs = () => browserPids().reduce((sum, pid) => sum + treeCpuMs(pid), 0);

let cpuAtStart = 0;
let browsersAtStart = 0;
beforeAll(() => {
  // The worker may run several files one after the other (isolate: false): count this file's alone.
  Object.assign(waited, { pauseMs: 0, pauses: 0, pollMs: 0, polls: 0 });
  cpuAtStart = treeCpuMs();
  browsersAtStart = browsersCpuMs();
});

// Registered first, so it runs after the file's own afterAll hooks (a browser closed there counts).
afterAll(() => {
  const log = process.env.MTA_WAIT_LOG;
  const file = expect.getState().testPath;
  if (!log || !file) return;
  const browserCpuMs = browserPids().length > 0 ? browsersCpuMs() - browsersAtStart : undefined;
  appendFileSync(log, `${JSON.stringify({ file: relative(rootDir, file), cpuMs: treeCpuMs() - cpuAtStart, browserCpuMs, ...waited })}\n`);
});
