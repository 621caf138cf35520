/**
 * e2e project setup (vitest.config.ts): after every test, and after a file's last hook, no page may
 * have reported a Content-Security-Policy violation (tests/support/browser.ts collects them). When a
 * test fails, what its open pages did and were waiting for goes to test-results/diagnostics/
 * (tests/support/page-journal.ts), named in the run's output. A file that leaves a browser open
 * fails (it is closed then): its worker runs other files after it (`isolate: false`).
 */
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { closeBrowsersLeftOpen, takeCspViolations } from './browser';
import { writePageReport } from './page-journal';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const file = await writePageReport(`${task.file.name} ${task.name}`);
    console.error(`The pages of the failed test "${task.name}": ${file}`);
  });
});

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(async () => {
  const leftOpen = await closeBrowsersLeftOpen();
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
  expect(leftOpen, 'browsers the file left open (close them in afterAll)').toBe(0);
});
