import type { RouteObject } from 'react-router';

/** The client onboarding and the client's properties (spec §2, issues 24 and 25). */
export const clientRoutes: RouteObject[] = [
  {
    path: 'client-onboarding',
    lazy: async () => ({
      Component: (await import('../../pages/client-onboarding/ClientOnboardingPage.tsx')).ClientOnboardingPage,
    }),
  },
  {
    // Clients only: the guard (routing/access.ts) sends others to /.
    path: 'properties',
    lazy: async () => ({ Component: (await import('../../pages/properties/PropertiesPage.tsx')).PropertiesPage }),
  },
];
