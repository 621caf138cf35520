/**
 * Insights for admins (docs/product.md#insights): app.insights() reads the funnel, signups by source
 * and the token economy from the operators' reports as the caller, and refuses anyone but an admin
 * (MT403, answered as 403).
 */
import type { Insights } from '../../../../contract/index.ts';
import { asUser, rpcResult } from '../../_shared/db.ts';
import type { Handlers } from '../contract-routes.ts';

export const insightsHandlers: Handlers<'insights'> = {
  insights: ({ claims }) => asUser(claims, (tx) => rpcResult<Insights>(tx`select app.insights() as result`)),
};
