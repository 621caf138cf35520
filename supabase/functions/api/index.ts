/**
 * The `api` edge function: every /api route of the contract (contract/), served at
 * {SUPABASE_URL}/functions/v1/api/*.
 * The function sees the path as /api/... (the edge runtime keeps the function name in the path).
 */
import { app } from './app.ts';

// A database restart drops every pooled connection at once; postgres.js may then reject a promise
// no request waits for. Deno ends the process on an unhandled rejection, which would turn one
// restart into every in-flight request failing with 502 (docs/architecture.md#timeouts). The
// requests themselves get their 503 from their own queries; here the stray one is only logged.
globalThis.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
  console.error(`api: a background promise failed (kept serving): ${reason}`);
});

// The same for an error thrown from a timer or socket callback outside any request (postgres.js
// had one such throw on a dropped connection, fixed in its vendored copy: docs/architecture.md#timeouts).
globalThis.addEventListener('error', (event) => {
  event.preventDefault();
  console.error(`api: an uncaught error outside any request (kept serving): ${event.message}`);
});

Deno.serve(app.fetch);
