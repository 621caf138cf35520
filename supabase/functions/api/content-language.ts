/**
 * The language the api serves content in (docs/decisions.md, "Languages": content translations):
 * the caller's profile language when set, else the first of en/es/ar in the request's
 * `Accept-Language` (the web sends the page's language), else English. Admins read the source, in
 * English: the content manager edits it, and a translation has its own routes.
 */
import { acceptedLocale } from '../../../contract/index.ts';
import type { UserClaims } from '../_shared/auth.ts';
import { statement, type Statement, type Tx } from '../_shared/db.ts';

/**
 * A SQL expression for that language, evaluated in the caller's transaction (no extra round trip);
 * a scalar subquery, so Postgres works it out once per statement, not once per row it joins.
 */
export function readingLocale(tx: Tx, claims: UserClaims | undefined, request: Request) {
  const accepted = acceptedLocale(request.headers.get('accept-language'));
  if (!claims) return tx`${accepted ?? 'en'}::text`;
  return tx`(select case when app.is_admin() then 'en'
                         else coalesce((select p.locale from public.profiles p where p.id = (select auth.uid())), ${accepted}::text, 'en') end)`;
}

// The header's language as SQL text: one of three constants, never the header's own text.
const ACCEPTED = { en: statement`'en'`, es: statement`'es'`, ar: statement`'ar'` } as const;

/**
 * `readingLocale` for a signed-in caller's one-statement read (`statement`, sent by
 * statementAsUser in one round trip: the stations).
 */
export function readingLocaleStatement(request: Request): Statement {
  const accepted = acceptedLocale(request.headers.get('accept-language'));
  return statement`(select case when app.is_admin() then 'en'
                                else coalesce((select p.locale from public.profiles p where p.id = (select auth.uid())), ${accepted ? ACCEPTED[accepted] : statement`null`}::text, 'en') end)`;
}
