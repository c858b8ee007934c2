import type { RouteObject } from 'react-router';

/** The cleaner onboarding in 3 steps, /onboarding (spec §2, issue 24). */
export const cleanerOnboardingRoutes: RouteObject[] = [
  {
    path: 'onboarding',
    lazy: async () => ({
      Component: (await import('../../pages/cleaner-onboarding/CleanerOnboardingPage.tsx')).CleanerOnboardingPage,
    }),
  },
];
