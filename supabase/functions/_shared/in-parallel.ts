/**
 * Runs every task, at most `limit` at a time, and resolves once all have finished (the reminders run:
 * one slow e-mail or push service holds one slot, never the others). Tasks handle their own failures;
 * a task that rejects rejects the whole run.
 */
export async function inParallel(tasks: ReadonlyArray<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
