/**
 * A learner's own account (docs/account-lifecycle.md):
 * - PUT /api/users/{id}/profile {name, phone?, locale?}: app.set_locale when the body has `locale`, then
 *   app.update_profile, in one transaction as the caller; once that commits, a new `locale` goes to
 *   the auth user's metadata too (the Auth e-mails are written in it; null, following the browser,
 *   keeps the page's Accept-Language there). A failure there is logged, not answered: the profile
 *   is saved, and the api's own mails read the profile.
 * - DELETE /api/users/{id} {confirmation: "DELETE"}: deletes the auth user through the auth
 *   server's admin API. The database's delete trigger on auth.users makes the profile anonymous in
 *   the same transaction as the deletion, so either both happen or neither does; ledger rows,
 *   redemptions and referral records stay (the books keep balancing).
 */
import { acceptedLocale } from '../../../../contract/index.ts';
import { asUser, rpcResult } from '../../_shared/db.ts';
import { deleteAuthUser, setAuthUserLocale } from '../auth-server.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

export const accountHandlers: Handlers<'updateProfile' | 'deleteAccount'> = {
  updateProfile: async ({ claims, body, request }) => {
    const saved = await asUser(claims, async (tx) => {
      if (body.locale !== undefined) await tx`select app.set_locale(${body.locale})`;
      return rpcResult<AnswerOf<'updateProfile'>>(tx`select app.update_profile(${body.name}, ${body.phone ?? null}) as result`);
    });
    if (body.locale !== undefined) {
      const locale = body.locale ?? acceptedLocale(request.headers.get('accept-language'));
      await setAuthUserLocale(claims.sub, locale).catch((error: unknown) => console.error(`auth metadata locale of ${claims.sub} not updated:`, error));
    }
    return saved;
  },
  deleteAccount: async ({ claims }) => {
    await deleteAuthUser(claims.sub);
    return { message: ACCOUNT_DELETED };
  },
};
