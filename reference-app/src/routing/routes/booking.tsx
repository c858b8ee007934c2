import type { RouteObject } from 'react-router';

/**
 * Booking a cleaner and paying, /book/{cleanerSlug}, and the balance's pay-now page linked from
 * the balance-due mail, /bookings/{id}/pay (spec §2, issue 25). The static `pay` segment ranks
 * above `bookings/:id/:action`, so it reaches this page.
 */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'book/:cleanerSlug',
    handle: { page: 'src/pages/book/BookPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/book/BookPage.tsx')).BookPage }),
  },
  {
    path: 'bookings/:bookingId/pay',
    handle: { page: 'src/pages/pay-now/PayNowPage.tsx' },
    lazy: async () => ({ Component: (await import('../../pages/pay-now/PayNowPage.tsx')).PayNowPage }),
  },
];
