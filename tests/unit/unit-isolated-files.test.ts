import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { UNIT_ISOLATED_FILES } from '../unit-isolated-files';

/** A call that replaces a module for the whole file: it would stay in place for the files after it in a shared worker. */
const MODULE_MOCK = /\bvi\.(mock|doMock)\(/;

function webTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(rootDir, path)] : [];
  });
}

describe('tests/unit-isolated-files.ts', () => {
  it('lists exactly the web unit files that mock a module', () => {
    const mocking = webTestFiles(join(rootDir, 'web/src')).filter((file) => MODULE_MOCK.test(readFileSync(join(rootDir, file), 'utf8')));
    expect([...UNIT_ISOLATED_FILES].sort()).toEqual(mocking.sort());
  });
});
