/**
 * Vitest global setup of the integration and e2e projects: one running stack for the whole run.
 * scripts/test.ts starts a throwaway stack once and passes STACK_DIR/stack.json in MTA_STACK_JSON; a
 * plain `vitest run --project integration` starts (and afterwards removes) its own.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from '../../local/settings';
import { startThrowawayStack } from './throwaway-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The STACK_DIR of that stack (its keys.json lets tests mint expired tokens). */
    stackDir: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.MTA_STACK_JSON;
  if (given) {
    project.provide('stack', JSON.parse(readFileSync(given, 'utf8')) as StackInfo);
    project.provide('stackDir', dirname(given));
    return undefined;
  }
  const stack = await startThrowawayStack();
  project.provide('stack', stack.info);
  project.provide('stackDir', stack.settings.stackDir);
  return () => stack.dispose();
}
