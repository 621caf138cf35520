/**
 * Renders a screen the way the app does (Chakra theme, React Query with the app's defaults, the Auth
 * session context with the app's own supabase-js client, the router) at a given URL. The client
 * points at http://supabase.test (setup-tests.ts) and has no session, so it makes no request itself.
 * The app's whole route table is not imported here (it pulls in the landing page and its layout for
 * every test file): the one test of it passes `routes` from '@/app/router' to `renderRoutes`.
 */
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SessionContextProvider } from '@supabase/auth-helpers-react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { Toaster } from '@/components/ui/toaster';
import { system } from '@/config/theme';
import { setCurrentUser } from '@/lib/current-user';
import { createQueryClient } from '@/lib/react-query';
import { getSupabase } from '@/lib/supabase';
import type { User } from '@contract';

// Every render mounts <Toaster />, whose list is a lazy chunk loaded with the first toast. Its first
// import is transformed on demand, which on a busy machine took longer than a findBy* waits for the
// toast; loading it with this module keeps that out of every test (docs/performance.md#unit-tests).
await import('@/components/ui/toast-list');

// Emotion's cache of this file's styles (the one Emotion makes by default, key `css`). The unit files
// share their document (vitest.config.ts): fresh-modules.ts empties its head before each file, and
// this module, evaluated afresh in each file, starts a cache that knows it is empty, so a file's
// getComputedStyle (every getByRole) reads its own styles, not those of every file before it.
const emotionCache = createCache({ key: 'css' });

export interface RenderOptions {
  /** The URL the memory router starts at. */
  url?: string;
  /** The route pattern the element is mounted at (defaults to every path). */
  path?: string;
  /** Extra routes, for asserting where a screen navigates. */
  routes?: RouteObject[];
  user?: User | null;
  queryClient?: QueryClient;
  supabase?: SupabaseClient;
}

export interface RenderedApp extends RenderResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/** supabase-js's storage key for http://supabase.test (`sb-<first host label>-auth-token`). */
const AUTH_STORAGE_KEY = 'sb-supabase-auth-token';

/**
 * Stores an unexpired Auth session for `user`, as supabase-js keeps it after a sign-in, so the app
 * sees a signed-in browser (it drops a stored user that has no session).
 */
export function storeTestSession(user: User) {
  const session = {
    access_token: 'test-access-token',
    refresh_token: 'test-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: 4102444800,
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    },
  };
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

/** A route table (the app's own, lazy screens included, or one screen's) at `options.url`. */
export function renderRoutes(routeList: RouteObject[], options: RenderOptions = {}): RenderedApp {
  if (options.user !== undefined) setCurrentUser(options.user);
  if (options.user) storeTestSession(options.user);
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(routeList, { initialEntries: [options.url ?? '/'] });
  const result = render(
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <SessionContextProvider supabaseClient={options.supabase ?? getSupabase()}>
            <RouterProvider router={router} />
          </SessionContextProvider>
        </QueryClientProvider>
        <Toaster />
      </ChakraProvider>
    </CacheProvider>,
  );
  return { ...result, queryClient, router };
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderedApp {
  return renderRoutes([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], options);
}

/** A complete user (docs/product.md#entities) with sensible defaults. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ada Learner',
    email: 'ada@example.com',
    phone: null,
    tokens: 0,
    leaderboardPts: 0,
    invites: 0,
    inviteCode: 'ADA123',
    badges: [],
    completedMissions: {},
    courseProgress: {},
    videoProgress: {},
    invitedUsers: [],
    loginStreak: 1,
    streakFreezes: 0,
    claimedRewards: [],
    quizCorrect: {},
    quizPointsPaid: {},
    quizRevealed: {},
    isAdmin: false,
    ...overrides,
  };
}
