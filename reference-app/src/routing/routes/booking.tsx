import type { RouteObject } from 'react-router';

/**
 * Booking a cleaner and paying, /book/{cleanerSlug}, and the balance's pay-now page linked from
 * the balance-due mail, /bookings/{id}/pay (spec §2, issue 25). The static `pay` segment ranks
 * above `bookings/:id/:action`, so it reaches this page.
 */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'book/:cleanerSlug',
    lazy: async () => ({ Component: (await import('../../pages/book/BookPage.tsx')).BookPage }),
  },
  {
    path: 'bookings/:bookingId/pay',
    lazy: async () => ({ Component: (await import('../../pages/pay-now/PayNowPage.tsx')).PayNowPage }),
  },
];
