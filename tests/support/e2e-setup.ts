/**
 * e2e project setup (vitest.config.ts): after every test, and after a file's last hook, no page may
 * have reported a Content-Security-Policy violation (tests/support/browser.ts collects them).
 */
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
