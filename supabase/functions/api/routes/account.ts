/**
 * A learner's own account (docs/account-lifecycle.md):
 * - PUT /api/users/{id}/profile {name, phone?, locale?}: app.set_locale when the body has `locale`, then
 *   app.update_profile, in one transaction as the caller.
 * - DELETE /api/users/{id} {confirmation: "DELETE"}: deletes the auth user through the auth
 *   server's admin API. The database's delete trigger on auth.users makes the profile anonymous in
 *   the same transaction as the deletion, so either both happen or neither does; ledger rows,
 *   redemptions and referral records stay (the books keep balancing).
 */
import { asUser, rpcResult } from '../../_shared/db.ts';
import { deleteAuthUser } from '../auth-server.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

export const accountHandlers: Handlers<'updateProfile' | 'deleteAccount'> = {
  updateProfile: ({ claims, body }) =>
    asUser(claims, async (tx) => {
      if (body.locale !== undefined) await tx`select app.set_locale(${body.locale})`;
      return rpcResult<AnswerOf<'updateProfile'>>(tx`select app.update_profile(${body.name}, ${body.phone ?? null}) as result`);
    }),
  deleteAccount: async ({ claims }) => {
    await deleteAuthUser(claims.sub);
    return { message: ACCOUNT_DELETED };
  },
};
