/**
 * e2e project setup (vitest.config.ts): after every test, and after a file's last hook, no page may
 * have reported a Content-Security-Policy violation (tests/support/browser.ts collects them). When a
 * test fails, what its open pages did and were waiting for goes to test-results/diagnostics/
 * (tests/support/page-journal.ts), named in the run's output.
 */
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { takeCspViolations } from './browser';
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

afterAll(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
