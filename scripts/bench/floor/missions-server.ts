/**
 * The Deno half of `npm run bench:floor`: GET /api/missions's database read with nothing else
 * around it. Per request it runs the api function's own statement through the function's own
 * db.ts (`statementAsUser`: role and claims, then the select, one round trip) and answers the rows
 * as JSON. No Hono, no JWT check, no CORS middleware: the fixed claims come from FLOOR_CLAIMS.
 * FLOOR_MODE=constant answers the rows read once at start-up instead (no database per request).
 * Env: PORT, SUPABASE_DB_URL, FLOOR_CLAIMS (JSON), FLOOR_MODE (query | constant).
 */
import type { UserClaims } from '../../../supabase/functions/_shared/auth.ts';
import { statementAsUser } from '../../../supabase/functions/_shared/db.ts';
import { listMissions } from '../../../supabase/functions/api/routes/missions.ts';

const claims = JSON.parse(Deno.env.get('FLOOR_CLAIMS') ?? '{}') as UserClaims;
const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
const readRows = async () => JSON.stringify(await statementAsUser(claims, listMissions));
const constant = Deno.env.get('FLOOR_MODE') === 'constant' ? await readRows() : undefined;

Deno.serve({ port: Number(Deno.env.get('PORT')), hostname: '127.0.0.1', onListen: () => console.log('listening') }, async () =>
  new Response(constant ?? (await readRows()), { headers }),
);
