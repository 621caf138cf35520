/**
 * The sign-in lockout names no one, on the shared stack (the cases: lockout-alike.ts). The timing is
 * measured by `npm run bench:signin` (docs/performance.md).
 */
import { afterAll } from 'vitest';
import { closeDb, db, stack } from '../support/clients';
import { describeLockoutAlike } from './lockout-alike';

afterAll(closeDb);

describeLockoutAlike(() => ({
  stack: stack(),
  windowMinutes: async () => (await db().query<{ minutes: number }>('select signin_window_minutes as minutes from app.settings')).rows[0]?.minutes ?? 15,
}));
