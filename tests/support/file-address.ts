/**
 * Setup file of the integration and e2e projects (vitest.config.ts): every request a test file
 * makes from Node (fetch, supabase-js, undici) leaves from a loopback address of the file's own,
 * so the per-address budgets of the api and the auth server (docs/architecture.md#abuse) count each
 * file as the separate client it is, not every file running in parallel as one. Tests of those
 * budgets pick addresses of their own (tests/integration/api-helpers.ts).
 */
import { Agent, setGlobalDispatcher } from 'undici';
import { freshLoopbackAddress } from './from-address';

setGlobalDispatcher(new Agent({ localAddress: freshLoopbackAddress() }));
