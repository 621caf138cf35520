/**
 * Vitest global setup of the integration and e2e projects: the running stack their tests use.
 * scripts/test.ts starts its stacks itself and passes one's STACK_DIR/stack.json in MTA_STACK_JSON;
 * a plain `vitest run --project integration` starts one (in a process of its own,
 * stack-process.ts) and removes it afterwards. The projects of one vitest run share that stack:
 * the serial projects run after the parallel ones, when nothing else runs (tests/README.md).
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from '../../local/settings';
import { startStackProcess, type StackProcess } from './stack-process';
import { provideRunTemplates } from './throwaway-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The STACK_DIR of that stack (its keys.json lets tests mint expired tokens). */
    stackDir: string;
  }
}

/**
 * The stack this vitest process started, shared by its projects (each runs this setup, possibly
 * from a module instance of its own: hence a global).
 */
const shared = globalThis as { mtaTestStack?: { stack: Promise<StackProcess>; users: number }; mtaRunTemplates?: { remove(): void; users: number } };

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // The run's template clusters (throwaway-stack.ts), made before any stack starts so that the shared
  // stack builds the template the files' own stacks then copy; scripts/test.ts makes them for its run.
  const templates = (shared.mtaRunTemplates ??= { remove: provideRunTemplates(), users: 0 });
  templates.users += 1;
  const releaseTemplates = () => {
    if (--templates.users > 0) return;
    shared.mtaRunTemplates = undefined;
    templates.remove();
  };
  const given = process.env.MTA_STACK_JSON;
  if (given) {
    project.provide('stack', JSON.parse(readFileSync(given, 'utf8')) as StackInfo);
    project.provide('stackDir', dirname(given));
    return async () => releaseTemplates();
  }
  const started = (shared.mtaTestStack ??= { stack: startStackProcess(), users: 0 });
  started.users += 1;
  const stack = await started.stack;
  project.provide('stack', stack.info);
  project.provide('stackDir', stack.stackDir);
  return async () => {
    if (--started.users === 0) {
      shared.mtaTestStack = undefined;
      await stack.stop();
    }
    releaseTemplates();
  };
}
