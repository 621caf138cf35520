/**
 * Where a sign-in returns to (docs/product.md#sign-up-and-sign-in): the `next` query parameter the
 * login and register links carry from the page the visitor was on (a course, say). Only a path of
 * this app is followed, never another site (`//evil.example`, `https:…`, `/\evil`), and never an
 * auth page again. Without one, a user starts where they start: a learner on Today (the dashboard),
 * an administrator on the admin home (docs/product.md#admin-home).
 */
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { User } from '@contract';

export const RETURN_PARAM = 'next';

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes are never part of this app's links.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/signup')) return null;
  return value;
}

/** Where a signed-in user starts: an administrator on the admin home, a learner on Today. */
export const startPath = (user: Pick<User, 'isAdmin'>): string => (user.isAdmin ? paths.admin.getHref() : paths.dashboard.getHref());

/** The page this sign-in form returns the user to: its safe `next`, else where that user starts. */
export function useReturnPath(): (user: Pick<User, 'isAdmin'>) => string {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_PARAM));
  return (user) => next ?? startPath(user);
}

/** The `next` to hand on to the other auth mode's link, when there is one. */
export function useReturnParam(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM)) ?? undefined;
}
