/** The function is up and the database answers. */
import * as z from 'zod/mini';

import { route } from './route.ts';

export const healthRoutes = {
  health: route({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: z.literal('reachable'), databaseTime: z.string(), latencyMs: z.number() }),
  }),
};
