/**
 * Starts a throwaway stack (throwaway-stack.ts: free ports, temporary STACK_DIR) in a child process
 * of its own (stack-child.ts) and hands back its URLs and keys, its STACK_DIR, the process ids the
 * benchmark's profiler samples, and `stop()`. The stack's Node part (gateway, auth, realtime, the app
 * server) then has an event loop and a core to itself: `npm test` runs its stacks this way, beside
 * the test workers that load them, and so do the benchmarks, whose load generator would otherwise
 * measure itself as much as the stack. With `root`, the stack of another checkout of the repository
 * (an older commit's worktree, bench:load): its own stack-child.ts, code, migrations and node_modules.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StackInfo, StackSettings } from '../../local/settings';

export interface StackPids {
  /** The Node process running gateway, auth, realtime and the app server. */
  node: number;
  postgres?: number;
  functions: Record<string, number | undefined>;
}

export interface StackProcess {
  info: StackInfo;
  pids: StackPids;
  /** Its STACK_DIR (stack.log: every part's log lines), removed by `stop()`. */
  stackDir: string;
  stop(): Promise<void>;
}

type ChildMessage = { type: 'ready'; info: StackInfo; stackDir: string; pids: Omit<StackPids, 'node'> } | { type: 'error'; message: string };

/**
 * Starts a stack in a Node process of its own. `niceness` > 0 runs it (and the Postgres and Deno it
 * starts) at that lower priority: the parallel lanes' stack in `npm test`.
 */
export function startStackProcess(overrides: Partial<StackSettings> = {}, root?: string, niceness = 0): Promise<StackProcess> {
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the stack's Node process (gateway, auth, realtime),
  // written when it stops; open it in Chrome DevTools or summarise it with scripts/bench/cpuprofile.ts.
  const profileDir = process.env.BENCH_CPU_PROF;
  const script = root ? childScriptOf(root) : fileURLToPath(new URL('./stack-child.ts', import.meta.url));
  // `--import tsx` resolves from the working directory: the other checkout's own tsx.
  const child = fork(script, [JSON.stringify(overrides)], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Set before the child has started anything: what it starts inherits the priority.
  if (niceness > 0 && child.pid) setPriority(child.pid, niceness);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
  };
  // An interrupted benchmark still stops the stack (the child also stops when this process dies).
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stack process exited (${code}) before it was ready`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'error') reject(new Error(`stack did not start: ${message.message}`));
      if (message.type === 'ready') {
        resolve({ info: message.info, stackDir: message.stackDir, pids: { node: child.pid ?? 0, ...message.pids }, stop });
      }
    });
  });
}

/** The other checkout's stack-child.ts: in tests/support since the parallel runner, scripts/bench before. */
function childScriptOf(root: string): string {
  const current = join(root, 'tests', 'support', 'stack-child.ts');
  return existsSync(current) ? current : join(root, 'scripts', 'bench', 'stack-child.ts');
}
