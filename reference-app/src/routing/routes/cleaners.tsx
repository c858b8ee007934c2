import type { RouteObject } from 'react-router';

/** Finding a cleaner: search, the public profile, reviews (spec §2, issue 25). */
export const cleanersRoutes: RouteObject[] = [
  {
    path: 'cleaners',
    lazy: async () => ({ Component: (await import('../../pages/cleaners/CleanersPage.tsx')).CleanersPage }),
  },
];
