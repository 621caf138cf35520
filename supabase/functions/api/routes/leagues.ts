/** Weekly starter leagues (docs/product.md#weekly-starter-leagues): app.my_league() as the caller. */
import type { League } from '../../../../contract/index.ts';
import { asUser, rpcResult } from '../../_shared/db.ts';
import type { Handlers } from '../contract-routes.ts';

export const leagueHandlers: Handlers<'myLeague'> = {
  myLeague: ({ claims }) => asUser(claims, (tx) => rpcResult<League>(tx`select app.my_league() as result`)),
};
