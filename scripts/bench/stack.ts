/**
 * Starts a throwaway stack (tests/support/throwaway-stack.ts: free ports, temporary STACK_DIR) in a
 * child process (stack-child.ts) and hands back its URLs and keys, the process ids the profiler
 * samples, and `stop()`. With `root`, the stack of another checkout of the repository (an older
 * commit's worktree, bench:load): its own stack-child.ts, code, migrations and node_modules.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StackInfo, StackSettings } from '../../local/settings';

export interface StackPids {
  /** The Node process running gateway, auth, realtime and the app server. */
  node: number;
  postgres?: number;
  functions: Record<string, number | undefined>;
}

export interface BenchStack {
  info: StackInfo;
  pids: StackPids;
  /** Its STACK_DIR (stack.log: every part's log lines), removed by `stop()`. */
  stackDir: string;
  stop(): Promise<void>;
}

type ChildMessage = { type: 'ready'; info: StackInfo; pids: Omit<StackPids, 'node'>; stackDir: string } | { type: 'error'; message: string };

export function startBenchStack(overrides: Partial<StackSettings> = {}, root?: string): Promise<BenchStack> {
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the stack's Node process (gateway, auth, realtime),
  // written when it stops; open it in Chrome DevTools or summarise it with scripts/bench/cpuprofile.ts.
  const profileDir = process.env.BENCH_CPU_PROF;
  const script = root ? join(root, 'scripts', 'bench', 'stack-child.ts') : fileURLToPath(new URL('./stack-child.ts', import.meta.url));
  // `--import tsx` resolves from the working directory: the other checkout's own tsx.
  const child = fork(script, [JSON.stringify(overrides)], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
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
        resolve({ info: message.info, pids: { node: child.pid ?? 0, ...message.pids }, stackDir: message.stackDir, stop });
      }
    });
  });
}
