import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { SERIAL_FILES } from '../serial-files';

describe('tests/serial-files.ts', () => {
  it('names integration or e2e test files that exist, each with its reason', () => {
    for (const [file, reason] of Object.entries(SERIAL_FILES)) {
      expect(file).toMatch(/^tests\/(integration|e2e)\/[\w.-]+\.test\.ts$/);
      expect(existsSync(join(rootDir, file)), file).toBe(true);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });
});
