import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
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
import { publicRoutes } from './routes/public.tsx';

/**
 * The pages, one route module per feature (routes/). Every path of the spec is guarded by its
 * access rule (routing/access.ts); a path no module lists shows the 404 page.
 * The home page is in the first download (it is the page most visits start on); the others,
 * which bring the widgets, load when first visited.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      hydrateFallbackElement: <StartupLoader />,
      children: [
        { index: true, element: <HomePage /> },
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
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
