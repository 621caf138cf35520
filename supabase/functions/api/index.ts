/**
 * The `api` edge function: every /api route of the contract (contract/), served at
 * {SUPABASE_URL}/functions/v1/api/*.
 * The function sees the path as /api/... (the edge runtime keeps the function name in the path).
 */
import { app } from './app.ts';

Deno.serve(app.fetch);
