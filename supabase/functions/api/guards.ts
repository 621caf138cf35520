/**
 * The admin rule inside the caller's transaction. Who may call a route at all (signed in, own
 * account) is the route's `access` in the contract, checked by contract-routes.ts. The database
 * enforces the same rules again through RLS and the RPCs; these give clear answers.
 */
import { MESSAGES, wrongScript } from '../../../contract/index.ts';
import type { UserClaims } from '../_shared/auth.ts';
import type { Tx } from '../_shared/db.ts';
import { HttpError } from '../_shared/errors.ts';

/** Inside the caller's transaction: refuses non-admins (app.is_admin(): the flag or a listed e-mail). */
export async function requireAdmin(tx: Tx): Promise<void> {
  const [row] = await tx<{ admin: boolean }[]>`select app.is_admin() as admin`;
  if (!row?.admin) throw new HttpError(403, MESSAGES.adminOnly);
}

/** Whether the caller is an admin (false for anonymous callers, who cannot run app.is_admin). */
export async function isAdmin(tx: Tx, claims: UserClaims | undefined): Promise<boolean> {
  if (!claims) return false;
  const [row] = await tx<{ admin: boolean }[]>`select app.is_admin() as admin`;
  return row?.admin === true;
}

/**
 * Inside an admin's transaction: lets this transaction save text flagged as a possible income
 * claim, with the admin's reason (app.check_claims records it). Without a reason, flagged text is
 * refused with 422 and the claims found (docs/product.md#claim-checks).
 */
export async function allowFlaggedClaims(tx: Tx, reason: string | undefined): Promise<void> {
  if (reason) await tx`select set_config('app.claim_reason', ${reason}, true)`;
}

/**
 * After the admin check: refuses a translation whose texts are not in its language's letters (Latin
 * text saved as Arabic, Arabic as Spanish) with 422 (contract/translation-script.ts).
 */
export function requireTranslationScript(locale: 'es' | 'ar', body: unknown): void {
  const refusal = wrongScript(locale, body);
  if (refusal) throw new HttpError(422, refusal);
}
