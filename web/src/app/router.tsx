/**
 * The routes of the app (docs/product.md#screens-and-routes). Every screen but the landing page is its own lazily loaded chunk; the router
 * loads a route's chunk before it navigates there. The landing page is part of the entry chunk: it is
 * where most visits start, and as a lazy chunk a first visit waited for one more round trip after the
 * entry had run (Lighthouse on a slow phone; docs/decisions.md#web). The screens that need Supabase Auth sit under
 * one layout, so supabase-js is not part of the landing page.
 */
import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';
import { loadAppMessages } from '@/i18n';

import { authAliasRoutes } from './auth-aliases';
import { followNavigation } from './navigation-state';
import { screenCode } from './screen-code';
import LandingRoute from './routes/landing';
import { RootLayout, RootLoading } from './routes/root';
import { RouteError } from './routes/route-error';
import { TRANSLATED } from './translated-screens';

type RouteModule = { default: ComponentType };

const lazyScreen =
  (load: () => Promise<RouteModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.landing.path, Component: LandingRoute, handle: TRANSLATED },
      {
        // The signed-in screens' messages arrive with the layout's code (web/src/i18n/i18n.ts); a
        // catalogue that does not load leaves the screens' words to the messages loaded so far.
        lazy: lazyScreen(async () => (await Promise.all([import('./routes/session-layout'), loadAppMessages().catch(() => undefined)]))[0]),
        children: [
          { path: paths.signup.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/signup')) },
          { path: paths.auth.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/auth')) },
          { path: paths.forgotPassword.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/forgot-password')) },
          { path: paths.checkEmail.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/check-email')) },
          { path: paths.authCallback.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/auth-callback')) },
          { path: paths.resetPassword.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/reset-password')) },
          { path: paths.dashboard.path, handle: TRANSLATED, lazy: lazyScreen(screenCode.dashboard) },
          { path: paths.invite.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/invite')) },
          { path: paths.league.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/league')) },
          { path: paths.rewards.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/rewards')) },
          { path: paths.earnings.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/earnings')) },
          { path: paths.mission.path, handle: TRANSLATED, lazy: lazyScreen(screenCode.mission) },
          { path: paths.courses.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/courses')) },
          { path: paths.course.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/course')) },
          { path: paths.profile.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/profile')) },
          { path: paths.team.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/team')) },
          { path: paths.unsubscribe.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/unsubscribe')) },
          { path: paths.contentManager.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/content-manager')) },
          { path: paths.insights.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/insights')) },
          { path: paths.admin.path, handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/admin')) },
        ],
      },
      ...authAliasRoutes,
      { path: '*', handle: TRANSLATED, lazy: lazyScreen(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * The app's router, made once outside React (main.tsx) so its first screen's code starts loading before
 * the shell renders. Nothing may subscribe to it before <RouterProvider> does: the router keeps its
 * first navigation's result for a late first subscriber only while it has none, and a listener added
 * here took that away; a first screen whose code arrived between React's render and its commit then
 * showed the loading spinner for ever (docs/decisions.md#web, "The router's first subscriber").
 */
export function createAppRouter(routeObjects: RouteObject[] = routes) {
  return createBrowserRouter(routeObjects);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  // A passive effect runs after every layout effect of the commit, so after RouterProvider's subscription.
  useEffect(() => followNavigation(router), [router]);
  return <RouterProvider router={router} />;
}
