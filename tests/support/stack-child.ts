/**
 * A throwaway stack in a process of its own (stack-process.ts says why), started by
 * stack-process.ts over an IPC channel; stops the stack when the parent says so or goes
 * away (the channel closes), so an interrupted benchmark leaves nothing running.
 */
import type { StackSettings } from '../../local/settings';
import { startThrowawayStack } from './throwaway-stack';

const overrides = JSON.parse(process.argv[2] ?? '{}') as Partial<StackSettings>;
const stack = await startThrowawayStack({ quiet: true, ...overrides }).catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= stack.dispose().finally(() => process.exit(0));
  return stopping;
};
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('message', (message: { type?: string }) => {
  if (message.type === 'stop') void stop();
  if (message.type === 'pids') process.send?.({ type: 'pids', pids: stack.pids() });
});
process.send?.({ type: 'ready', info: stack.info, pids: stack.pids(), stackDir: stack.settings.stackDir });
