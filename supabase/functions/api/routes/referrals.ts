/** GET /api/users/{id}/referrals: the caller's invitations, the people who joined with their code, and the bonus (app.my_referrals). */
import { asUser, rpcResult } from '../../_shared/db.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const referralHandlers: Handlers<'myReferrals'> = {
  myReferrals: ({ claims }) => asUser(claims, (tx) => rpcResult<AnswerOf<'myReferrals'>>(tx`select app.my_referrals() as result`)),
};
