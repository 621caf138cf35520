import type { ZodMiniType } from 'zod/mini';

import { apiRequestParsed, type ApiQueryKey } from '@/lib/api-client';

/** POST /api/users/{userId}/{action}: the learner's own course and quiz calls (SPEC §7). */
export const postAsUser = <T>(schema: ZodMiniType<T>, userId: string, action: string, body?: unknown): Promise<T> =>
  apiRequestParsed(schema, `/api/users/${userId}/${action}`, { method: 'POST', body });

/** Calls that pay points make the cached leaderboard stale. */
export const leaderboardKey = ['/api/leaderboard'] as const satisfies ApiQueryKey;
