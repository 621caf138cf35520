/**
 * One throwaway stack started and stopped (no app server: `web: 'none'`), for timing a stack start
 * from outside (docs/performance.md, "A template cluster per test run"). With MTA_STACK_TEMPLATES
 * set to a directory it starts from the template kept there (building it on the first call); without,
 * on the real path (initdb, bootstrap, migrations, seed). Prints each start step's time from the
 * stack's log.
 *
 *   node --import tsx scripts/bench/stack-start.ts
 *   MTA_STACK_TEMPLATES=/tmp/templates node --import tsx scripts/bench/stack-start.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startThrowawayStack } from '../../tests/support/throwaway-stack';

const started = Date.now();
const stack = await startThrowawayStack({ web: 'none' });
const steps = readFileSync(join(stack.settings.stackDir, 'stack.log'), 'utf8')
  .split('\n')
  .filter((line) => / ✓ | {2}template: /.test(line))
  .map((line) => line.slice(25));
await stack.dispose();
console.log(
  `${steps.join('\n')}\nstarted in ${Date.now() - started} ms (${stack.settings.templateDir ? `template under ${stack.settings.templateDir}` : 'real path'})`,
);
