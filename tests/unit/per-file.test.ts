/**
 * `perFile` (tests/support/per-file.ts): a worker of the integration and e2e projects runs several
 * files one after another with the support modules loaded once, so a value their tests share must
 * be made again when the file running is another.
 */
import { describe, expect, it } from 'vitest';
import { perFile } from '../support/per-file';

/** Runs `body` as if vitest were running the file at `path` (the worker's current file, which `testPath` reads). */
function asFile<T>(path: string, body: () => T): T {
  const own = Object.getOwnPropertyDescriptor(expect.getState(), 'testPath');
  if (!own) throw new Error('vitest keeps no testPath');
  expect.setState({ testPath: path });
  try {
    return body();
  } finally {
    expect.setState(Object.defineProperty({}, 'testPath', own));
  }
}

describe('perFile', () => {
  it('makes the value once for the tests of one file', () => {
    let made = 0;
    const value = perFile(() => ({ made: (made += 1) }));
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });

  it('makes it again when the worker runs another file, and for each file after', () => {
    let made = 0;
    const value = perFile(() => (made += 1));
    expect(asFile('tests/integration/first.test.ts', () => [value(), value()])).toEqual([1, 1]);
    expect(asFile('tests/integration/second.test.ts', () => [value(), value()])).toEqual([2, 2]);
    expect(value()).toBe(3);
    expect(made).toBe(3);
  });
});
