/**
 * Addresses people type for signing in or up that are not the app's own (docs/product.md#screens-and-routes):
 * /login, /signin, /sign-in, /register and /sign-up. Each redirects to the real auth screen, keeping the query, so
 * a sponsor's `?ref=` still reaches the sign-up form and a return address still returns (`redirect` / `redirectTo` /
 * `returnTo`, the names other sites use, become the app's `next`). /signup is a screen of its own and stays.
 */
import { redirect, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';
import { RETURN_PARAM } from '@/features/auth/return-to';

const LOGIN_ALIASES = ['/login', '/signin', '/sign-in'] as const;
const REGISTER_ALIASES = ['/register', '/sign-up'] as const;
const RETURN_ALIASES = ['redirect', 'redirectTo', 'redirect_to', 'returnTo'] as const;
/** The invitation's parameters: only the sign-up screen (/signup) reads them. */
const INVITATION_PARAMS = ['ref', 'source'] as const;

/** Where `alias` + `search` belongs: the same query on the real screen, its return address named `next`. */
export function authAliasTarget(alias: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_ALIASES) {
    const value = params.get(name);
    params.delete(name);
    if (value && !params.has(RETURN_PARAM)) params.set(RETURN_PARAM, value);
  }
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const register = (REGISTER_ALIASES as readonly string[]).includes(alias);
  if (register && INVITATION_PARAMS.some((name) => params.has(name))) return `${paths.signup.getHref()}${query}`;
  return `/auth/${register ? 'register' : 'login'}${query}`;
}

/** The routes of the aliases: a redirect before anything renders, no code of their own to load. */
export const authAliasRoutes: RouteObject[] = [...LOGIN_ALIASES, ...REGISTER_ALIASES].map((alias) => ({
  path: alias,
  loader: ({ request }) => redirect(authAliasTarget(alias, new URL(request.url).search)),
}));
