/**
 * Setup file of the integration and e2e projects (vitest.config.ts): after a test file's last hook,
 * closes what it opened through the support modules and would otherwise hand to the next file its
 * worker runs (`isolate: false`: the modules stay loaded between files): the database pool of
 * `db()`. What a file opens itself (browsers, channels, servers, stacks) it closes in its own
 * `afterAll` (tests/README.md, rule 8; e2e-setup.ts checks the browsers).
 */
import { afterAll } from 'vitest';
import { closeDb } from './clients';

// Registered before the file's own hooks, so it runs after them (they may still query).
afterAll(async () => {
  await closeDb();
});
