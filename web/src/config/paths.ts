/** Every route of the app (docs/product.md#screens-and-routes) in one place, with the function that builds its link. */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  signup: { path: '/signup', getHref: () => '/signup' },
  auth: {
    path: '/auth/:mode',
    /** `next`: the page to return to once signed in (docs/product.md#sign-up-and-sign-in). */
    getHref: (mode: 'login' | 'register', next?: string) => `/auth/${mode}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  },
  /** Account e-mails (docs/accounts.md): ask for a reset link, "check your e-mail", the links' landing, the new password. */
  forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  checkEmail: { path: '/auth/check-email', getHref: () => '/auth/check-email' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  invite: { path: '/invite', getHref: () => '/invite' },
  /** The leaderboard and the rewards panel on their own pages, the phone's tab bar's League and Rewards (docs/product.md#navigation). */
  league: { path: '/league', getHref: () => '/league' },
  rewards: { path: '/rewards', getHref: () => '/rewards' },
  /** The earnings calculator on its own page, reached from Team and the header's menu (docs/product.md#earnings-calculator). */
  earnings: { path: '/earnings', getHref: () => '/earnings' },
  mission: { path: '/mission/:id', getHref: (id: number) => `/mission/${id}` },
  courses: { path: '/courses', getHref: () => '/courses' },
  course: { path: '/course/:id', getHref: (id: number | string) => `/course/${id}` },
  /** `section` opens that folding section (its id), `course` opens the course form on that course (docs/product.md#content-manager). */
  contentManager: {
    path: '/content-manager',
    getHref: (section?: string, course?: number) => `/content-manager${course === undefined ? '' : `?course=${course}`}${section ? `#${section}` : ''}`,
  },
  insights: { path: '/insights', getHref: () => '/insights' },
  /** Where an administrator lands after logging in (docs/product.md#admin-home). */
  admin: { path: '/admin', getHref: () => '/admin' },
  profile: { path: '/profile', getHref: () => '/profile' },
  team: { path: '/team', getHref: () => '/team' },
  unsubscribe: { path: '/unsubscribe', getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}` },
} as const;
