/**
 * A value a test file makes once and shares among its tests (the seeded admin signed in, say).
 * The integration and e2e workers run several files one after another with the support modules
 * loaded once (`isolate: false`, vitest.config.ts): a module-level cache would hand the next file
 * the last file's value (a session that may have expired or been signed out, a closed client), so
 * the value is made again when the file running is another (tests/README.md, rule 8).
 */
import { expect } from 'vitest';

export function perFile<T>(make: () => T): () => T {
  let made: { file: string | undefined; value: T } | undefined;
  return () => {
    const file = expect.getState().testPath;
    if (!made || made.file !== file) made = { file, value: make() };
    return made.value;
  };
}
