/** The function is up and the database answers. */
import { sql } from '../../_shared/db.ts';
import type { Handlers } from '../contract-routes.ts';

export const healthHandlers: Handlers<'health'> = {
  health: async () => {
    const started = performance.now();
    const [row] = await sql<{ now: string }[]>`select now()::text as now`;
    return { status: 'ok', database: 'reachable', databaseTime: row?.now ?? '', latencyMs: Math.round(performance.now() - started) };
  },
};
