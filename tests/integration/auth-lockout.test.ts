/**
 * The sign-in lockout names no one, on the shared stack (the cases: lockout-alike.ts). The timing is
 * measured by `npm run bench:signin` (docs/performance.md).
 */
import { afterAll } from 'vitest';
import { closeDb, stack } from '../support/clients';
import { signinWindowMs } from '../support/rate-limit-buckets';
import { describeLockoutAlike } from './lockout-alike';

afterAll(closeDb);

describeLockoutAlike(() => ({
  stack: stack(),
  windowMs: () => signinWindowMs(),
}));
