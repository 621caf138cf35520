/**
 * Where a sign-in returns to (docs/product.md#sign-up-and-sign-in): the `next` query parameter the
 * login and register links carry from the page the visitor was on (a course, say). Only a path of
 * this app is followed, never another site (`//evil.example`, `https:…`, `/\evil`), and never an
 * auth page again; anything else returns to the dashboard, as before.
 */
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

export const RETURN_PARAM = 'next';

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes are never part of this app's links.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/signup')) return null;
  return value;
}

/** The page this sign-in form returns to: its safe `next`, else the dashboard. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM)) ?? paths.dashboard.getHref();
}

/** The `next` to hand on to the other auth mode's link, when there is one. */
export function useReturnParam(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM)) ?? undefined;
}
