/**
 * Setup file of the integration and e2e projects (vitest.config.ts): every request a test file
 * makes from Node (fetch, supabase-js, undici) leaves from a loopback address of the file's own,
 * so the per-address budgets of the api and the auth server (docs/architecture.md#abuse) count each
 * file as the separate client it is, not every file running in parallel as one. Tests of those
 * budgets pick addresses of their own (tests/integration/api-helpers.ts).
 *
 * A setup file runs again before each test file, also in a worker that runs several files one
 * after another (`isolate: false`): each file gets a fresh address, and after its last hook its
 * connections close and the worker's dispatcher is the one before it.
 */
import { afterAll } from 'vitest';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { freshLoopbackAddress } from './from-address';

const before = getGlobalDispatcher();
const agent = new Agent({ localAddress: freshLoopbackAddress() });
setGlobalDispatcher(agent);

// Registered before the file's own hooks, so it runs after them (their requests still leave from the
// address). A request still open then (a response nobody read) is cut after a grace of 5 s.
afterAll(async () => {
  setGlobalDispatcher(before);
  let grace: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    grace = setTimeout(() => void agent.destroy().then(resolve), 5000);
  });
  await Promise.race([agent.close(), cut]);
  clearTimeout(grace);
});
