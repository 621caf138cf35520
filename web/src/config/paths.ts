/** Every route of SPEC §2 in one place, with the function that builds its link. */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  signup: { path: '/signup', getHref: () => '/signup' },
  auth: {
    path: '/auth/:mode',
    getHref: (mode: 'login' | 'register') => `/auth/${mode}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  mission: { path: '/mission/:id', getHref: (id: number) => `/mission/${id}` },
  courses: { path: '/courses', getHref: () => '/courses' },
  course: { path: '/course/:id', getHref: (id: number | string) => `/course/${id}` },
  contentManager: { path: '/content-manager', getHref: () => '/content-manager' },
} as const;
