/**
 * GET /api/settings: the tunable amounts and the reward catalogue, for every screen that names
 * them. Public product facts, read on the function's own connection (anonymous visitors have no
 * access to the `app` schema).
 */
import { rpcResult, sql } from '../../_shared/db.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const settingsHandlers: Handlers<'settings'> = {
  settings: () => rpcResult<AnswerOf<'settings'>>(sql`select app.public_settings() as result`),
};
