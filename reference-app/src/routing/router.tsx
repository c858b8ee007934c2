import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { StartupLoader } from '../shell/StartupLoader.tsx';
import { accountRoutes } from './routes/account.tsx';
import { adminRoutes } from './routes/admin.tsx';
import { authRoutes } from './routes/auth.tsx';
import { bookingRoutes } from './routes/booking.tsx';
import { bookingsRoutes } from './routes/bookings.tsx';
import { cleanerOnboardingRoutes } from './routes/cleaner-onboarding.tsx';
import { cleanersRoutes } from './routes/cleaners.tsx';
import { clientRoutes } from './routes/client.tsx';
import { messagesRoutes } from './routes/messages.tsx';
import { newsletterRoutes } from './routes/newsletter.tsx';
import { publicRoutes } from './routes/public.tsx';

/**
 * The pages, one route module per feature (routes/). Every path of the spec is guarded by its
 * access rule (routing/access.ts); a path no module lists shows the 404 page.
 * Every page loads when first visited, the home page too: the server links its module beside the
 * entry's (`handle.page`), so a visit that starts there fetches both at once, and a visit that
 * starts elsewhere never downloads it.
 */
export function appRoutes(): RouteObject[] {
  return [
    // The window a partner page's widget opens (issue 38): no header, footer or guard of the app.
    {
      path: 'embed/sign-in',
      hydrateFallbackElement: <StartupLoader />,
      lazy: async () => ({ Component: (await import('../pages/embed-sign-in/EmbedSignInPage.tsx')).EmbedSignInPage }),
    },
    {
      Component: AppLayout,
      hydrateFallbackElement: <StartupLoader />,
      children: [
        {
          index: true,
          handle: { page: 'src/pages/home/HomePage.tsx' },
          lazy: async () => ({ Component: (await import('../pages/home/HomePage.tsx')).HomePage }),
        },
        ...authRoutes,
        ...accountRoutes,
        ...cleanerOnboardingRoutes,
        ...clientRoutes,
        ...cleanersRoutes,
        ...bookingRoutes,
        ...bookingsRoutes,
        ...messagesRoutes,
        ...adminRoutes,
        ...publicRoutes,
        ...newsletterRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The browser's router over `routes` (the same objects the server rendered, their lazy parts already loaded when hydrating). */
export function createAppRouter(routes: RouteObject[] = appRoutes(), options?: DOMRouterOpts) {
  return createBrowserRouter(routes, options);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
